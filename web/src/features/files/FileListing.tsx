import type { Dispatch, SetStateAction } from 'react';
import type { FileItem } from '@domain/api/listFiles';
import { paging } from '@domain/constants';
import { FileTable } from './FileTable';
import { RecentFiles } from './RecentFiles';

interface FileListingProps {
  loaded: readonly FileItem[];
  total: number;
  selected: ReadonlySet<string>;
  onSelect: Dispatch<SetStateAction<ReadonlySet<string>>>;
  onOpen: (file: FileItem, from: HTMLElement) => void;
  onDownload: (file: FileItem) => void;
  onDelete: (file: FileItem) => void;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * The files found: the most recent as cards, how many of how many, the table with its selection,
 * and Load More.
 */
export function FileListing({
  loaded,
  total,
  selected,
  onSelect,
  onOpen,
  onDownload,
  onDelete,
  loadingMore,
  onLoadMore,
}: FileListingProps) {
  return (
    <>
      <RecentFiles files={loaded.slice(0, paging.recentFiles)} onOpen={onOpen} />
      <p className="files-page__count" aria-live="polite">
        Showing {loaded.length} of {total} files
      </p>
      <FileTable
        files={loaded}
        selected={selected}
        onToggle={(id) => {
          onSelect((ids) => {
            const next = new Set(ids);
            if (!next.delete(id)) next.add(id);
            return next;
          });
        }}
        onOpen={onOpen}
        onDownload={onDownload}
        onDelete={onDelete}
      />
      <button type="button" className="button files-page__more" disabled={loadingMore} onClick={onLoadMore}>
        Load More
      </button>
    </>
  );
}
