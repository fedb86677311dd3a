import { useState } from 'react';
import type { UploadDept, UploadFolder } from '@domain/uploads/folders';
import { duplicateNoticeSchema, type DuplicateNotice } from '@domain/uploads/uploadRecord';
import type { OutboxEntry } from '../../lib/submission/entry';
import { outbox } from '../../lib/submission/outbox';
import { handOverUpload, type ItemEnd } from './handOverUpload';
import type { useBillReads } from './read/useBillReads';
import type { UploadItem } from './uploadItem';
import { uploadMessages } from './uploadMessages';
import type { useUploadItems } from './useUploadItems';

export interface UploadRunOptions {
  folder: UploadFolder;
  dept: UploadDept;
  /** Every file of a run was uploaded. */
  onAllUploaded: () => void;
  /** Every file of a run was uploaded or kept on the phone, some of them kept. */
  onAllQueued: () => void;
  /** Every file of a run is on the phone, some still being sent (no answer yet). */
  onAllHandedOver?: () => void;
  /** The files still being sent when the run was handed over have all arrived since (open or not). */
  onLateUploaded?: () => void;
  /** One file failed to upload (it stays in the list to retry). */
  onFileFailed: () => void;
}

interface RunParts {
  list: ReturnType<typeof useUploadItems>;
  reads: ReturnType<typeof useBillReads>;
  setMessage: (message: string | null) => void;
}

function duplicateOf(detail: unknown): DuplicateNotice | undefined {
  const parsed = duplicateNoticeSchema.safeParse(detail);
  return parsed.success ? parsed.data : undefined;
}

export const handedOver = (item: UploadItem) =>
  item.status === 'done' || item.status === 'queued' || item.status === 'sending';

/**
 * A run of the upload dialog: its files handed to the outbox one after the other, each row following
 * its file; at the end the dialog is told whether all were uploaded, kept or handed over, and the
 * files done leave the list while those that failed stay to retry.
 */
export function useUploadRun(options: UploadRunOptions, { list, reads, setMessage }: RunParts) {
  const { folder, dept, onAllQueued, onAllHandedOver = onAllQueued, onFileFailed } = options;
  const { items, patch } = list;
  const [uploading, setUploading] = useState(false);

  const drop = (keys: readonly string[]) => {
    list.dropWhere((item) => keys.includes(item.key));
  };

  /** A refusal while the dialog holds the file: the user decides here, so nothing stays in the outbox. */
  const refusedHere = async (item: UploadItem, entry: OutboxEntry) => {
    await outbox.discard(entry.id);
    const duplicate = duplicateOf(entry.problem?.detail);
    if (duplicate) {
      patch(item.key, { status: 'duplicate', duplicate });
    } else {
      const failure = entry.problem?.message ?? uploadMessages.failedToast;
      setMessage(failure);
      patch(item.key, { status: 'failed', failure });
      onFileFailed();
    }
  };

  /** `late` collects, for a file still being sent, whether it arrives in the end. */
  const send = (item: UploadItem, late: Promise<boolean>[]): Promise<ItemEnd> =>
    handOverUpload(item, {
      folder,
      dept,
      read: reads.readOf(item.key),
      patch: (change) => {
        patch(item.key, change);
      },
      fail: (failure) => {
        setMessage(failure);
        patch(item.key, { status: 'failed', failure });
      },
      refusedHere: (entry) => refusedHere(item, entry),
      isOpen: list.isOpen,
      late,
    });

  const run = async (queue: readonly UploadItem[]) => {
    if (queue.length === 0) return;
    setUploading(true);
    setMessage(null);
    const ends: ItemEnd[] = [];
    const late: Promise<boolean>[] = [];
    for (const item of queue) {
      patch(item.key, { status: 'uploading', progress: 0, failure: undefined });
      ends.push(await send(item, late));
    }
    setUploading(false);
    const waiting = items.filter((item) => !queue.some((queued) => queued.key === item.key));
    const finished = ends.every((end) => end !== 'unfinished');
    if (finished && waiting.every(handedOver)) {
      if (ends.includes('pending')) {
        // Still being sent: the Outbox follows them; the dialog says so and closes, and the form's own
        // words follow once every one of them has arrived.
        onAllHandedOver();
        void Promise.all(late).then((sent) => {
          if (sent.every(Boolean)) options.onLateUploaded?.();
        });
      } else if (ends.includes('queued')) {
        // Kept listed as 'Saved on this phone' until the dialog closes, so the user sees where they are.
        onAllQueued();
      } else {
        drop(items.map((item) => item.key));
        options.onAllUploaded();
      }
    } else {
      drop(queue.filter((_, index) => ends[index] !== 'unfinished').map((item) => item.key));
    }
  };

  return { uploading, run };
}
