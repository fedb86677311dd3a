import { TextField } from '../../components/form/TextField';
import { errorProps, type FieldIds } from './fieldIds';
import { FieldError } from './FieldError';
import type { AmountName, SpentFieldErrors, SpentFormValues } from './spentForm';

/** The amount inputs in SPEC.md's order; Allocated and Spent are required, the rest default to 0. */
const amountFields: readonly { name: AmountName; label: string; required: boolean }[] = [
  { name: 'allocatedAmount', label: 'Allocated', required: true },
  { name: 'spentAmount', label: 'Spent', required: true },
  { name: 'food', label: 'Food', required: false },
  { name: 'fuel', label: 'Fuel', required: false },
  { name: 'stay', label: 'Stay', required: false },
  { name: 'toll', label: 'Toll', required: false },
];

interface AmountFieldsProps {
  values: SpentFormValues;
  errors: SpentFieldErrors;
  ids: FieldIds;
  onChange: (name: AmountName, value: string) => void;
}

export function AmountFields({ values, errors, ids, onChange }: AmountFieldsProps) {
  return (
    <div className="spent__amounts">
      {amountFields.map(({ name, label, required }) => (
        <div key={name} className={required ? 'spent__field spent__field--required' : 'spent__field'}>
          <TextField
            label={label}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            aria-required={required}
            value={values[name]}
            onChange={(event) => {
              onChange(name, event.target.value);
            }}
            {...errorProps(ids, name, errors[name])}
          />
          <FieldError ids={ids} field={name} error={errors[name]} />
        </div>
      ))}
    </div>
  );
}
