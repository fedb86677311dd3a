import { paiseText } from '@domain/settlements/balances';
import {
  directionText,
  modeText,
  settlementDirections,
  newSettlementModes,
  type NewSettlementMode,
} from '@domain/settlements/settlement';
import { describedByError, FieldFrame } from '../../components/form/FieldFrame';
import type { ChangeSettleValue, SettleProblems, SettleValues } from './useSettleForm';

interface SettleFieldProps {
  values: SettleValues;
  change: ChangeSettleValue;
  problems: SettleProblems;
}

/** Paid to the person or recovered from them, one radio each. */
export function DirectionField({ values, change, problems }: SettleFieldProps) {
  return (
    <fieldset
      className="settle-form__direction"
      {...describedByError('settle-direction', problems.direction)}
    >
      <legend className="field__label">Direction</legend>
      {settlementDirections.map((option) => (
        <label key={option} className="settle-form__choice">
          <input
            type="radio"
            name="direction"
            value={option}
            checked={values.direction === option}
            onChange={() => {
              change('direction', option);
            }}
          />
          {directionText.admin[option]}
        </label>
      ))}
      {problems.direction && (
        <p id="settle-direction-error" className="field__error">
          {problems.direction}
        </p>
      )}
    </fieldset>
  );
}

/** Amount (its label names the ticked balance), mode, reference and date. */
export function SettleDetails({
  values,
  change,
  problems,
  balancePaise,
  today,
}: SettleFieldProps & { balancePaise: number; today: string }) {
  return (
    <>
      <FieldFrame
        htmlFor="settle-amount"
        label={`Amount (₹, the ticked balance is ${paiseText(balancePaise)})`}
        error={problems.amount}
      >
        <input
          id="settle-amount"
          className="field__input"
          inputMode="decimal"
          value={values.amount}
          {...describedByError('settle-amount', problems.amount)}
          onChange={(event) => {
            change('amount', event.target.value);
          }}
        />
      </FieldFrame>
      <FieldFrame htmlFor="settle-mode" label="Mode" error={problems.mode}>
        <select
          id="settle-mode"
          className="field__input"
          value={values.mode}
          onChange={(event) => {
            change('mode', event.target.value as NewSettlementMode);
          }}
        >
          {newSettlementModes.map((option) => (
            <option key={option} value={option}>
              {modeText[option]}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame
        htmlFor="settle-reference"
        label={values.mode === 'cash' ? 'Reference (optional for cash)' : 'Reference (UTR or receipt number)'}
        error={problems.reference}
      >
        <input
          id="settle-reference"
          className="field__input"
          value={values.reference}
          {...describedByError('settle-reference', problems.reference)}
          onChange={(event) => {
            change('reference', event.target.value);
          }}
        />
      </FieldFrame>
      <FieldFrame htmlFor="settle-date" label="Date" error={problems.date}>
        <input
          id="settle-date"
          type="date"
          className="field__input"
          max={today}
          value={values.date}
          {...describedByError('settle-date', problems.date)}
          onChange={(event) => {
            change('date', event.target.value);
          }}
        />
      </FieldFrame>
    </>
  );
}
