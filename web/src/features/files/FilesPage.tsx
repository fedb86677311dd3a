import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { fileStaffFilter, type FileItem } from '@domain/api/listFiles';
import { paging, timings } from '@domain/constants';
import { localDayRange } from '@domain/files/fileDisplay';
import type { UploadFolder } from '@domain/uploads/folders';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/PageHeader';
import { ProfileMenu } from '../../components/ProfileMenu';
import { Skeleton } from '../../components/Skeleton';
import { StaffSelect } from '../../components/StaffSelect';
import { useUrlChoices } from '../../lib/useUrlChoices';
import { useDeleteFile } from './api/deleteFile';
import { fetchFiles, useFiles, type FileFilter } from './api/listFiles';
import { DateRangeFilter, noDateRange, type DateRange } from './DateRangeFilter';
import { DeleteFileDialog } from './DeleteFileDialog';
import { EmptyFiles } from './EmptyFiles';
import { downloadFile } from './downloadFile';
import { FileDetailPanel } from './FileDetailPanel';
import { FileSearch } from './FileSearch';
import { FileTable } from './FileTable';
import { fileMessages } from './fileMessages';
import { RecentFiles } from './RecentFiles';
import { useDebounced } from './useDebounced';
import { useRefetchWhenOnline } from './useRefetchWhenOnline';
import { ZipDownload } from './ZipDownload';
import './files.css';

const areas = {
  [paths.docs]: { folder: 'placement_docs', title: 'Placement Docs', zipName: 'placement-docs.zip' },
  [paths.media]: { folder: 'bills', title: 'Storage', zipName: 'storage.zip' },
} as const satisfies Record<string, { folder: UploadFolder; title: string; zipName: string }>;

/** The Storage (/media) and Placement Docs (/docs) screens: one layout over two folders. */
export function FilesPage() {
  const { pathname } = useLocation();
  const area = pathname === paths.docs ? areas[paths.docs] : areas[paths.media];
  const [searchText, setSearchText] = useState('');
  const [search, setSearchNow] = useDebounced(searchText.trim(), timings.searchDebounceMs);
  const [range, setRange] = useState<DateRange>(noDateRange);
  // Who uploaded, kept in the URL so the view can be shared.
  const urlChoices = useUrlChoices();
  const staff = staffOf(urlChoices.committed);
  const setStaff = (uid: string) => {
    urlChoices.choose({ staff: uid });
  };
  const filter: FileFilter = useMemo(
    () => ({
      folder: area.folder,
      search,
      ...localDayRange(range.startDate, range.endDate),
      ...(staff ? { staff } : {}),
    }),
    [area.folder, search, range, staff],
  );
  const files = useFiles(filter);
  const [open, setOpen] = useState<FileItem | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [toDelete, setToDelete] = useState<FileItem | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const deletion = useDeleteFile();

  // The pages shown start at 1 and grow by one per Load More; any change of search, range or staff resets
  // them, a return to an earlier search included (its pages may still be cached).
  const filterKey = JSON.stringify(filter);
  const [shown, setShown] = useState({ filterKey, pages: 1 });
  if (shown.filterKey !== filterKey) setShown({ filterKey, pages: 1 });
  const pagesShown = shown.filterKey === filterKey ? shown.pages : 1;
  useRefetchWhenOnline(files.isError, files.refetch);
  const pages = files.data?.pages.slice(0, pagesShown) ?? [];
  const loaded = pages.flatMap((page) => page.files);
  const total = files.data?.pages[0]?.total ?? 0;
  const suggestions = search ? (files.data?.pages[0]?.suggestions ?? []) : [];
  const uploaders = files.data?.pages[0]?.staff ?? [];

  const openFile = (file: FileItem, from: HTMLElement) => {
    opener.current = from;
    setOpen(file);
  };
  const closeFile = () => {
    setOpen(null);
    opener.current?.focus();
  };
  const download = (file: FileItem) => void downloadFile(file);
  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(
      { folder: area.folder, id: toDelete.id },
      {
        onSuccess: () => {
          toast.success(fileMessages.deleted);
          if (open?.id === toDelete.id) setOpen(null);
          setSelected((ids) => new Set([...ids].filter((id) => id !== toDelete.id)));
        },
        onError: () => toast.error(fileMessages.deleteFailed),
        onSettled: () => {
          setToDelete(null);
        },
      },
    );
  };
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
  const zipSet = async (): Promise<FileItem[]> => {
    if (selected.size > 0) return loaded.filter((file) => selected.has(file.id));
    const all = [...loaded];
    let next = pages.at(-1)?.next ?? null;
    while (next) {
      const page = await fetchFiles(filter, next);
      all.push(...page.files);
      next = page.next;
    }
    return all;
  };

  return (
    <section className="files-page">
      <PageHeader title={<h1>{area.title}</h1>}>
        <ProfileMenu area="adminFiles" />
      </PageHeader>
      <div className="files-page__tools">
        <FileSearch
          value={searchText}
          onChange={setSearchText}
          suggestions={suggestions}
          onPick={(name) => {
            setSearchText(name);
            setSearchNow(name);
          }}
          onClear={() => {
            setSearchText('');
            setSearchNow('');
          }}
        />
        <DateRangeFilter value={range} onApply={setRange} />
        <StaffSelect
          className="files-page__staff"
          label="Uploaded by"
          value={staffOf(urlChoices.shown)}
          staff={uploaders}
          onChange={setStaff}
        />
        <ZipDownload
          files={zipSet}
          count={selected.size > 0 ? selected.size : total}
          selected={selected.size > 0}
          zipName={area.zipName}
        />
      </div>
      {files.isPending && <Skeleton label="Loading files" rows={5} />}
      {files.isError && !files.data && (
        <div className="files-page__state" role="alert">
          <p>{fileMessages.loadFailed}</p>
          <button type="button" className="button" onClick={() => void files.refetch()}>
            Retry
          </button>
        </div>
      )}
      {files.data && loaded.length === 0 && (
        <EmptyFiles
          searched={search !== ''}
          ranged={filter.from !== undefined || filter.to !== undefined}
          byStaff={staff !== ''}
        />
      )}
      {loaded.length > 0 && (
        <>
          <RecentFiles files={loaded.slice(0, paging.recentFiles)} onOpen={openFile} />
          <p className="files-page__count" aria-live="polite">
            Showing {loaded.length} of {total} files
          </p>
          <FileTable
            files={loaded}
            selected={selected}
            onToggle={(id) => {
              setSelected((ids) => {
                const next = new Set(ids);
                if (!next.delete(id)) next.add(id);
                return next;
              });
            }}
            onOpen={openFile}
            onDownload={download}
            onDelete={setToDelete}
          />
          <button
            type="button"
            className="button files-page__more"
            disabled={files.isFetchingNextPage}
            onClick={() => void loadMore()}
          >
            Load More
          </button>
        </>
      )}
      {open && <FileDetailPanel folder={area.folder} file={open} onClose={closeFile} onDownload={download} />}
      <DeleteFileDialog
        open={toDelete !== null}
        busy={deletion.isPending}
        onCancel={() => {
          setToDelete(null);
        }}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

/** Who uploaded (?staff=uid); a value that is no uid is ignored. */
function staffOf(params: URLSearchParams): string {
  const staff = params.get('staff') ?? '';
  return fileStaffFilter.safeParse(staff).success ? staff : '';
}
