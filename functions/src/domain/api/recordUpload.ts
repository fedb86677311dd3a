import { z } from 'zod';
import { uploadFolderSchema } from '../uploads/folders.js';
import { publicIdSchema } from '../uploads/publicId.js';

/**
 * The image host's answer to an upload, as the browser received it: only what the host signed. Size,
 * dimensions and format are then asked of the host, never taken from the browser.
 */
export const recordUploadInput = z.strictObject({
  public_id: publicIdSchema,
  version: z.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{40}$/, 'Must be the host response signature.'),
});

/** Where the record is: `{folder}/{id}`. */
export const recordUploadOutput = z.object({ folder: uploadFolderSchema, id: z.string() });
export type RecordUploadInput = z.input<typeof recordUploadInput>;
export type RecordUploadOutput = z.output<typeof recordUploadOutput>;
