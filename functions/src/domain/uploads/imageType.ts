/** The image types an upload may be: decided by a file's first bytes, never by its name or MIME guess. */
export const uploadMediaTypes = ['image/png', 'image/jpeg'] as const;
export type UploadMediaType = (typeof uploadMediaTypes)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** How many leading bytes `imageTypeOfBytes` needs. */
export const MAGIC_BYTES = PNG_SIGNATURE.length;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** PNG or JPEG by the magic number at the start of the content; null for anything else. */
export function imageTypeOfBytes(bytes: Uint8Array): UploadMediaType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** The image host's format name ('png', 'jpg', 'jpeg') as a media type; null for any other format. */
export function mediaTypeOfFormat(format: string): UploadMediaType | null {
  const name = format.toLowerCase();
  if (name === 'png') return 'image/png';
  if (name === 'jpg' || name === 'jpeg') return 'image/jpeg';
  return null;
}
