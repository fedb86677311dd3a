import type { KeyboardEvent } from 'react';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import type { DecisionKind, ReviewAction } from './decisionRequest';
import { isTyping, useGoToFirst } from './useGoToFirst';

interface ReviewKeysOptions {
  rows: readonly SpendEntryView[];
  rowRefs: { current: (HTMLElement | null)[] };
  current: number;
  setCurrent: (index: number) => void;
  /** A decision dialog is open: the list's keys rest. */
  deciding: boolean;
  actionsOf: (entry: SpendEntryView) => ReviewAction[];
  decide: (entry: SpendEntryView, kind: ReviewAction) => void;
}

/**
 * The list's keyboard: j / k (or the arrows) move between rows, a approves and r refuses the current
 * one, g r (anywhere on the page) goes to the first (`focusFirst`, the skip link's way there too).
 */
export function useReviewKeys({
  rows,
  rowRefs,
  current,
  setCurrent,
  deciding,
  actionsOf,
  decide,
}: ReviewKeysOptions) {
  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    setCurrent(target);
    rowRefs.current[target]?.focus();
  };
  const focusFirst = () => {
    focusRow(0);
  };
  useGoToFirst(focusFirst, rows.length > 0);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || deciding || isTyping(event.target)) return;
    const entry = rows[current];
    if (event.key === 'j' || event.key === 'ArrowDown') focusRow(current + 1);
    else if (event.key === 'k' || event.key === 'ArrowUp') focusRow(current - 1);
    else if ((event.key === 'a' || event.key === 'r') && entry) {
      const kind: DecisionKind = event.key === 'a' ? 'approve' : 'refuse';
      if (!actionsOf(entry).includes(kind)) return;
      decide(entry, kind);
    } else return;
    event.preventDefault();
  };
  return { focusFirst, onKeyDown };
}
