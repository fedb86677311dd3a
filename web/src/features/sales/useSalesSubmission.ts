import { useState, type SubmitEvent } from 'react';
import type { SubmitSalesVisitInput } from '@domain/api/submitSalesVisit';
import { timings } from '@domain/constants';
import { call } from '../../lib/callables';
import type { DraftedForm } from '../../lib/formDraft';
import { useVisitSubmission, type VisitOutcome } from '../../lib/useVisitSubmission';
import { checkSalesVisit, formFieldOf, type SalesFormValues } from './salesForm';

export type SalesPhase =
  | { name: 'editing' }
  | { name: 'confirming'; input: SubmitSalesVisitInput }
  | { name: 'saving' }
  | { name: 'done'; outcome: VisitOutcome };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC.md's sales submission: Submit asks for confirmation; Confirm shows 'Saving...' and sends after
 * a short delay; the outcome shows for 2 s, then the dialog closes and, on success, the form and its
 * draft are cleared and the next code is fetched.
 */
export function useSalesSubmission(drafted: DraftedForm<SalesFormValues>) {
  const [phase, setPhase] = useState<SalesPhase>({ name: 'editing' });
  const visit = useVisitSubmission(drafted, {
    kind: 'sales',
    check: checkSalesVisit,
    formFieldOf,
    send: async (input) => {
      await wait(timings.salesSubmitDelayMs);
      return call('submitSalesVisit', input);
    },
    onOutcomeClosed: () => {
      setPhase({ name: 'editing' });
    },
  });

  const submit = drafted.form.handleSubmit((values) => {
    const input = visit.checkedInput(values);
    if (input) setPhase({ name: 'confirming', input });
  });

  const confirm = async (input: SubmitSalesVisitInput) => {
    setPhase({ name: 'saving' });
    const outcome = await visit.send(input);
    setPhase({ name: 'done', outcome });
    visit.closeAfter(outcome, timings.statusDialogCloseMs);
  };

  return {
    phase,
    notice: visit.notice,
    submit: (event: SubmitEvent<HTMLFormElement>) => {
      void submit(event);
    },
    confirm: () => {
      if (phase.name === 'confirming') void confirm(phase.input);
    },
    cancel: () => {
      setPhase({ name: 'editing' });
    },
    closeStatus: () => {
      if (phase.name === 'done') visit.finish(phase.outcome);
    },
    clear: visit.clear,
  };
}
