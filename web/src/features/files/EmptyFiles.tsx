import { fileMessages } from './fileMessages';

interface EmptyFilesProps {
  searched: boolean;
  ranged: boolean;
  byStaff: boolean;
}

/**
 * Why the list is empty: a search (with or without dates), one staff member's files, a date range
 * alone, or no uploads yet.
 */
export function EmptyFiles({ searched, ranged, byStaff }: EmptyFilesProps) {
  const [title, hint] = searched
    ? [fileMessages.noMatch, fileMessages.noMatchHint]
    : byStaff
      ? [fileMessages.noneByStaff, fileMessages.noneByStaffHint]
      : ranged
        ? [fileMessages.noneInRange, fileMessages.noneInRangeHint]
        : [fileMessages.noFiles, fileMessages.noFilesHint];
  return (
    <div className="files-page__state">
      <p className="files-page__empty">{title}</p>
      <p>{hint}</p>
    </div>
  );
}
