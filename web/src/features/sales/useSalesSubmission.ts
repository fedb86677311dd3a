import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SubmitSalesVisitInput } from '@domain/api/submitSalesVisit';
import { timings } from '@domain/constants';
import { visitMessages } from '@domain/visits/visitMessages';
import { call, CallError } from '../../lib/callables';
import type { DraftedForm } from '../../lib/formDraft';
import { submitFailureText } from '../../lib/submitErrors';
import { checkSalesVisit, formFieldOf, type SalesFormField, type SalesFormValues } from './salesForm';
import { salesVisitCodeKey } from './useSalesVisitCode';

export type SalesOutcome = { ok: true; code: string } | { ok: false; message: string };

export type SalesPhase =
  | { name: 'editing' }
  | { name: 'confirming'; input: SubmitSalesVisitInput }
  | { name: 'saving' }
  | { name: 'done'; outcome: SalesOutcome };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC.md's sales submission: Submit asks for confirmation; Confirm shows 'Saving...' and sends after
 * a short delay; the outcome shows for 2 s, then the dialog closes and, on success, the form and its
 * draft are cleared and the next code is fetched. On failure the form and its draft (with the same
 * request id) stay, so submitting again retries the same visit without storing it twice.
 */
export function useSalesSubmission({ form, requestId, saveNow, discard }: DraftedForm<SalesFormValues>) {
  const [phase, setPhase] = useState<SalesPhase>({ name: 'editing' });
  const [notice, setNotice] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const showErrors = (errors: { field: SalesFormField | null; message: string }[], focus: boolean) => {
    errors.forEach(({ field, message }, index) => {
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: focus && index === 0 });
    });
  };

  const finish = (outcome: SalesOutcome) => {
    clearTimeout(closeTimer.current);
    setPhase({ name: 'editing' });
    if (!outcome.ok) return;
    discard();
    void queryClient.invalidateQueries({ queryKey: salesVisitCodeKey });
    void queryClient.invalidateQueries({ queryKey: ['myReport'] });
  };

  const submit = form.handleSubmit((values) => {
    const checked = checkSalesVisit(values, requestId());
    if (!checked.ok) {
      showErrors(checked.errors, true);
      setNotice(visitMessages.fixFields);
      return;
    }
    setPhase({ name: 'confirming', input: checked.input });
  });

  const confirm = async (input: SubmitSalesVisitInput) => {
    setPhase({ name: 'saving' });
    saveNow();
    await wait(timings.salesSubmitDelayMs);
    let outcome: SalesOutcome;
    try {
      const { code } = await call('submitSalesVisit', input);
      outcome = { ok: true, code };
      setNotice(null);
    } catch (error) {
      if (error instanceof CallError) {
        const values = form.getValues();
        showErrors(
          error.fieldErrors.map(({ field, message }) => ({ field: formFieldOf(values, field), message })),
          false,
        );
      }
      outcome = { ok: false, message: submitFailureText(error) };
      setNotice(outcome.message);
    }
    setPhase({ name: 'done', outcome });
    closeTimer.current = setTimeout(() => {
      finish(outcome);
    }, timings.statusDialogCloseMs);
  };

  return {
    phase,
    /** A failure that outlives the status dialog, shown by the form until the next success. */
    notice,
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
      if (phase.name === 'done') finish(phase.outcome);
    },
    clear: () => {
      discard();
      setNotice(null);
    },
  };
}
