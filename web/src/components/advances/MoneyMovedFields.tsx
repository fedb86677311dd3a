import { useId } from 'react';
import { advanceModes, type AdvanceMode } from '@domain/advances/advance';
import { advanceModeText } from '@domain/advances/advanceText';
import { describedByError, FieldFrame } from '../form/FieldFrame';
import type { MoneyMovedField, MoneyMovedProblems, MoneyMovedValues } from './moneyMoved';

interface MoneyMovedFieldsProps {
  values: MoneyMovedValues;
  change: <K extends MoneyMovedField>(field: K, value: MoneyMovedValues[K]) => void;
  problems: MoneyMovedProblems;
  today: string;
  /** The amount's label, when the form asks for one (a payment of an approved advance does not). */
  amountLabel?: string | undefined;
}

/** The amount (when asked), the mode, its reference (UTR or receipt number, none for cash) and the day. */
export function MoneyMovedFields({ values, change, problems, today, amountLabel }: MoneyMovedFieldsProps) {
  const id = useId();
  const ids = {
    amount: `${id}-amount`,
    mode: `${id}-mode`,
    reference: `${id}-reference`,
    date: `${id}-date`,
  };
  return (
    <>
      {amountLabel && (
        <FieldFrame htmlFor={ids.amount} label={amountLabel} error={problems.amount}>
          <input
            id={ids.amount}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            {...describedByError(ids.amount, problems.amount)}
            onChange={(event) => {
              change('amount', event.target.value);
            }}
          />
        </FieldFrame>
      )}
      <FieldFrame htmlFor={ids.mode} label="Mode" error={problems.mode}>
        <select
          id={ids.mode}
          className="field__input"
          value={values.mode}
          onChange={(event) => {
            change('mode', event.target.value as AdvanceMode);
          }}
        >
          {advanceModes.map((mode) => (
            <option key={mode} value={mode}>
              {advanceModeText[mode]}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame
        htmlFor={ids.reference}
        label={values.mode === 'cash' ? 'Reference (optional for cash)' : 'Reference (UTR or receipt number)'}
        error={problems.reference}
      >
        <input
          id={ids.reference}
          className="field__input"
          autoComplete="off"
          value={values.reference}
          {...describedByError(ids.reference, problems.reference)}
          onChange={(event) => {
            change('reference', event.target.value);
          }}
        />
      </FieldFrame>
      <FieldFrame htmlFor={ids.date} label="Day" error={problems.date}>
        <input
          id={ids.date}
          type="date"
          className="field__input"
          max={today}
          value={values.date}
          {...describedByError(ids.date, problems.date)}
          onChange={(event) => {
            change('date', event.target.value);
          }}
        />
      </FieldFrame>
    </>
  );
}
