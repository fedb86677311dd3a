import { useEffect, useId, useRef } from 'react';
import type { FileItem } from '@domain/api/listFiles';
import type { UploadFolder } from '@domain/uploads/folders';
import { fileDateText, fileSizeText, formatText } from '@domain/files/fileDisplay';
import { useFileHistory } from './api/fileHistory';
import { BillSpend } from './BillSpend';

interface FileDetailPanelProps {
  folder: UploadFolder;
  file: FileItem;
  onClose: () => void;
  onDownload: (file: FileItem) => void;
}

const actionText = { upload: 'Uploaded', delete: 'Deleted' } as const;

/** The side panel of one file: a size-limited preview, its details, Download, and its history. */
export function FileDetailPanel({ folder, file, onClose, onDownload }: FileDetailPanelProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const history = useFileHistory({ folder, id: file.id });

  useEffect(() => {
    closeRef.current?.focus();
  }, [file.id]);

  return (
    <aside
      className="file-panel"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="file-panel__header">
        <h2 id={titleId} className="file-panel__title">
          {file.name}
        </h2>
        <button ref={closeRef} type="button" className="button" aria-label="Close details" onClick={onClose}>
          ×
        </button>
      </header>
      <img className="file-panel__preview" src={file.previewUrl} alt={`Preview of ${file.name}`} />
      <dl className="file-panel__details">
        <dt>Size</dt>
        <dd>{fileSizeText(file.size)}</dd>
        <dt>Dimensions</dt>
        <dd>{`${String(file.width)}x${String(file.height)}`}</dd>
        <dt>Uploaded At</dt>
        <dd>{fileDateText(file.createdAt)}</dd>
        <dt>Format</dt>
        <dd>{formatText(file.format)}</dd>
      </dl>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          onDownload(file);
        }}
      >
        Download
      </button>
      {file.entryId !== undefined && <BillSpend entryId={file.entryId} />}
      <section className="file-panel__history" aria-label="History">
        <h3>History</h3>
        {history.isPending && <p>Loading history...</p>}
        {history.isError && <p>Failed to load the history.</p>}
        <ol>
          {history.data?.entries.map((entry) => (
            <li key={entry.id}>
              {actionText[entry.action]} by {entry.by} on {fileDateText(entry.at)}
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
