import { z } from 'zod';
import { billReadSchema } from '../bills/billRead.js';
import { requestIdSchema } from '../requestId.js';
import { uploadDeptSchema, uploadFolderSchema } from '../uploads/folders.js';
import { duplicateNoticeSchema, sha256Schema, uploadFileNameSchema } from '../uploads/uploadRecord.js';

/** A new upload's name: what the user sees, but never a path (a ZIP entry or a folder must not follow it). */
export const newUploadFileNameSchema = uploadFileNameSchema.refine(
  (name) => !/[/\\]/.test(name) && !name.includes('..'),
  'A file name cannot contain / or \\ or "..". Rename the file and choose it again.',
);

/** Asks to upload one image: where to, from which screen, and what it is (name and content hash). */
export const signUploadInput = z.strictObject({
  folder: uploadFolderSchema,
  dept: uploadDeptSchema,
  fileName: newUploadFileNameSchema,
  /** SHA-256 of the chosen file: only a hint for the warning before uploading, never stored as truth. */
  sha256: sha256Schema,
  /** The user saw the duplicate warning and chose 'Upload anyway'. */
  allowDuplicate: z.boolean().default(false),
  /**
   * The phone's outbox entry this photo belongs to: every post of one entry lands on one asset. Optional
   * only so entries queued by an older app version still send.
   */
  entryId: requestIdSchema.optional(),
  /** What the phone read from a bill photo, and whether the person used it: kept with the record. */
  read: billReadSchema.optional(),
});

/**
 * Either the same content is already in the folder (when, by whom, under what name) and nothing was
 * signed, or the form fields to post with the file to `{host}/v1_1/{cloudName}/image/upload`.
 */
export const signUploadOutput = z.discriminatedUnion('status', [
  z.object({ status: z.literal('duplicate'), duplicate: duplicateNoticeSchema }),
  z.object({
    status: z.literal('signed'),
    cloudName: z.string(),
    publicId: z.string(),
    fields: z.record(z.string(), z.string()),
  }),
]);
export type SignUploadInput = z.input<typeof signUploadInput>;
export type SignUploadOutput = z.output<typeof signUploadOutput>;
