import { useCallback, useState } from 'react';
import { useBillReads } from './read/useBillReads';
import { chosenImageProblem } from './imageFile';
import { newUploadItem, type UploadItem } from './uploadItem';
import { useUploadItems } from './useUploadItems';
import { handedOver, useUploadRun, type UploadRunOptions } from './useUploadRun';

/** The modal's list and its uploads, one file after the other. */
export function useUploadQueue(options: UploadRunOptions) {
  const { folder } = options;
  const list = useUploadItems();
  const { items, patch, dropWhere } = list;
  const reads = useBillReads(folder === 'bills');
  const [message, setMessage] = useState<string | null>(null);
  const { uploading, run } = useUploadRun(options, { list, reads, setMessage });

  /** Forgets the files already uploaded or kept on the phone (stable: the dialog's close timer uses it). */
  const clearHandedOver = useCallback(() => {
    dropWhere(handedOver);
  }, [dropWhere]);

  const drop = (keys: readonly string[]) => {
    dropWhere((item) => keys.includes(item.key));
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
      accepted.push(item);
    }
    list.append(accepted);
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
