import { duplicateText } from './sendUpload';
import type { UploadItem } from './uploadItem';

interface UploadFileRowProps {
  item: UploadItem;
  uploading: boolean;
  onRemove: () => void;
  onUploadAnyway: () => void;
}

const statusText: Record<UploadItem['status'], string> = {
  ready: 'Ready',
  uploading: 'Uploading...',
  sending: 'Sending…',
  done: 'Uploaded',
  queued: 'Saved on this phone',
  failed: 'Failed',
  duplicate: 'Already uploaded',
};

/** One chosen image: thumbnail, name, progress, and its remove button (or the duplicate question). */
export function UploadFileRow({ item, uploading, onRemove, onUploadAnyway }: UploadFileRowProps) {
  const name = item.file.name;
  return (
    <li className={`upload-row upload-row--${item.status}`}>
      <img className="upload-row__thumb" src={item.previewUrl} alt="" width={48} height={48} />
      <div className="upload-row__main">
        <span className="upload-row__name">{name}</span>
        <div
          className="upload-row__progress"
          role="progressbar"
          aria-label={`${name} upload progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
        >
          <span style={{ width: `${String(item.progress)}%` }} />
        </div>
        <span className="upload-row__status">
          {item.status === 'failed' && item.failure
            ? `${statusText.failed}: ${item.failure}`
            : statusText[item.status]}
        </span>
      </div>
      <button
        type="button"
        className="upload-row__remove"
        aria-label={`Remove ${name}`}
        disabled={uploading}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
      {item.duplicate && (
        <div className="upload-row__duplicate" role="group" aria-label={`${name} is a duplicate`}>
          <p>{duplicateText(item.duplicate)}</p>
          <button type="button" className="button" disabled={uploading} onClick={onUploadAnyway}>
            Upload anyway
          </button>
          <button type="button" className="button" disabled={uploading} onClick={onRemove}>
            Skip
          </button>
        </div>
      )}
    </li>
  );
}
