import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReportCursor } from '@domain/api/myReport';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export function fetchMyReport(after: ReportCursor | undefined) {
  return call('myReport', after ? { after } : {});
}

/** The signed-in person's report, a page at a time (the server's pages: newest first). */
export function myReportQuery(uid: string) {
  return infiniteQueryOptions({
    queryKey: apiKey('myReport', { uid }),
    queryFn: ({ pageParam }) => fetchMyReport(pageParam),
    initialPageParam: undefined as ReportCursor | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export function useMyReport(uid: string) {
  return useInfiniteQuery(myReportQuery(uid));
}
