import { useMutation } from '@tanstack/react-query';
import type { RecordUploadInput } from '@domain/api/recordUpload';
import { call } from '../../../lib/callables';

/** Hands the image host's signed answer to the server, which records the upload once. */
export function recordUpload(input: RecordUploadInput) {
  return call('recordUpload', input);
}

export function useRecordUpload() {
  return useMutation({ mutationFn: recordUpload });
}
