import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { visitMessages } from '@domain/visits/visitMessages';
import { CallError } from '../../lib/callables';
import { showFieldProblems, toFormProblems } from '../../lib/formCheck';
import type { DraftedForm } from '../../lib/formDraft';
import { submitFailureText } from '../../lib/submitErrors';
import { invalidateVisitCode } from './api/peekVisitCode';
import { checkVisit, formFieldOf, inScreenOrder, type VisitFormValues } from './visitFields';
import type { VisitKindForm } from './visitKinds';

export type VisitOutcome = { ok: true; code: string } | { ok: false; message: string };

export type VisitPhase<I = unknown> =
  | { name: 'editing' }
  | { name: 'confirming'; input: I }
  | { name: 'saving' }
  | { name: 'done'; outcome: VisitOutcome };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A visit submission as SPEC.md describes it for each kind: the shared check first (the first
 * problem on screen gets focus), an optional confirmation, then the outcome for a while; a success
 * then clears the form and its draft and shows the next code. A failure keeps the form and its
 * request id, so submitting again retries without storing the visit twice.
 */
export function useVisitSubmission<I>(config: VisitKindForm<I>, drafted: DraftedForm<VisitFormValues>) {
  const { form, requestId, saveNow, discard, adoptRequestId } = drafted;
  const [phase, setPhase] = useState<VisitPhase<I>>({ name: 'editing' });
  /** A failure that outlives the outcome, shown by the form until the next success. */
  const [notice, setNotice] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();
  const submitVisit = config.useSubmit(adoptRequestId);

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const finish = (outcome: VisitOutcome) => {
    clearTimeout(closeTimer.current);
    setPhase({ name: 'editing' });
    if (!outcome.ok) return;
    discard();
    void invalidateVisitCode(queryClient, config.kind);
  };

  const outcomeOf = async (input: I): Promise<VisitOutcome> => {
    // The draft is kept first, so that a reload mid-request retries with the same id.
    saveNow();
    try {
      if (config.sendDelayMs > 0) await wait(config.sendDelayMs);
      const { code } = await submitVisit.mutateAsync(input);
      setNotice(null);
      return { ok: true, code };
    } catch (error) {
      if (error instanceof CallError) {
        const values = form.getValues();
        const problems = toFormProblems(error.fieldErrors, (field) => formFieldOf(config, values, field));
        showFieldProblems(form, inScreenOrder(config.fields, problems), false);
      }
      const message = submitFailureText(error);
      setNotice(message);
      return { ok: false, message };
    }
  };

  const send = async (input: I) => {
    setPhase({ name: 'saving' });
    const outcome = await outcomeOf(input);
    setPhase({ name: 'done', outcome });
    closeTimer.current = setTimeout(() => {
      finish(outcome);
    }, config.outcomeMs);
  };

  const submitValues = (values: VisitFormValues) => {
    const checked = checkVisit(config, values, requestId());
    if (!checked.ok) {
      showFieldProblems(form, inScreenOrder(config.fields, checked.errors), true);
      setNotice(visitMessages.fixFields);
      return;
    }
    if (config.confirmFirst) setPhase({ name: 'confirming', input: checked.input });
    else void send(checked.input);
  };

  return {
    phase,
    notice,
    busy: phase.name === 'saving',
    submit: (event: SubmitEvent<HTMLFormElement>) => {
      void form.handleSubmit(submitValues)(event);
    },
    confirm: () => {
      if (phase.name === 'confirming') void send(phase.input);
    },
    cancel: () => {
      setPhase({ name: 'editing' });
    },
    closeStatus: () => {
      if (phase.name === 'done') finish(phase.outcome);
    },
    /** Empties the form and its draft; the toast offers the values back. */
    clear: () => {
      const kept = form.getValues();
      discard();
      setNotice(null);
      toast(visitMessages.cleared, {
        action: {
          label: visitMessages.undo,
          onClick: () => {
            form.reset(kept);
          },
        },
      });
    },
  };
}
