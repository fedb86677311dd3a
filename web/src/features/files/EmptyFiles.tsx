import { fileMessages } from './fileMessages';

/** Why the list is empty: a search (with or without dates), a date range alone, or no uploads yet. */
export function EmptyFiles({ searched, ranged }: { searched: boolean; ranged: boolean }) {
  const [title, hint] = searched
    ? [fileMessages.noMatch, fileMessages.noMatchHint]
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
