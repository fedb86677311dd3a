import { useState } from 'react';
import { toast } from 'sonner';
import type { FileItem } from '@domain/api/listFiles';
import { fetchFiles, useFiles, type FileFilter } from './api/listFiles';
import { fileMessages } from './fileMessages';
import { useRefetchWhenOnline } from './useRefetchWhenOnline';

/**
 * The files of a filter, page by page as Load More asks, with the first page's total, suggestions
 * and uploaders.
 */
export function useFilePages(filter: FileFilter) {
  const files = useFiles(filter);
  // The pages shown start at 1 and grow by one per Load More; any change of search, range or staff resets
  // them, a return to an earlier search included (its pages may still be cached).
  const filterKey = JSON.stringify(filter);
  const [shown, setShown] = useState({ filterKey, pages: 1 });
  if (shown.filterKey !== filterKey) setShown({ filterKey, pages: 1 });
  const pagesShown = shown.filterKey === filterKey ? shown.pages : 1;
  useRefetchWhenOnline(files.isError, files.refetch);
  const pages = files.data?.pages.slice(0, pagesShown) ?? [];
  const loaded = pages.flatMap((page) => page.files);
  const first = files.data?.pages[0];

  const loadMore = async () => {
    const cached = files.data?.pages.length ?? 0;
    if (pagesShown >= cached) {
      if (!files.hasNextPage) {
        toast.info(fileMessages.noMore);
        return;
      }
      await files.fetchNextPage();
    }
    setShown({ filterKey, pages: pagesShown + 1 });
  };

  /** Every file of the filter: those shown, then the pages after them. */
  const everyFile = async (): Promise<FileItem[]> => {
    const all = [...loaded];
    let next = pages.at(-1)?.next ?? null;
    while (next) {
      const page = await fetchFiles(filter, next);
      all.push(...page.files);
      next = page.next;
    }
    return all;
  };

  return {
    files,
    loaded,
    total: first?.total ?? 0,
    suggestions: filter.search ? (first?.suggestions ?? []) : [],
    uploaders: first?.staff ?? [],
    loadMore,
    everyFile,
  };
}
