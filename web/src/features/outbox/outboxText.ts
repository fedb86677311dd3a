import { outboxMessages } from '../../lib/submission/outboxMessages';
import type { EntryState } from '../../lib/submission/entry';

/** The Outbox screen's own words (the shared ones are in lib/submission/outboxMessages). */
export const outboxText = {
  stateLabels: { ...outboxMessages.stateLabels, held: 'Being changed' } satisfies Record<EntryState, string>,
  waitingNote: 'Waiting for a connection.',
  retryingNote: 'Last try did not get through; it is tried again soon.',
  heldNote: 'Open in a form: it is not sent until the form is saved or closed.',
  edit: 'Edit',
  uploadAnyway: 'Upload anyway',
  keep: 'Keep it',
  discardQuestion: 'Discard this entry? It will not be sent, and this cannot be undone.',
  uploadAnywayQuestion: 'Upload this file anyway? The same file will then be stored twice.',
  beingSent: 'This entry is being sent right now: it can no longer be changed here.',
} as const;
