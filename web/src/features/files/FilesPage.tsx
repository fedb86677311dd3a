import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { FileItem } from '@domain/api/listFiles';
import type { UploadFolder } from '@domain/uploads/folders';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/PageHeader';
import { ProfileMenu } from '../../components/ProfileMenu';
import { Skeleton } from '../../components/Skeleton';
import { DeleteFileDialog } from './DeleteFileDialog';
import { EmptyFiles } from './EmptyFiles';
import { downloadFile } from './downloadFile';
import { FileDetailPanel } from './FileDetailPanel';
import { FileListing } from './FileListing';
import { FilesLoadFailed } from './FilesLoadFailed';
import { FilesToolbar } from './FilesToolbar';
import { useFileFilter } from './useFileFilter';
import { useFileDeletion } from './useFileDeletion';
import { useFilePages } from './useFilePages';
import './files.css';

const areas = {
  [paths.docs]: { folder: 'placement_docs', title: 'Placement Docs', zipName: 'placement-docs.zip' },
  [paths.media]: { folder: 'bills', title: 'Storage', zipName: 'storage.zip' },
} as const satisfies Record<string, { folder: UploadFolder; title: string; zipName: string }>;

/** The Storage (/media) and Placement Docs (/docs) screens: one layout over two folders. */
export function FilesPage() {
  const { pathname } = useLocation();
  const area = pathname === paths.docs ? areas[paths.docs] : areas[paths.media];
  const choice = useFileFilter(area.folder);
  const { filter } = choice;
  const list = useFilePages(filter);
  const { files, loaded } = list;
  const [open, setOpen] = useState<FileItem | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const deletion = useFileDeletion(area.folder, (id) => {
    if (open?.id === id) setOpen(null);
    setSelected((ids) => new Set([...ids].filter((selectedId) => selectedId !== id)));
  });

  const openFile = (file: FileItem, from: HTMLElement) => {
    opener.current = from;
    setOpen(file);
  };
  const closeFile = () => {
    setOpen(null);
    opener.current?.focus();
  };
  const download = (file: FileItem) => void downloadFile(file);
  const zipSet = async (): Promise<FileItem[]> =>
    selected.size > 0 ? loaded.filter((file) => selected.has(file.id)) : list.everyFile();

  return (
    <section className="files-page">
      <PageHeader title={<h1>{area.title}</h1>}>
        <ProfileMenu area="adminFiles" />
      </PageHeader>
      <FilesToolbar
        choice={choice}
        suggestions={list.suggestions}
        uploaders={list.uploaders}
        zip={{
          files: zipSet,
          count: selected.size > 0 ? selected.size : list.total,
          selected: selected.size > 0,
          name: area.zipName,
        }}
      />
      {files.isPending && <Skeleton label="Loading files" rows={5} />}
      {files.isError && !files.data && <FilesLoadFailed onRetry={() => void files.refetch()} />}
      {files.data && loaded.length === 0 && (
        <EmptyFiles
          searched={filter.search !== ''}
          ranged={filter.from !== undefined || filter.to !== undefined}
          byStaff={filter.staff !== undefined}
        />
      )}
      {loaded.length > 0 && (
        <FileListing
          loaded={loaded}
          total={list.total}
          selected={selected}
          onSelect={setSelected}
          onOpen={openFile}
          onDownload={download}
          onDelete={deletion.ask}
          loadingMore={files.isFetchingNextPage}
          onLoadMore={() => void list.loadMore()}
        />
      )}
      {open && <FileDetailPanel folder={area.folder} file={open} onClose={closeFile} onDownload={download} />}
      <DeleteFileDialog
        open={deletion.asking}
        busy={deletion.busy}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      />
    </section>
  );
}
