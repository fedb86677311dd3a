import { useState } from 'react';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import type { DecisionOutcome } from './api/decideSpend';
import type { ReviewAction } from './decisionRequest';

/**
 * One spend's decision: the row `deciding` (its dialog open), then its outcome. A decided row shows its
 * new state (`showEntries`) and leaves the selection; a refused decision leaves a notice on its row
 * (with the row read again when the server sent it).
 */
export function useDecisions({
  showEntries,
  unselect,
}: {
  showEntries: (entries: readonly SpendEntryView[]) => void;
  unselect: (id: string) => void;
}) {
  const [deciding, setDeciding] = useState<{ entry: SpendEntryView; kind: ReviewAction } | null>(null);
  const [notices, setNotices] = useState<Readonly<Record<string, string>>>({});

  const settleRow = (entry: SpendEntryView, notice?: string) => {
    showEntries([entry]);
    unselect(entry.id);
    setNotices((before) => {
      const rest = Object.fromEntries(Object.entries(before).filter(([id]) => id !== entry.id));
      return notice ? { ...rest, [entry.id]: notice } : rest;
    });
  };

  const decided = (outcome: DecisionOutcome) => {
    const entry = deciding?.entry;
    setDeciding(null);
    if (outcome.status === 'decided') settleRow(outcome.entry);
    else if (outcome.entry) settleRow(outcome.entry, outcome.message);
    else if (entry) setNotices((before) => ({ ...before, [entry.id]: outcome.message }));
  };
  return { deciding, setDeciding, notices, decided };
}
