import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { timings } from '@domain/constants';
import { outboxMessages } from '../../lib/submission/outboxMessages';
import { submissionText } from '../../lib/submission/submissionText';
import type { UploadDept, UploadFolder } from '@domain/uploads/folders';
import { uploadMessages } from './uploadMessages';
import type { ActionDialogProps } from '../../components/ActionBar';
import { Dialog } from '../../components/Dialog';
import { FormMessage } from '../../components/form/FormMessage';
import { UploadFileRow } from './UploadFileRow';
import { useUploadQueue } from './useUploadQueue';
import './uploads.css';

export interface UploadDialogProps extends ActionDialogProps {
  folder: UploadFolder;
  /** The screen it is opened from; the record keeps it. */
  dept: UploadDept;
}

const titles: Record<UploadFolder, string> = {
  bills: uploadMessages.billsTitle,
  placement_docs: uploadMessages.docsTitle,
};

function showUploadedToast(): void {
  toast.success(uploadMessages.uploadedToast, { duration: timings.resultToastMs });
}

function showFailedToast(): void {
  toast.error(uploadMessages.failedToast, { duration: timings.resultToastMs });
}

/**
 * 'Upload Your Bills' and 'Upload Placement Docs': choose images (camera or gallery on a phone), see each
 * with its progress, upload them one after the other. After a full success the list clears and the modal
 * closes 3 s later; a file that fails stays listed to retry.
 */
export function UploadDialog({
  folder,
  dept,
  open,
  onClose,
  onSaved = showUploadedToast,
  onFailed = showFailedToast,
}: UploadDialogProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [closeSoon, setCloseSoon] = useState(false);
  const queue = useUploadQueue({
    folder,
    dept,
    onAllUploaded: () => {
      onSaved();
      setCloseSoon(true);
    },
    onAllQueued: () => {
      toast.success(outboxMessages.savedOnPhone, { duration: timings.resultToastMs });
      setCloseSoon(true);
    },
    onAllHandedOver: () => {
      toast.success(submissionText.handedOver, { duration: timings.resultToastMs });
      setCloseSoon(true);
    },
    onLateUploaded: onSaved,
    onFileFailed: onFailed,
  });

  const { clearHandedOver } = queue;
  // An event, not a dependency: the screen behind re-renders (and hands a new onClose) whenever the
  // Outbox changes, which would restart the wait and keep the dialog open while another tab retries.
  const closeNow = useEffectEvent(() => {
    setCloseSoon(false);
    clearHandedOver();
    onClose();
  });
  useEffect(() => {
    if (!closeSoon) return;
    const timer = setTimeout(closeNow, timings.uploadModalCloseMs);
    return () => {
      clearTimeout(timer);
    };
  }, [closeSoon]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!queue.uploading}
      className="upload-dialog"
      title={titles[folder]}
    >
      <div className="upload">
        <input
          ref={input}
          id={inputId}
          className="upload__input"
          type="file"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          multiple
          disabled={queue.uploading}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void queue.add(files);
          }}
        />
        <label className="button upload__choose" htmlFor={inputId} aria-disabled={queue.uploading}>
          Choose images
        </label>
        {queue.message && <FormMessage>{queue.message}</FormMessage>}
        {queue.items.length > 0 && (
          <ul className="upload__list" aria-label="Chosen images">
            {queue.items.map((item) => (
              <UploadFileRow
                key={item.key}
                item={item}
                uploading={queue.uploading}
                onRemove={() => {
                  queue.remove(item.key);
                }}
                onUploadAnyway={() => {
                  queue.uploadAnyway(item);
                }}
              />
            ))}
          </ul>
        )}
        <button
          type="button"
          className="button button--primary button--large"
          disabled={queue.items.length === 0 || queue.uploading}
          onClick={() => {
            void queue.uploadAll();
          }}
        >
          {queue.uploading ? 'Uploading...' : 'Upload'}
        </button>
      </div>
    </Dialog>
  );
}
