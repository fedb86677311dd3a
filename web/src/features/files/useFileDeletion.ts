import { useState } from 'react';
import { toast } from 'sonner';
import type { FileItem } from '@domain/api/listFiles';
import type { UploadFolder } from '@domain/uploads/folders';
import { useDeleteFile } from './api/deleteFile';
import { fileMessages } from './fileMessages';

/** Delete with its confirmation: the file asked about, and on Confirm its deletion (`onDeleted` after). */
export function useFileDeletion(folder: UploadFolder, onDeleted: (id: string) => void) {
  const [toDelete, setToDelete] = useState<FileItem | null>(null);
  const deletion = useDeleteFile();
  return {
    asking: toDelete !== null,
    busy: deletion.isPending,
    ask: setToDelete,
    cancel: () => {
      setToDelete(null);
    },
    confirm: () => {
      if (!toDelete) return;
      deletion.mutate(
        { folder, id: toDelete.id },
        {
          onSuccess: () => {
            toast.success(fileMessages.deleted);
            onDeleted(toDelete.id);
          },
          onError: () => toast.error(fileMessages.deleteFailed),
          onSettled: () => {
            setToDelete(null);
          },
        },
      );
    },
  };
}
