import { fileMessages } from './fileMessages';

/** The files could not be listed (and none are cached): says so, with Retry. */
export function FilesLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="files-page__state" role="alert">
      <p>{fileMessages.loadFailed}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
