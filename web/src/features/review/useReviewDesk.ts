import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { apiKey } from '../../lib/apiKey';
import type { ReviewFilter } from './api/reviewQueue';
import type { ReviewAction } from './decisionRequest';
import { withEntries } from './queueView';
import { useReviewActions } from './reviewActions';
import { useBulkApprove } from './useBulkApprove';
import { useDecisions } from './useDecisions';
import { useReviewKeys } from './useReviewKeys';
import { useRowPlace } from './useRowPlace';
import { useSelection } from './useSelection';
import { useShownQueue } from './useShownQueue';
import { useAdvanceCover } from './advances/useAdvanceCover';

/**
 * Review's state, for a filter: the queue shown, the current row, the selection, the decision under
 * way and the bulk approval, and the keys. A decided entry is shown in place (the row at the top of the
 * screen kept where it was) and in the cached queue, and the waiting count is read again.
 */
export function useReviewDesk(filter: ReviewFilter) {
  const shownQueue = useShownQueue(filter);
  const { rows, showDecided } = shownQueue;
  const queryClient = useQueryClient();
  const actionsOf = useReviewActions();
  const [current, setCurrent] = useState(0);
  const cover = useAdvanceCover();
  const selection = useSelection(rows, actionsOf, (entry) => cover.uncoveredOf(entry) !== null);
  const { rowRefs, keepPlace } = useRowPlace(rows);

  const showEntries = (entries: readonly SpendEntryView[]) => {
    keepPlace();
    showDecided(entries);
    queryClient.setQueriesData({ queryKey: apiKey('reviewQueue') }, (data) => withEntries(data, entries));
    void queryClient.invalidateQueries({ queryKey: apiKey('reviewQueue', 'count') });
  };
  const unselect = (id: string) => {
    selection.select(id, false);
  };
  const decisions = useDecisions({ showEntries, unselect });
  const [recording, setRecording] = useState<SpendEntryView | null>(null);
  const bulk = useBulkApprove({
    selectedRows: selection.selectedRows,
    clearSelection: selection.clear,
    showEntries,
  });
  const decide = (entry: SpendEntryView, kind: ReviewAction) => {
    decisions.setDeciding({ entry, kind });
  };
  const deciding = decisions.deciding !== null;
  const keys = useReviewKeys({ rows, rowRefs, current, setCurrent, deciding, actionsOf, decide });
  return {
    ...shownQueue,
    actionsOf,
    current,
    setCurrent,
    selection,
    rowRefs,
    decisions,
    decide,
    bulk,
    keys,
    cover,
    recording,
    setRecording,
  };
}
