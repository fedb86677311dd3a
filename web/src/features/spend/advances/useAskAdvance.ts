import { useState } from 'react';
import { toast } from 'sonner';
import { paiseText } from '@domain/settlements/balances';
import { toPaise } from '@domain/spend/money';
import { timings } from '@domain/constants';
import { CallError } from '../../../lib/callError';
import { serverProblems, type FormFieldProblem } from '../../../lib/formCheck';
import { followInToast, type ResultToast } from '../../../lib/submission/followInToast';
import { outbox } from '../../../lib/submission/outbox';
import { outboxMessages } from '../../../lib/submission/outboxMessages';
import { newRequestId } from '../../../lib/submission/requestId';
import { storeFailureText } from '../../../lib/submission/storeFailure';
import { useToday } from '../../../lib/useToday';
import { myAdvanceText } from './advanceText';
import {
  askAdvanceFieldOf,
  askAdvanceOrder,
  checkAskAdvance,
  newAskAdvance,
  type AskAdvanceField,
  type AskAdvanceValues,
} from './askAdvanceForm';

export type AskAdvanceProblems = Partial<Record<AskAdvanceField, string>>;

/** The first problem of each field, in screen order. */
function byField(problems: readonly FormFieldProblem<AskAdvanceField>[]): AskAdvanceProblems {
  const found: AskAdvanceProblems = {};
  for (const { field, message } of problems) if (field && !found[field]) found[field] = message;
  return found;
}

/**
 * The Ask for an advance form: checked with the server's schema, then handed to the outbox with a
 * request id made once for this submission, so it is kept on the phone and sent when the signal
 * returns; a refusal is shown at its fields and nothing stays queued.
 */
export function useAskAdvance(onDone: () => void) {
  const today = useToday();
  const [values, setValues] = useState(() => newAskAdvance(today));
  const [problems, setProblems] = useState<AskAdvanceProblems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = <K extends keyof AskAdvanceValues>(field: K, value: AskAdvanceValues[K]) => {
    setValues((before) => ({ ...before, [field]: value }));
  };

  const submit = async () => {
    const checked = checkAskAdvance(values, newRequestId());
    if (!checked.ok) {
      setProblems(byField(checked.problems));
      return;
    }
    setProblems({});
    setMessage(null);
    setSaving(true);
    try {
      const amount = paiseText(toPaise(checked.input.amount));
      const outcome = await outbox.submit({
        kind: 'call',
        callable: 'requestAdvance',
        input: checked.input,
        summary: myAdvanceText.summary(amount),
      });
      if (outcome.status === 'refused') {
        // The form still holds the values: nothing needs to stay queued.
        await outbox.discard(outcome.entry.id);
        const errors = outcome.error instanceof CallError ? outcome.error.fieldErrors : [];
        setProblems(byField(serverProblems(errors, { inputOf: askAdvanceFieldOf, order: askAdvanceOrder })));
        setMessage(outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
        return;
      }
      const showAsked: ResultToast = (into) => {
        toast.success(myAdvanceText.asked, { ...into, duration: timings.resultToastMs });
      };
      if (outcome.status === 'sent') showAsked();
      else if (outcome.status === 'queued')
        toast.success(outboxMessages.savedOnPhone, { duration: timings.resultToastMs });
      else followInToast(outcome.entry.id, showAsked);
      setValues(newAskAdvance(today));
      onDone();
    } catch (error) {
      setMessage(storeFailureText(error));
    } finally {
      setSaving(false);
    }
  };

  return { today, values, change, problems, message, saving, submit };
}
