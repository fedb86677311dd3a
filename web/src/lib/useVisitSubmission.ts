import { useEffect, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { VisitKind } from '@domain/visitCodes';
import { visitMessages } from '@domain/visits/visitMessages';
import { CallError } from './callables';
import { showFieldProblems, toFormProblems, type CheckedInput } from './formCheck';
import type { DraftedForm, FormStrings } from './formDraft';
import { submitFailureText } from './submitErrors';
import { visitCodeKey } from './useVisitCode';

export type VisitOutcome = { ok: true; code: string } | { ok: false; message: string };

interface VisitSubmissionOptions<V extends FormStrings, I> {
  kind: VisitKind;
  check: (values: V, requestId: string) => CheckedInput<I, Path<V>>;
  /** The form field that shows a problem the server found with `field`. */
  formFieldOf: (values: V, field: string) => Path<V> | null;
  send: (input: I) => Promise<{ code: string }>;
  /** The outcome is no longer shown (closed, or its time is up). */
  onOutcomeClosed: () => void;
}

/**
 * What the sales and placement submissions share, whatever their screens show meanwhile: the shared
 * check before sending, the server's field problems under their fields, a notice that outlives the
 * outcome, and once a success has been shown, a cleared form and draft and the next code. A failure
 * keeps the form and its request id, so submitting again retries without storing the visit twice.
 */
export function useVisitSubmission<V extends FormStrings, I>(
  { form, requestId, saveNow, discard }: DraftedForm<V>,
  { kind, check, formFieldOf, send, onOutcomeClosed }: VisitSubmissionOptions<V, I>,
) {
  const [notice, setNotice] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const finish = (outcome: VisitOutcome) => {
    clearTimeout(closeTimer.current);
    onOutcomeClosed();
    if (!outcome.ok) return;
    discard();
    void queryClient.invalidateQueries({ queryKey: visitCodeKey(kind) });
    void queryClient.invalidateQueries({ queryKey: ['myReport'] });
  };

  return {
    /** A failure that outlives the outcome, shown by the form until the next success. */
    notice,
    /** The input to send, or null after marking what to fix. */
    checkedInput: (values: V): I | null => {
      const checked = check(values, requestId());
      if (checked.ok) return checked.input;
      showFieldProblems(form, checked.errors, true);
      setNotice(visitMessages.fixFields);
      return null;
    },
    /** Keeps the draft first, so that a reload mid-request retries with the same id. */
    send: async (input: I): Promise<VisitOutcome> => {
      saveNow();
      try {
        const { code } = await send(input);
        setNotice(null);
        return { ok: true, code };
      } catch (error) {
        if (error instanceof CallError) {
          const values = form.getValues();
          const problems = toFormProblems(error.fieldErrors, (field) => formFieldOf(values, field));
          showFieldProblems(form, problems, false);
        }
        const message = submitFailureText(error);
        setNotice(message);
        return { ok: false, message };
      }
    },
    /** Shows `outcome` for `ms`, then finishes it. */
    closeAfter: (outcome: VisitOutcome, ms: number) => {
      closeTimer.current = setTimeout(() => {
        finish(outcome);
      }, ms);
    },
    finish,
    clear: () => {
      discard();
      setNotice(null);
    },
  };
}
