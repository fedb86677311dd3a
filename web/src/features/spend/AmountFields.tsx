import type { UseFormReturn } from 'react-hook-form';
import { HookInput } from '../../components/form/HookFields';
import type { AmountName, SpentFormValues } from './spentForm';

/** Allocated, Spent, Food, Fuel, Stay and Toll; the first two required, the rest default to 0. */
const amountFields: readonly { name: AmountName; label: string; required: boolean }[] = [
  { name: 'allocatedAmount', label: 'Allocated', required: true },
  { name: 'spentAmount', label: 'Spent', required: true },
  { name: 'food', label: 'Food', required: false },
  { name: 'fuel', label: 'Fuel', required: false },
  { name: 'stay', label: 'Stay', required: false },
  { name: 'toll', label: 'Toll', required: false },
];

export function AmountFields({ form }: { form: UseFormReturn<SpentFormValues> }) {
  return (
    <div className="spent__amounts">
      {amountFields.map(({ name, label, required }) => (
        <div key={name} className={required ? 'spent__field spent__field--required' : 'spent__field'}>
          <HookInput
            form={form}
            name={name}
            label={label}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            aria-required={required}
          />
        </div>
      ))}
    </div>
  );
}
