import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { timings } from '@domain/constants';
import { visitMessages } from '@domain/visits/visitMessages';
import { call, CallError } from '../../lib/callables';
import type { DraftedForm } from '../../lib/formDraft';
import { submitFailureText } from '../../lib/submitErrors';
import {
  checkPlacementVisit,
  formFieldOf,
  type PlacementFormField,
  type PlacementFormValues,
} from './placementForm';
import { placementVisitCodeKey } from './usePlacementVisitCode';

export type PlacementOutcome = { ok: true; code: string } | { ok: false; message: string };

/**
 * SPEC.md's placement submission: the browser checks the required fields first; then 'Submitting...',
 * and the outcome in a modal for 2 s, after which a success clears the form and its draft and shows the
 * next code. A failure keeps the form and its request id, so a retry never stores the visit twice.
 */
export function usePlacementSubmission({
  form,
  requestId,
  saveNow,
  discard,
}: DraftedForm<PlacementFormValues>) {
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<PlacementOutcome | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const showErrors = (errors: { field: PlacementFormField | null; message: string }[], focus: boolean) => {
    errors.forEach(({ field, message }, index) => {
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: focus && index === 0 });
    });
  };

  const finish = (shown: PlacementOutcome) => {
    clearTimeout(closeTimer.current);
    setOutcome(null);
    if (!shown.ok) return;
    discard();
    void queryClient.invalidateQueries({ queryKey: placementVisitCodeKey });
    void queryClient.invalidateQueries({ queryKey: ['myReport'] });
  };

  const send = async (values: PlacementFormValues) => {
    const checked = checkPlacementVisit(values, requestId());
    if (!checked.ok) {
      showErrors(checked.errors, true);
      setNotice(visitMessages.fixFields);
      return;
    }
    setSubmitting(true);
    saveNow();
    let result: PlacementOutcome;
    try {
      const { code } = await call('submitPlacementVisit', checked.input);
      result = { ok: true, code };
      setNotice(null);
    } catch (error) {
      if (error instanceof CallError) {
        showErrors(
          error.fieldErrors.map(({ field, message }) => ({ field: formFieldOf(values, field), message })),
          false,
        );
      }
      result = { ok: false, message: submitFailureText(error) };
      setNotice(result.message);
    }
    setSubmitting(false);
    setOutcome(result);
    closeTimer.current = setTimeout(() => {
      finish(result);
    }, timings.submitConfirmationMs);
  };

  return {
    submitting,
    outcome,
    notice,
    submit: (event: SubmitEvent<HTMLFormElement>) => {
      void form.handleSubmit(send)(event);
    },
    closeOutcome: () => {
      if (outcome) finish(outcome);
    },
    clear: () => {
      discard();
      setNotice(null);
    },
  };
}
