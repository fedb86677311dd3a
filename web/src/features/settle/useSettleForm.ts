import { useState } from 'react';
import { parseAmountText } from '../../lib/amountText';
import {
  balanceAmount,
  settlementProblems,
  type FieldProblem,
  type SettlementDirection,
  type NewSettlementMode,
} from '@domain/settlements/settlement';
import { CallError } from '../../lib/callError';
import { newRequestId } from '../../lib/submission/requestId';
import { recordSettlement } from './api/settle';
import { settleText } from './settleText';
import { useToday } from '../../lib/useToday';

export type SettleProblems = Partial<Record<FieldProblem['field'], string>>;

/** What the settlement form holds, as typed. */
export interface SettleValues {
  direction: SettlementDirection;
  amount: string;
  mode: NewSettlementMode;
  reference: string;
  date: string;
}

export type ChangeSettleValue = <K extends keyof SettleValues>(field: K, value: SettleValues[K]) => void;

interface SettleFormInput {
  ownerUid: string;
  entryIds: readonly string[];
  balancePaise: number;
  onDone: (message: string) => void;
  onRefused: (message: string) => void;
}

function problemsOf(found: readonly { field: string; message: string }[]): SettleProblems {
  return Object.fromEntries(found.map((problem) => [problem.field, problem.message]));
}

/**
 * The settlement form's values, problems and sending: the direction and amount start from the ticked
 * balance, and one request id lives per filled-in form, so a retry after a lost answer gets the first
 * settlement.
 */
export function useSettleForm({ ownerUid, entryIds, balancePaise, onDone, onRefused }: SettleFormInput) {
  const today = useToday();
  const [values, setValues] = useState<SettleValues>(() => ({
    direction: balancePaise >= 0 ? 'paid' : 'recovered',
    amount: balanceAmount(balancePaise).toFixed(2),
    mode: 'upi',
    reference: '',
    date: today,
  }));
  const [problems, setProblems] = useState<SettleProblems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);

  const change: ChangeSettleValue = (field, value) => {
    setValues((before) => ({ ...before, [field]: value }));
  };

  const submit = async () => {
    const form = { ...values, amount: parseAmountText(values.amount) ?? Number.NaN };
    const found = settlementProblems(form, balancePaise, today);
    if (entryIds.length === 0) {
      setMessage('Tick at least one entry.');
      return;
    }
    if (found.length > 0) {
      setProblems(problemsOf(found));
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
        setProblems(problemsOf(error.fieldErrors));
      }
      setMessage(error instanceof Error ? error.message : String(error));
      return;
    }
    setBusy(false);
  };

  return { today, values, change, problems, message, busy, submit };
}
