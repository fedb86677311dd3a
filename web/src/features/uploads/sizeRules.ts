import { uploads } from '@domain/constants';
import { notCompressedMessage, tooLargeMessage, uploadMessages } from './uploadMessages';
import type { UploadFolder } from '@domain/uploads/folders';

/** What to do with a chosen image before it is sent. */
export type UploadPlan =
  | { action: 'send' }
  | { action: 'compress'; maxSidePx: number; maxBytes: number; quality: number }
  | { action: 'refuse'; message: string };

/**
 * Bills over 10 MB are compressed to 1024 px and at most 10 MB; a bill photo over 1.5 MB is
 * re-encoded at 2048 px so it stays legible and uploads fast. Placement documents over 10 MB are refused.
 */
export function planUpload(folder: UploadFolder, fileName: string, bytes: number): UploadPlan {
  if (folder === 'placement_docs') {
    return bytes > uploads.maxBytes
      ? { action: 'refuse', message: tooLargeMessage(fileName) }
      : { action: 'send' };
  }
  const target = { maxBytes: uploads.compressTargetBytes, quality: uploads.jpegQuality };
  if (bytes > uploads.maxBytes)
    return { action: 'compress', maxSidePx: uploads.compressMaxSidePx, ...target };
  if (bytes > uploads.billReencodeAboveBytes) {
    return { action: 'compress', maxSidePx: uploads.billReencodeMaxSidePx, ...target };
  }
  return { action: 'send' };
}

/** After compression: a result still over the limit means compression failed. */
export function checkCompressed(fileName: string, bytes: number): string | null {
  return bytes > uploads.compressTargetBytes ? notCompressedMessage(fileName) : null;
}

/** The last check before sending, whatever happened before. */
export function finalUploadCheck(bytes: number): string | null {
  return bytes > uploads.maxBytes ? uploadMessages.finalCheck : null;
}

/** The longest side within `maxSidePx`, keeping the aspect ratio; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxSidePx: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSidePx / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
