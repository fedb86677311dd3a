import { useState } from 'react';
import type { SpendRecordsCursor, SpendRecordsInput } from '@domain/api/spendRecords';
import { paging } from '@domain/constants';
import { useSpendRecords } from './api/spendRecords';

/**
 * Previous/Next over the server's pages of 11: the cursors of the pages seen are kept, so Previous
 * needs no extra call. `total` (from the running totals) gives 'Page X of Y'. A caller remounts it
 * (by key) when the range changes, back to page 1.
 */
export function usePagedRecords(input: Omit<SpendRecordsInput, 'after' | 'limit'>, total: number) {
  const [cursors, setCursors] = useState<(SpendRecordsCursor | undefined)[]>([undefined]);
  const index = cursors.length - 1;
  const after = cursors[index];
  const query = useSpendRecords({
    ...input,
    limit: paging.dashboardRowsPerPage,
    ...(after ? { after } : {}),
  });
  const pageCount = Math.max(1, Math.ceil(total / paging.dashboardRowsPerPage), index + 1);
  const next = query.data?.next ?? null;
  return {
    query,
    rows: query.data?.rows ?? [],
    page: index + 1,
    pageCount,
    firstIndex: index * paging.dashboardRowsPerPage,
    hasPrevious: index > 0,
    hasNext: next !== null && !query.isPlaceholderData,
    previous: () => {
      setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list));
    },
    next: () => {
      if (next) setCursors((list) => [...list, next]);
    },
  };
}

export function Pager({ paged }: { paged: ReturnType<typeof usePagedRecords> }) {
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="button" disabled={!paged.hasPrevious} onClick={paged.previous}>
        Previous
      </button>
      <span aria-live="polite">
        Page {paged.page} of {paged.pageCount}
      </span>
      <button type="button" className="button" disabled={!paged.hasNext} onClick={paged.next}>
        Next
      </button>
    </nav>
  );
}
