import { useState, type SubmitEvent } from 'react';
import { timings } from '@domain/constants';
import { call } from '../../lib/callables';
import type { DraftedForm } from '../../lib/formDraft';
import { useVisitSubmission, type VisitOutcome } from '../../lib/useVisitSubmission';
import { checkPlacementVisit, formFieldOf, type PlacementFormValues } from './placementForm';

/**
 * SPEC.md's placement submission: the browser checks the required fields first; then 'Submitting...',
 * and the outcome in a modal for 2 s, after which a success clears the form and its draft and shows the
 * next code.
 */
export function usePlacementSubmission(drafted: DraftedForm<PlacementFormValues>) {
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<VisitOutcome | null>(null);
  const visit = useVisitSubmission(drafted, {
    kind: 'placement',
    check: checkPlacementVisit,
    formFieldOf,
    send: (input) => call('submitPlacementVisit', input),
    onOutcomeClosed: () => {
      setOutcome(null);
    },
  });

  const submitValues = async (values: PlacementFormValues) => {
    const input = visit.checkedInput(values);
    if (!input) return;
    setSubmitting(true);
    const result = await visit.send(input);
    setSubmitting(false);
    setOutcome(result);
    visit.closeAfter(result, timings.submitConfirmationMs);
  };

  return {
    submitting,
    outcome,
    notice: visit.notice,
    submit: (event: SubmitEvent<HTMLFormElement>) => {
      void drafted.form.handleSubmit(submitValues)(event);
    },
    closeOutcome: () => {
      if (outcome) visit.finish(outcome);
    },
    clear: visit.clear,
  };
}
