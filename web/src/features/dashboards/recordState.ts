import type { SpendState } from '@domain/spendEntries/entryStates';

const words: Record<SpendState, string> = {
  waiting: 'Waiting for review',
  approved: 'Approved',
  refused: 'Refused',
  withdrawn: 'Withdrawn',
  settled: 'Settled',
};

/** A record's spend state in a table cell; a record on no entry (saved before reviews) shows '-'. */
export function recordStateText(state: SpendState | null): string {
  return state === null ? '-' : words[state];
}
