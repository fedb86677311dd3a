import type { BillRead } from '@domain/bills/billRead';
import type { UploadDept, UploadFolder } from '@domain/uploads/folders';
import type { OutboxEntry } from '../../lib/submission/entry';
import { outbox } from '../../lib/submission/outbox';
import { storeFailureText } from '../../lib/submission/storeFailure';
import { prepareUpload } from './prepareUpload';
import type { UploadItem } from './uploadItem';

/** Where one file of a run ended: uploaded, kept on the phone, on the phone and still being sent, or not. */
export type ItemEnd = 'done' | 'queued' | 'pending' | 'unfinished';

interface HandOverContext {
  folder: UploadFolder;
  dept: UploadDept;
  /** What the phone read from the photo by now. */
  read: BillRead | undefined;
  /** Changes the file's row. */
  patch: (change: Partial<UploadItem>) => void;
  /** Shows why the file failed, in the dialog and on its row. */
  fail: (failure: string) => void;
  /** A refusal while the dialog holds the file. */
  refusedHere: (entry: OutboxEntry) => Promise<void>;
  /** Whether the dialog is still there to show a late refusal. */
  isOpen: () => boolean;
  /** Collects, for a file still being sent, whether it arrives in the end. */
  late: Promise<boolean>[];
}

const summaries: Record<UploadFolder, string> = { bills: 'Bill', placement_docs: 'Placement document' };

/** On the phone, no answer yet: the row follows it until it is sent (or refused while the dialog is open). */
function followSending(id: string, context: HandOverContext): Promise<boolean> {
  const { patch } = context;
  patch({ status: 'sending' });
  const stopFollowing = outbox.subscribe(() => {
    const progress = outbox.getProgress(id);
    if (progress !== undefined) patch({ progress });
  });
  return outbox.follow(id).then(async (end) => {
    stopFollowing();
    if (end.status === 'sent') patch({ status: 'done', progress: 100 });
    else if (end.status === 'refused' && context.isOpen()) await context.refusedHere(end.entry);
    return end.status === 'sent';
  });
}

/** Prepares an item, hands it to the outbox and follows it until its first answer (or a moment). */
export async function handOverUpload(item: UploadItem, context: HandOverContext): Promise<ItemEnd> {
  const { folder, dept, patch } = context;
  const prepared = await prepareUpload({
    file: item.file,
    folder,
    dept,
    allowDuplicate: item.allowDuplicate,
    read: context.read,
  });
  if (prepared.kind === 'refused') {
    context.fail(prepared.message);
    return 'unfinished';
  }
  let entryId: string | null = null;
  const stopProgress = outbox.subscribe(() => {
    const progress = entryId === null ? undefined : outbox.getProgress(entryId);
    if (progress !== undefined) patch({ progress });
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
      patch({ status: 'done', progress: 100 });
      return 'done';
    }
    if (outcome.status === 'queued') {
      patch({ status: 'queued', progress: 0 });
      return 'queued';
    }
    if (outcome.status === 'pending') {
      // On the phone, no answer yet: the row follows it and the dialog goes on with the next file.
      context.late.push(followSending(outcome.entry.id, context));
      return 'pending';
    }
    await context.refusedHere(outcome.entry);
    return 'unfinished';
  } catch (error) {
    context.fail(storeFailureText(error));
    return 'unfinished';
  } finally {
    stopProgress();
  }
}
