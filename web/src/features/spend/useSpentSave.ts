import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { timings } from '@domain/constants';
import type { SpendSide } from '@domain/spend/sides';
import type { SpendDayRule } from '@domain/spend/spendDayWindow';
import { spendMessages } from '@domain/spend/spendMessages';
import type { PolicyFinding } from '@domain/spendEntries/spendFlags';
import { CallError } from '../../lib/callError';
import { serverProblems, showFieldProblems, type FormFieldProblem } from '../../lib/formCheck';
import { followInToast, type ResultToast } from '../../lib/submission/followInToast';
import { outbox } from '../../lib/submission/outbox';
import { outboxMessages } from '../../lib/submission/outboxMessages';
import { storeFailureText } from '../../lib/submission/storeFailure';
import type { useAddedBills } from './bills/useAddedBills';
import { sendSpent, type QueuedSpend } from './sendSpent';
import { orgToday } from './spentDays';
import {
  checkSpentForm,
  newSpentForm,
  spentInputOf,
  spentInputOrder,
  type SpendSave,
  type SpentField,
  type SpentFormValues,
} from './spentForm';
import { blockingProblems } from './spentPolicy';
import { useRefusedLimits } from './useRefusedLimits';

interface SpentSaveOptions {
  side: SpendSide;
  form: UseFormReturn<SpentFormValues>;
  /** The values the dialog opened with, and the setter of the values as typed. */
  initial: SpentFormValues;
  setTyped: (values: SpentFormValues) => void;
  editing?: { entryId: string } | undefined;
  correcting?: SpendEntryView | undefined;
  keptBillIds: string[];
  queued: QueuedSpend;
  added: ReturnType<typeof useAddedBills>;
  maxDaysBack: number;
  findings: readonly PolicyFinding[];
  onClose: () => void;
  onSaved: ResultToast;
}

function showKeptToast(): void {
  toast.success(outboxMessages.savedOnPhone, { duration: timings.resultToastMs });
}

/** Shows a refusal at the fields it names; answers the dialog's message. */
function refusalMessage(
  form: UseFormReturn<SpentFormValues>,
  side: SpendSide,
  error: unknown,
  values: SpentFormValues,
): string {
  const inputs = {
    inputOf: (path: string) => spentInputOf(side, values, path),
    order: spentInputOrder(values),
  };
  const problems = error instanceof CallError ? serverProblems(error.fieldErrors, inputs) : [];
  if (problems.length === 0) return error instanceof Error ? error.message : String(error);
  showFieldProblems(form, problems, false);
  return spendMessages.fixFields;
}

/**
 * The dialog's own check, then the policy's blocking limits (remembered, to clear each once met): what
 * to save, or the dialog's message with the problems shown at their fields.
 */
function checkBeforeSave(
  form: UseFormReturn<SpentFormValues>,
  side: SpendSide,
  values: SpentFormValues,
  dayRule: SpendDayRule,
  findings: readonly PolicyFinding[],
  rememberRefused: (blocking: readonly FormFieldProblem<SpentField>[]) => void,
): SpendSave | string {
  const own = checkSpentForm(side, values, dayRule);
  if (!own.ok) {
    showFieldProblems(form, own.problems, true);
    return own.message;
  }
  const blocking = blockingProblems(findings);
  if (blocking.length === 0) return own.save;
  rememberRefused(blocking);
  showFieldProblems(form, blocking, true);
  return spendMessages.fixFields;
}

/**
 * The Spent dialog's save: its own checks and the policy's blocking limits, the bills handed over, the
 * entry sent (or kept on the phone), a refusal shown at its fields; its message and whether it is saving.
 */
export function useSpentSave(options: SpentSaveOptions) {
  const { side, form, editing, correcting, added, findings } = options;
  const rememberRefused = useRefusedLimits(form, findings);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The held entry a save replaces (Edit, or a refused edit kept to fix). */
  const [replacing, setReplacing] = useState(editing?.entryId);

  const close = () => {
    if (replacing !== undefined) void outbox.release(replacing);
    options.onClose();
  };

  const reset = () => {
    // A new entry starts at the day it is made, even when the dialog stayed open past midnight.
    const values = editing || correcting ? options.initial : newSpentForm(orgToday());
    form.reset(values);
    options.setTyped(values);
    added.clear();
    setMessage(null);
  };

  const submit = async (values: SpentFormValues) => {
    const dayRule = { now: Date.now(), maxDaysBack: options.maxDaysBack, kept: correcting?.day };
    const save = checkBeforeSave(form, side, values, dayRule, findings, rememberRefused);
    if (typeof save === 'string') {
      setMessage(save);
      return;
    }
    setMessage(null);
    form.clearErrors();
    setSaving(true);
    try {
      const bills = await added.handOver();
      if (!bills.ok) {
        setMessage(bills.message);
        return;
      }
      const keptBillIds = options.keptBillIds;
      const fix = correcting ? { entry: correcting, keptBillIds } : undefined;
      const outcome = await sendSpent({
        side,
        save,
        values,
        bills,
        queued: options.queued,
        correcting: fix,
        replacing,
      });
      if (outcome.status === 'refused') {
        if (replacing === undefined) {
          // The dialog still holds the values: nothing needs to stay queued.
          await outbox.discard(outcome.entry.id);
        } else {
          // An edit replaced the queued entry: the refused one is kept (held) until fixed or discarded.
          await outbox.hold(outcome.entry.id);
          setReplacing(outcome.entry.id);
        }
        setMessage(refusalMessage(form, side, outcome.error, values));
        return;
      }
      reset();
      setReplacing(undefined);
      if (outcome.status === 'sent') options.onSaved();
      else if (outcome.status === 'queued') showKeptToast();
      else followInToast(outcome.entry.id, options.onSaved);
      options.onClose();
    } catch (error) {
      setMessage(storeFailureText(error));
    } finally {
      setSaving(false);
    }
  };

  return { message, saving, close, reset, submit };
}
