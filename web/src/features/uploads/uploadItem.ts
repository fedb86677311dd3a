import type { DuplicateNotice } from '@domain/uploads/uploadRecord';

/**
 * 'queued': kept on the phone, uploaded by the outbox once online. 'sending': on the phone and being
 * sent, with no answer yet: the dialog no longer waits for it.
 */
export type UploadStatus = 'ready' | 'uploading' | 'sending' | 'done' | 'queued' | 'failed' | 'duplicate';

/** One chosen image in the modal's list. */
export interface UploadItem {
  key: string;
  file: File;
  previewUrl: string;
  status: UploadStatus;
  /** 0-100 of the bytes sent to the image host. */
  progress: number;
  /** The user chose 'Upload anyway' after the duplicate warning. */
  allowDuplicate: boolean;
  /** Set when the same content is already stored in the folder. */
  duplicate?: DuplicateNotice;
  /** Why the last try failed, in words the row shows. */
  failure?: string;
}

let nextKey = 0;

export function newUploadItem(file: File): UploadItem {
  nextKey += 1;
  return {
    key: `upload-${String(nextKey)}`,
    file,
    previewUrl: URL.createObjectURL(file),
    status: 'ready',
    progress: 0,
    allowDuplicate: false,
  };
}
