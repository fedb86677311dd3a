import { useState } from 'react';
import type { ReviewQueueOutput } from '@domain/api/reviewQueue';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { useReviewQueue, type ReviewFilter } from './api/reviewQueue';
import {
  emptyView,
  newRows,
  nextView,
  shownRows,
  withDecided,
  withNewRows,
  type QueueView,
} from './queueView';

/**
 * The queue of a filter and what of it the admin is shown: the rows stay where they are across every
 * refresh, a decided one included; spends the refresh finds among the pages shown (sent since, or
 * sent back) are counted, and shown only when asked.
 */
export function useShownQueue(filter: ReviewFilter) {
  const queue = useReviewQueue(filter);
  const filterKey = JSON.stringify(filter);
  // Another filter's answer, kept on screen while this one loads, changes nothing of the view.
  const pages: readonly ReviewQueueOutput[] | null = queue.isPlaceholderData
    ? null
    : (queue.data?.pages ?? null);
  const [kept, setKept] = useState<{ pages: typeof pages; view: QueueView }>({
    pages: null,
    view: emptyView(filterKey),
  });
  let view = kept.view;
  if (pages && pages !== kept.pages) {
    // Derived while rendering (React's pattern for state that follows a prop), so no frame shows a
    // refreshed page's new rows before they are held back.
    view = nextView(kept.view, filterKey, pages);
    setKept({ pages, view });
  }
  const waitingNew = pages && view.filter === filterKey ? newRows(view, pages) : [];
  return {
    queue,
    rows: shownRows(view),
    newCount: waitingNew.length,
    showNew: () => {
      setKept((before) => ({ ...before, view: withNewRows(before.view, before.pages ?? []) }));
    },
    showDecided: (entries: readonly SpendEntryView[]) => {
      setKept((before) => ({ ...before, view: withDecided(before.view, entries) }));
    },
  };
}
