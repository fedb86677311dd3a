import { useState } from 'react';
import type { ReviewQueueRow } from '@domain/api/reviewQueue';
import type { ReviewAction } from './decisionRequest';

/** The rows ticked for approving at once: only unflagged, covered rows the admin may approve can be. */
export function useSelection(
  rows: readonly ReviewQueueRow[],
  actionsOf: (entry: ReviewQueueRow) => ReviewAction[],
  /** A spend whose Allocated its owner's advances do not cover is left out too. */
  uncovered: (entry: ReviewQueueRow) => boolean = () => false,
) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectedRows = rows.filter((entry) => selected.has(entry.id));
  const selectable = rows.filter(
    (entry) => entry.flags.length === 0 && !uncovered(entry) && actionsOf(entry).includes('approve'),
  );
  const allSelected = selectable.length > 0 && selectable.every((entry) => selected.has(entry.id));
  const select = (id: string, on: boolean) => {
    setSelected((before) => {
      const after = new Set(before);
      if (on) after.add(id);
      else after.delete(id);
      return after;
    });
  };
  const selectAll = (on: boolean) => {
    setSelected(new Set(on ? selectable.map((entry) => entry.id) : []));
  };
  const clear = () => {
    setSelected(new Set());
  };
  return { selected, selectedRows, selectable, allSelected, select, selectAll, clear };
}
