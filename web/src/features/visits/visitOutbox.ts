import type { UseFormReturn } from 'react-hook-form';
import { CallError } from '../../lib/callError';
import { serverProblems, showFieldProblems } from '../../lib/formCheck';
import type { OutboxEntry } from '../../lib/submission/entry';
import { outbox, type SubmitOutcome } from '../../lib/submission/outbox';
import { formFieldOf, screenOrder, type VisitFormValues } from './visitFields';
import type { VisitKindForm } from './visitKinds';

/**
 * How long a visit form keeps its own words on screen ('Saving...', 'Submitting...') for the server's
 * answer: past a cold function's first call (about 7 s) and a slow network. Only past it is the form
 * given back with a status line following the entry.
 */
export const VISIT_ANSWER_WAIT_MS = 20_000;

/**
 * Sent with the code the server assigned, kept on the phone to be sent later (offline or a weak
 * connection), still being sent (the form is given back and the status line follows the entry), or
 * refused.
 */
export type VisitOutcome =
  | { status: 'sent'; code: string }
  | { status: 'queued'; entryId: string }
  | { status: 'pending'; entryId: string }
  | { status: 'failed'; message: string };

/**
 * Hands the visit to the outbox, in place of the held entry an edit opened; either way the draft is
 * forgotten once the outbox has it: a reload must not offer the same values again as unsent. The form
 * waits for the server's answer until `handBack` aborts (the status closed) or the visit's wait ends.
 */
export async function handOverVisit(
  draft: Parameters<typeof outbox.submit>[0],
  replaced: string | undefined,
  {
    forgetStored,
    onStored,
    handBack,
  }: { forgetStored: () => void; onStored: () => void; handBack: AbortSignal },
): Promise<SubmitOutcome> {
  const waitMs = VISIT_ANSWER_WAIT_MS;
  if (replaced === undefined) {
    const stored = () => {
      forgetStored();
      onStored();
    };
    return outbox.submit(draft, { onStored: stored, waitMs, handBack });
  }
  const submitted = await outbox.replace(replaced, draft, { onStored, waitMs, handBack });
  forgetStored();
  return submitted;
}

/** What an answer other than a refusal means for the screen. */
export function visitOutcomeOf(submitted: Exclude<SubmitOutcome, { status: 'refused' }>): VisitOutcome {
  if (submitted.status === 'pending') return { status: 'pending', entryId: submitted.entry.id };
  const code = submitted.status === 'sent' ? submitted.result.code : undefined;
  return code === undefined ? { status: 'queued', entryId: submitted.entry.id } : { status: 'sent', code };
}

/**
 * The outcome as it stands now: a visit kept on the phone whose entry the server has since stored
 * (a retry after a lost reply) reads as sent, with its code.
 */
export function currentOutcome(outcome: VisitOutcome, entries: readonly OutboxEntry[]): VisitOutcome {
  if (outcome.status !== 'queued') return outcome;
  const entry = entries.find((candidate) => candidate.id === outcome.entryId);
  const code = entry?.state === 'sent' ? entry.result?.code : undefined;
  return code === undefined ? outcome : { status: 'sent', code };
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
