import { OTHER } from '@domain/options/other';
import { visitTypes } from '@domain/options/visitOptions';
import { placeWords, type SpendSide } from '@domain/spend/sides';
import { maxSpendPlaces } from '@domain/spend/spendLimits';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { errorProps, type FieldIds } from './fieldIds';
import { FieldError } from './FieldError';
import { isMultipleVisit, type SpentFieldErrors, type SpentFormValues } from './spentForm';

interface PlaceFieldsProps {
  side: SpendSide;
  options: readonly string[];
  values: SpentFormValues;
  errors: SpentFieldErrors;
  ids: FieldIds;
  onChange: (patch: Partial<SpentFormValues>) => void;
}

const toOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** Visit type, the dropdown (with Other's name field) and, for a Multiple Visit, the extra places. */
export function PlaceFields({ side, options, values, errors, ids, onChange }: PlaceFieldsProps) {
  const { Noun } = placeWords[side];
  const extras = values.extraPlaces;
  const setExtra = (index: number, name: string) => {
    onChange({ extraPlaces: extras.map((current, i) => (i === index ? name : current)) });
  };

  return (
    <>
      <div className="spent__field spent__field--required">
        <SelectField
          label="Visit Type"
          placeholder="Select Visit Type"
          options={toOptions(visitTypes)}
          aria-required
          value={values.visitType}
          onChange={(event) => {
            const visitType = event.target.value;
            // Extra places belong to a Multiple Visit only; switching away drops them.
            onChange(
              isMultipleVisit({ ...values, visitType }) ? { visitType } : { visitType, extraPlaces: [] },
            );
          }}
          {...errorProps(ids, 'visitType', errors.visitType)}
        />
        <FieldError ids={ids} field="visitType" error={errors.visitType} />
      </div>

      <div className="spent__field spent__field--required">
        <SelectField
          label={Noun}
          placeholder={`Select ${Noun}`}
          options={toOptions(options)}
          aria-required
          value={values.place}
          onChange={(event) => {
            onChange({ place: event.target.value });
          }}
          {...errorProps(ids, 'place', errors.place)}
        />
        <FieldError ids={ids} field="place" error={errors.place} />
      </div>

      {values.place === OTHER && (
        <div className="spent__field">
          <TextField
            label={`Enter Other ${Noun} Name`}
            placeholder={`Enter Other ${Noun} Name`}
            autoComplete="off"
            value={values.otherName}
            onChange={(event) => {
              onChange({ otherName: event.target.value });
            }}
            {...errorProps(ids, 'otherName', errors.otherName)}
          />
          <FieldError ids={ids} field="otherName" error={errors.otherName} />
        </div>
      )}

      {isMultipleVisit(values) && (
        <div className="spent__extras">
          {extras.map((name, index) => {
            const label = `${Noun} ${String(index + 2)}`;
            const field = `extraPlaces.${index}` as const;
            return (
              <div key={index} className="spent__field">
                <div className="spent__extra">
                  <input
                    className="field__input"
                    aria-label={label}
                    placeholder={label}
                    autoComplete="off"
                    value={name}
                    onChange={(event) => {
                      setExtra(index, event.target.value);
                    }}
                    {...errorProps(ids, field, errors[field])}
                  />
                  <button
                    type="button"
                    className="button spent__remove"
                    aria-label={`Remove ${label}`}
                    onClick={() => {
                      onChange({ extraPlaces: extras.filter((_, i) => i !== index) });
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
                <FieldError ids={ids} field={field} error={errors[field]} />
              </div>
            );
          })}
          <button
            type="button"
            className="button spent__add"
            disabled={extras.length + 1 >= maxSpendPlaces}
            onClick={() => {
              onChange({ extraPlaces: [...extras, ''] });
            }}
          >
            {`Add ${Noun}`}
          </button>
        </div>
      )}
    </>
  );
}
