import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteFileInput } from '@domain/api/deleteFile';
import { call } from '../../../lib/callables';
import { invalidateFiles } from './listFiles';

export function deleteFile(input: DeleteFileInput) {
  return call('deleteFile', input);
}

/** Deletes a file (record and hosted image); every cached list of files is refetched after. */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSettled: () => invalidateFiles(queryClient),
  });
}
