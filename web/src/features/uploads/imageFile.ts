import { imageTypeOfBytes, MAGIC_BYTES, type UploadMediaType } from '@domain/uploads/imageType';

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
