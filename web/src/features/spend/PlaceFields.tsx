import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { OTHER } from '@domain/options/other';
import { visitTypes } from '@domain/options/visitOptions';
import { placeWords, type SpendSide } from '@domain/spend/sides';
import { maxSpendPlaces } from '@domain/spend/spendLimits';
import { describedByError, fieldErrorId } from '../../components/form/FieldFrame';
import { HookInput, HookSelect } from '../../components/form/HookFields';
import { isMultipleVisit, type SpentFormValues } from './spentForm';

interface PlaceFieldsProps {
  side: SpendSide;
  options: readonly string[];
  form: UseFormReturn<SpentFormValues>;
}

/** One extra place of a Multiple Visit: labelled by its placeholder, with a remove button beside it. */
function ExtraPlace({
  form,
  index,
  label,
  onRemove,
}: {
  form: UseFormReturn<SpentFormValues>;
  index: number;
  label: string;
  onRemove: () => void;
}) {
  const id = useId();
  const name = `extraPlaces.${index}` as const;
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <div className="spent__field">
      <div className="spent__extra">
        <input
          id={id}
          className="field__input"
          aria-label={label}
          placeholder={label}
          autoComplete="off"
          {...describedByError(id, error)}
          {...form.register(name)}
        />
        <button
          type="button"
          className="button spent__remove"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {error && (
        <p id={fieldErrorId(id)} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Visit type, the dropdown (with Other's name field) and, for a Multiple Visit, the extra places. */
export function PlaceFields({ side, options, form }: PlaceFieldsProps) {
  const { Noun } = placeWords[side];
  const values = form.watch();
  const extras = values.extraPlaces;
  const setExtras = (next: string[]) => {
    form.setValue('extraPlaces', next);
  };

  return (
    <>
      <div className="spent__field spent__field--required">
        <HookSelect
          form={form}
          name="visitType"
          label="Visit Type"
          placeholder="Select Visit Type"
          options={visitTypes}
          aria-required
        />
      </div>
      <div className="spent__field spent__field--required">
        <HookSelect
          form={form}
          name="place"
          label={Noun}
          placeholder={`Select ${Noun}`}
          options={options}
          aria-required
        />
      </div>
      {values.place === OTHER && (
        <div className="spent__field">
          <HookInput
            form={form}
            name="otherName"
            label={`Enter Other ${Noun} Name`}
            placeholder={`Enter Other ${Noun} Name`}
            autoComplete="off"
          />
        </div>
      )}
      {isMultipleVisit(values) && (
        <div className="spent__extras">
          {extras.map((_, index) => (
            <ExtraPlace
              key={index}
              form={form}
              index={index}
              label={`${Noun} ${String(index + 2)}`}
              onRemove={() => {
                setExtras(extras.filter((__, i) => i !== index));
              }}
            />
          ))}
          <button
            type="button"
            className="button spent__add"
            disabled={extras.length + 1 >= maxSpendPlaces}
            onClick={() => {
              setExtras([...extras, '']);
            }}
          >
            {`Add ${Noun}`}
          </button>
        </div>
      )}
    </>
  );
}
