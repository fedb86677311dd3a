import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { FileCursor } from '@domain/api/listFiles';
import { dashboardRefreshMs } from '@domain/constants';
import { fileLimits } from '@domain/files/fileLimits';
import type { UploadFolder } from '@domain/uploads/folders';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export interface FileFilter {
  folder: UploadFolder;
  search: string;
  from?: number | undefined;
  to?: number | undefined;
  /** The uploader's uid; '' or absent for everyone. */
  staff?: string | undefined;
}

export function fetchFiles({ folder, search, from, to, staff }: FileFilter, after: FileCursor | undefined) {
  return call('listFiles', {
    folder,
    ...(search ? { search } : {}),
    ...(staff ? { staff } : {}),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(after ? { after } : {}),
  });
}

/** A folder's files for a search, date range and uploader, a page of 15 at a time (the server's pages). */
export function listFilesQuery(filter: FileFilter) {
  return infiniteQueryOptions({
    queryKey: apiKey('listFiles', filter),
    queryFn: ({ pageParam }) => fetchFiles(filter, pageParam),
    initialPageParam: undefined as FileCursor | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    // Uploads made elsewhere appear without a reload; a list that failed is tried again sooner, as
    // the dashboards are, so the screen recovers from an outage by itself.
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.status === 'error' ? dashboardRefreshMs : fileLimits.refetchIntervalMs,
    // A new search keeps showing the last results (and suggestions) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function invalidateFiles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKey('listFiles') });
}

export function useFiles(filter: FileFilter) {
  return useInfiniteQuery(listFilesQuery(filter));
}
