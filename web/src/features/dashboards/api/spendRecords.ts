import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { maxSpendRecordsPage, type SpendRecordRow, type SpendRecordsInput } from '@domain/api/spendRecords';
import { dashboardRefreshMs } from '@domain/constants';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export function fetchSpendRecords(input: SpendRecordsInput) {
  return call('spendRecords', input);
}

/** One page of a side's records (newest first) for a range, optionally of one place. */
export function spendRecordsQuery(input: SpendRecordsInput) {
  return queryOptions({
    queryKey: apiKey('spendRecords', input),
    queryFn: () => fetchSpendRecords(input),
    refetchInterval: dashboardRefreshMs,
    refetchOnWindowFocus: 'always',
    staleTime: dashboardRefreshMs,
    placeholderData: keepPreviousData,
  });
}

export function useSpendRecords(input: SpendRecordsInput) {
  return useQuery(spendRecordsQuery(input));
}

/** Every record of the range, a large page at a time (for the CSV export). */
export async function fetchAllSpendRecords(input: Omit<SpendRecordsInput, 'after' | 'limit'>) {
  const rows: SpendRecordRow[] = [];
  let after: SpendRecordsInput['after'];
  do {
    const page = await fetchSpendRecords({
      ...input,
      limit: maxSpendRecordsPage,
      ...(after ? { after } : {}),
    });
    rows.push(...page.rows);
    after = page.next ?? undefined;
  } while (after);
  return rows;
}
