import type { UploadFolder } from '@domain/uploads/folders';
import { imageTypeOfBytes, MAGIC_BYTES, type UploadMediaType } from '@domain/uploads/imageType';
import { planUpload } from './sizeRules';
import { uploadMessages } from './uploadMessages';

/** PNG or JPEG by the file's first bytes; its name and the browser's MIME guess are not trusted. */
export async function sniffImageType(file: Blob): Promise<UploadMediaType | null> {
  const head = new Uint8Array(await file.slice(0, MAGIC_BYTES).arrayBuffer());
  return imageTypeOfBytes(head);
}

/** SHA-256 of the content in hex, for the duplicate warning. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Why a chosen file cannot be uploaded to `folder` (not a PNG or JPEG by its bytes, or refused by the
 * size rules), or null: the check every dialog that takes images runs when a file is chosen.
 */
export async function chosenImageProblem(folder: UploadFolder, file: File): Promise<string | null> {
  if ((await sniffImageType(file)) === null) return uploadMessages.invalidType;
  const plan = planUpload(folder, file.name, file.size);
  return plan.action === 'refuse' ? plan.message : null;
}
