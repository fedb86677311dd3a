import { useState } from 'react';
import { toast } from 'sonner';
import { timings } from '@domain/constants';
import { outboxMessages } from '../../lib/submission/outboxMessages';
import { submissionText } from '../../lib/submission/submissionText';
import type { UploadDept, UploadFolder } from '@domain/uploads/folders';
import { uploadMessages } from './uploadMessages';
import type { ActionDialogProps } from '../../components/ActionBar';
import { Dialog } from '../../components/Dialog';
import { FormMessage } from '../../components/form/FormMessage';
import { ChooseImages } from './ChooseImages';
import { ChosenImages } from './ChosenImages';
import { useTimedClose } from './useTimedClose';
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

  useTimedClose(closeSoon, () => {
    setCloseSoon(false);
    queue.clearHandedOver();
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!queue.uploading}
      className="upload-dialog"
      title={titles[folder]}
    >
      <div className="upload">
        <ChooseImages
          disabled={queue.uploading}
          onChoose={(files) => {
            void queue.add(files);
          }}
        />
        {queue.message && <FormMessage>{queue.message}</FormMessage>}
        {queue.items.length > 0 && (
          <ChosenImages
            items={queue.items}
            uploading={queue.uploading}
            onRemove={queue.remove}
            onUploadAnyway={queue.uploadAnyway}
          />
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
