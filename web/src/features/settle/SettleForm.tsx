import { useState } from 'react';
import { parseAmountText } from '../../lib/amountText';
import { paiseText } from '@domain/settlements/balances';
import {
  balanceAmount,
  directionText,
  modeText,
  settlementDirections,
  settlementModes,
  settlementProblems,
  type FieldProblem,
  type SettlementDirection,
  type SettlementMode,
} from '@domain/settlements/settlement';
import { describedByError, FieldFrame } from '../../components/form/FieldFrame';
import { FormMessage } from '../../components/form/FormMessage';
import { CallError } from '../../lib/callError';
import { newRequestId } from '../../lib/submission/requestId';
import { recordSettlement } from './api/settle';
import { settleText } from './settleText';
import { useToday } from '../../lib/useToday';

type Problems = Partial<Record<FieldProblem['field'], string>>;

interface SettleFormProps {
  ownerUid: string;
  entryIds: readonly string[];
  /** The ticked entries' balance, in paise. */
  balancePaise: number;
  onDone: (message: string) => void;
  /** Refused for good (another desk settled first, the entries changed): the panel reloads them. */
  onRefused: (message: string) => void;
}

/**
 * The settlement of the ticked entries: direction, amount (filled in with their balance), mode,
 * reference and date, checked by the same rules the server applies. One request id per filled-in
 * form, so a retry after a lost answer gets the first settlement.
 */
export function SettleForm({ ownerUid, entryIds, balancePaise, onDone, onRefused }: SettleFormProps) {
  const today = useToday();
  const [direction, setDirection] = useState<SettlementDirection>(balancePaise >= 0 ? 'paid' : 'recovered');
  const [amount, setAmount] = useState(balanceAmount(balancePaise).toFixed(2));
  const [mode, setMode] = useState<SettlementMode>('upi');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(today);
  const [problems, setProblems] = useState<Problems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);

  const submit = async () => {
    const form = { direction, amount: parseAmountText(amount) ?? Number.NaN, mode, reference, date };
    const found = settlementProblems(form, balancePaise, today);
    if (entryIds.length === 0) {
      setMessage('Tick at least one entry.');
      return;
    }
    if (found.length > 0) {
      setProblems(Object.fromEntries(found.map((problem) => [problem.field, problem.message])));
      return;
    }
    setProblems({});
    setMessage(null);
    setBusy(true);
    try {
      await recordSettlement({ ownerUid, entryIds: [...entryIds], ...form }, requestId);
      setRequestId(newRequestId());
      onDone(settleText.recorded);
    } catch (error) {
      setBusy(false);
      if (error instanceof CallError && !error.isNetwork) {
        // Refused for good: the next try is a new request.
        setRequestId(newRequestId());
        if (error.fieldErrors.length === 0) {
          onRefused(error.message);
          return;
        }
        setProblems(Object.fromEntries(error.fieldErrors.map((problem) => [problem.field, problem.message])));
      }
      setMessage(error instanceof Error ? error.message : String(error));
      return;
    }
    setBusy(false);
  };

  return (
    <form
      className="settle-form"
      noValidate
      aria-label="Settlement"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="settle-form__fields" disabled={busy}>
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
                checked={direction === option}
                onChange={() => {
                  setDirection(option);
                }}
              />
              {directionText[option]}
            </label>
          ))}
          {problems.direction && (
            <p id="settle-direction-error" className="field__error">
              {problems.direction}
            </p>
          )}
        </fieldset>
        <FieldFrame
          htmlFor="settle-amount"
          label={`Amount (₹, the ticked balance is ${paiseText(balancePaise)})`}
          error={problems.amount}
        >
          <input
            id="settle-amount"
            className="field__input"
            inputMode="decimal"
            value={amount}
            {...describedByError('settle-amount', problems.amount)}
            onChange={(event) => {
              setAmount(event.target.value);
            }}
          />
        </FieldFrame>
        <FieldFrame htmlFor="settle-mode" label="Mode" error={problems.mode}>
          <select
            id="settle-mode"
            className="field__input"
            value={mode}
            onChange={(event) => {
              setMode(event.target.value as SettlementMode);
            }}
          >
            {settlementModes.map((option) => (
              <option key={option} value={option}>
                {modeText[option]}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame
          htmlFor="settle-reference"
          label={mode === 'cash' ? 'Reference (optional for cash)' : 'Reference (UTR or receipt number)'}
          error={problems.reference}
        >
          <input
            id="settle-reference"
            className="field__input"
            value={reference}
            {...describedByError('settle-reference', problems.reference)}
            onChange={(event) => {
              setReference(event.target.value);
            }}
          />
        </FieldFrame>
        <FieldFrame htmlFor="settle-date" label="Date" error={problems.date}>
          <input
            id="settle-date"
            type="date"
            className="field__input"
            max={today}
            value={date}
            {...describedByError('settle-date', problems.date)}
            onChange={(event) => {
              setDate(event.target.value);
            }}
          />
        </FieldFrame>
      </fieldset>
      {message && <FormMessage>{message}</FormMessage>}
      <button type="submit" className="button button--primary" disabled={busy || entryIds.length === 0}>
        {busy ? settleText.recording : settleText.record}
      </button>
    </form>
  );
}
