import type { UseFormReturn } from 'react-hook-form';
import { CallError } from '../../lib/callError';
import { serverProblems, showFieldProblems } from '../../lib/formCheck';
import { outbox, type SubmitOutcome } from '../../lib/submission/outbox';
import { formFieldOf, screenOrder, type VisitFormValues } from './visitFields';
import type { VisitKindForm } from './visitKinds';

/**
 * Sent with the code the server assigned, kept on the phone to be sent later (offline or a weak
 * connection), still being sent (the form is given back and the status line follows the entry), or
 * refused.
 */
export type VisitOutcome =
  | { status: 'sent'; code: string }
  | { status: 'queued' }
  | { status: 'pending'; entryId: string }
  | { status: 'failed'; message: string };

/**
 * Hands the visit to the outbox, in place of the held entry an edit opened; either way the draft is
 * forgotten once the outbox has it: a reload must not offer the same values again as unsent.
 */
export async function handOverVisit(
  draft: Parameters<typeof outbox.submit>[0],
  replaced: string | undefined,
  forgetStored: () => void,
): Promise<SubmitOutcome> {
  if (replaced === undefined) return outbox.submit(draft, { onStored: forgetStored });
  const submitted = await outbox.replace(replaced, draft);
  forgetStored();
  return submitted;
}

/** What an answer other than a refusal means for the screen. */
export function visitOutcomeOf(submitted: Exclude<SubmitOutcome, { status: 'refused' }>): VisitOutcome {
  if (submitted.status === 'pending') return { status: 'pending', entryId: submitted.entry.id };
  const code = submitted.status === 'sent' ? submitted.result.code : undefined;
  return code === undefined ? { status: 'queued' } : { status: 'sent', code };
}

/** Shows the server's refusal at the fields it names. */
export function showRefusedFields<I>(
  form: UseFormReturn<VisitFormValues>,
  config: VisitKindForm<I>,
  error: unknown,
) {
  if (!(error instanceof CallError)) return;
  const values = form.getValues();
  const inputs = {
    inputOf: (field: string) => formFieldOf(config, values, field),
    order: screenOrder(config.fields),
  };
  showFieldProblems(form, serverProblems(error.fieldErrors, inputs), false);
}
