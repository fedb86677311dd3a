import { useState } from 'react';
import { CallError } from '../../lib/callError';
import { newRequestId } from '../../lib/submission/requestId';
import { useToday } from '../../lib/useToday';
import {
  checkMoneyMoved,
  newMoneyMoved,
  type MoneyMovedField,
  type MoneyMovedProblems,
  type MoneyMovedValues,
} from './moneyMoved';

/** What a checked form sends: the typed values, the amount in rupees, and the form's request id. */
export interface MoneyMovedSend {
  values: MoneyMovedValues;
  amount: number;
  reference: string;
  requestId: string;
}

interface MoneyMovedFormOptions {
  withAmount: boolean;
  amount?: string | undefined;
  /** The day it starts at (today unless told). */
  date?: string | undefined;
  /** Extra checks of the form's own fields (a person, a purpose): their problems, by field. */
  extraProblems?: () => Record<string, string>;
  send: (checked: MoneyMovedSend) => Promise<unknown>;
  onDone: () => void;
}

function fieldProblems(error: unknown): MoneyMovedProblems & Record<string, string> {
  const found: Record<string, string> = {};
  if (error instanceof CallError) {
    for (const problem of error.fieldErrors) {
      const field = problem.field.split('.').at(-1) ?? '';
      found[field] ??= problem.message;
    }
  }
  return found;
}

/**
 * A form that moves an advance's money (pay, give, return, record a missing payment): its values and
 * problems, checked with the server's words, and one request id per filled-in form, so a retry after a
 * lost answer is answered with the first result; a refusal is shown with the server's message.
 */
export function useMoneyMovedForm({
  withAmount,
  amount,
  date,
  extraProblems,
  send,
  onDone,
}: MoneyMovedFormOptions) {
  const today = useToday();
  const [values, setValues] = useState(() => ({
    ...newMoneyMoved(today, amount),
    ...(date ? { date } : {}),
  }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);

  const change = <K extends MoneyMovedField>(field: K, value: MoneyMovedValues[K]) => {
    setValues((before) => ({ ...before, [field]: value }));
  };

  const submit = async () => {
    const checked = checkMoneyMoved(values, today, withAmount);
    const extra = extraProblems?.() ?? {};
    if (!checked.ok || Object.keys(extra).length > 0) {
      setProblems({ ...(checked.ok ? {} : checked.problems), ...extra });
      return;
    }
    setProblems({});
    setMessage(null);
    setBusy(true);
    try {
      await send({ values, amount: checked.amount, reference: checked.reference, requestId });
      setBusy(false);
      onDone();
    } catch (error) {
      setBusy(false);
      // Refused for good: the next try is a new request. A lost answer keeps its id.
      if (error instanceof CallError && !error.isNetwork) setRequestId(newRequestId());
      setProblems(fieldProblems(error));
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  return { today, values, change, problems, message, busy, submit };
}
