/**
 * A posting's id: its entry and the index of the history event that booked it. Deterministic, so
 * `npm run ledger -- rebuild` writes the same postings however often it runs, and a retried write
 * lands on the same key.
 */
export const entryPostingId = (entryId: string, eventIndex: number): string =>
  `${entryId}_${String(eventIndex).padStart(4, '0')}`;

/**
 * The id of the second posting of a correction that moves a spend to another day: the spend as it
 * was, reversed on its old day (the event's own id books it on its new day).
 */
export const movedOutPostingId = (postingId: string): string => `${postingId}_out`;

/** Whether a posting is the moved-out half of a correction to another day. */
export const isMovedOutPostingId = (postingId: string): boolean => postingId.endsWith('_out');
