import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadDept, UploadFolder } from '@domain/uploads/folders';
import { uploadMessages } from './uploadMessages';
import { useBillReads } from './read/useBillReads';
import { duplicateNoticeSchema, type DuplicateNotice } from '@domain/uploads/uploadRecord';
import type { OutboxEntry } from '../../lib/submission/entry';
import { outbox } from '../../lib/submission/outbox';
import { storeFailureText } from '../../lib/submission/storeFailure';
import { chosenImageProblem } from './imageFile';
import { prepareUpload } from './prepareUpload';
import { newUploadItem, type UploadItem } from './uploadItem';

interface QueueOptions {
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

type ItemEnd = 'done' | 'queued' | 'pending' | 'unfinished';

const summaries: Record<UploadFolder, string> = { bills: 'Bill', placement_docs: 'Placement document' };

function duplicateOf(detail: unknown): DuplicateNotice | undefined {
  const parsed = duplicateNoticeSchema.safeParse(detail);
  return parsed.success ? parsed.data : undefined;
}

/** The modal's list and its uploads, one file after the other. */
export function useUploadQueue({
  folder,
  dept,
  onAllUploaded,
  onAllQueued,
  onAllHandedOver = onAllQueued,
  onLateUploaded,
  onFileFailed,
}: QueueOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const reads = useBillReads(folder === 'bills');
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const previews = useRef(new Set<string>());
  /** While the dialog is open it holds the files: a refusal is shown here, not kept in the Outbox. */
  const mounted = useRef(true);

  useEffect(() => {
    const urls = previews.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  /** Forgets the files already uploaded or kept on the phone (stable: the dialog's close timer uses it). */
  const clearHandedOver = useCallback(() => {
    setItems((current) =>
      current.filter((item) => {
        if (item.status !== 'done' && item.status !== 'queued' && item.status !== 'sending') return true;
        URL.revokeObjectURL(item.previewUrl);
        previews.current.delete(item.previewUrl);
        return false;
      }),
    );
  }, []);

  const patch = (key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  };

  const drop = (keys: readonly string[]) => {
    setItems((current) =>
      current.filter((item) => {
        if (!keys.includes(item.key)) return true;
        URL.revokeObjectURL(item.previewUrl);
        previews.current.delete(item.previewUrl);
        return false;
      }),
    );
  };

  /** Keeps the images among `files`, decided by their bytes; says why any other was left out. */
  const add = async (files: readonly File[]) => {
    setMessage(null);
    const accepted: UploadItem[] = [];
    for (const file of files) {
      const problem = await chosenImageProblem(folder, file);
      if (problem !== null) {
        setMessage(problem);
        continue;
      }
      const item = newUploadItem(file);
      reads.start(item.key, file);
      previews.current.add(item.previewUrl);
      accepted.push(item);
    }
    setItems((current) => [...current, ...accepted]);
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

  /** Prepares an item, hands it to the outbox and follows it until its first answer (or a moment). */
  /** `late` collects, for a file still being sent, whether it arrives in the end. */
  const send = async (item: UploadItem, late: Promise<boolean>[]): Promise<ItemEnd> => {
    const prepared = await prepareUpload({
      file: item.file,
      folder,
      dept,
      allowDuplicate: item.allowDuplicate,
      read: reads.readOf(item.key),
    });
    if (prepared.kind === 'refused') {
      setMessage(prepared.message);
      patch(item.key, { status: 'failed', failure: prepared.message });
      return 'unfinished';
    }
    let entryId: string | null = null;
    const stopProgress = outbox.subscribe(() => {
      const progress = entryId === null ? undefined : outbox.getProgress(entryId);
      if (progress !== undefined) patch(item.key, { progress });
    });
    try {
      const outcome = await outbox.submit(
        {
          kind: 'upload',
          upload: prepared.payload,
          bytes: prepared.bytes,
          summary: `${summaries[folder]} · ${item.file.name}`,
        },
        {
          onStored: (entry) => {
            entryId = entry.id;
          },
        },
      );
      if (outcome.status === 'sent') {
        patch(item.key, { status: 'done', progress: 100 });
        return 'done';
      }
      if (outcome.status === 'queued') {
        patch(item.key, { status: 'queued', progress: 0 });
        return 'queued';
      }
      if (outcome.status === 'pending') {
        // On the phone, no answer yet: the row follows it and the dialog goes on with the next file.
        patch(item.key, { status: 'sending' });
        const id = outcome.entry.id;
        const stopFollowing = outbox.subscribe(() => {
          const progress = outbox.getProgress(id);
          if (progress !== undefined) patch(item.key, { progress });
        });
        const arrived = outbox.follow(id).then(async (end) => {
          stopFollowing();
          if (end.status === 'sent') patch(item.key, { status: 'done', progress: 100 });
          else if (end.status === 'refused' && mounted.current) await refusedHere(item, end.entry);
          return end.status === 'sent';
        });
        late.push(arrived);
        return 'pending';
      }
      await refusedHere(item, outcome.entry);
      return 'unfinished';
    } catch (error) {
      const failure = storeFailureText(error);
      setMessage(failure);
      patch(item.key, { status: 'failed', failure });
      return 'unfinished';
    } finally {
      stopProgress();
    }
  };

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
    const handedOver = (status: UploadItem['status']) =>
      status === 'done' || status === 'queued' || status === 'sending';
    if (finished && waiting.every((item) => handedOver(item.status))) {
      if (ends.includes('pending')) {
        // Still being sent: the Outbox follows them; the dialog says so and closes, and the form's own
        // words follow once every one of them has arrived.
        onAllHandedOver();
        void Promise.all(late).then((sent) => {
          if (sent.every(Boolean)) onLateUploaded?.();
        });
      } else if (ends.includes('queued')) {
        // Kept listed as 'Saved on this phone' until the dialog closes, so the user sees where they are.
        onAllQueued();
      } else {
        drop(items.map((item) => item.key));
        onAllUploaded();
      }
    } else {
      drop(queue.filter((_, index) => ends[index] !== 'unfinished').map((item) => item.key));
    }
  };

  return {
    items,
    uploading,
    message,
    add,
    remove: (key: string) => {
      drop([key]);
    },
    clearHandedOver,
    uploadAll: () => run(items.filter((item) => item.status === 'ready' || item.status === 'failed')),
    uploadAnyway: (item: UploadItem) => {
      const again = { ...item, status: 'ready' as const, allowDuplicate: true, duplicate: undefined };
      patch(item.key, again);
      if (!uploading) void run([again]);
    },
  };
}
