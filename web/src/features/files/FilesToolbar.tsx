import type { FileItem } from '@domain/api/listFiles';
import { StaffSelect } from '../../components/StaffSelect';
import { DateRangeFilter } from './DateRangeFilter';
import { FileSearch } from './FileSearch';
import type { useFileFilter } from './useFileFilter';
import { ZipDownload } from './ZipDownload';

interface FilesToolbarProps {
  choice: ReturnType<typeof useFileFilter>;
  suggestions: readonly string[];
  uploaders: readonly { uid: string; label: string }[];
  /** The files the ZIP takes, how many, and whether they are a selection. */
  zip: { files: () => Promise<FileItem[]>; count: number; selected: boolean; name: string };
}

/** Above the files: the search with its suggestions, the date range, who uploaded, and the ZIP download. */
export function FilesToolbar({ choice, suggestions, uploaders, zip }: FilesToolbarProps) {
  return (
    <div className="files-page__tools">
      <FileSearch
        value={choice.searchText}
        onChange={choice.setSearchText}
        suggestions={suggestions}
        onPick={choice.searchNow}
        onClear={() => {
          choice.searchNow('');
        }}
      />
      <DateRangeFilter value={choice.range} onApply={choice.setRange} />
      <StaffSelect
        className="files-page__staff"
        label="Uploaded by"
        value={choice.shownStaff}
        staff={uploaders}
        onChange={choice.setStaff}
      />
      <ZipDownload files={zip.files} count={zip.count} selected={zip.selected} zipName={zip.name} />
    </div>
  );
}
