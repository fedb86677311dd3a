import { z } from 'zod';
import { textProblem, textProblemMessages } from '../text.js';
import { ORG_TIME_ZONE } from '../constants.js';
import { uploadDeptSchema } from './folders.js';
import { uploadMediaTypes } from './imageType.js';

export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'Must be a SHA-256 in hex.');

/** An upload's file name as shown to admins: the user's own name for it, trimmed and clean text. */
export const uploadFileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .superRefine((value, context) => {
    const problem = textProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: textProblemMessages[problem] });
  });

/**
 * The record of one uploaded image at `{folder}/{id}`: the fields it always had (the host's description of
 * the stored asset, not the browser's) plus when, from which screen and by whom, and the content's hash.
 */
export const uploadRecordSchema = z.object({
  secure_url: z.url(),
  public_id: z.string(),
  original_filename: uploadFileNameSchema,
  /** Bytes, as stored by the host. */
  size: z.number().int().nonnegative(),
  format: z.enum(uploadMediaTypes),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** A display form, e.g. 'Mon, Jan 5, 2025, 03:04 PM' (older records hold only this). */
  created_at: z.string(),
  /** Epoch ms; indexed, for paging and date filters. */
  createdAt: z.number().int(),
  dept: uploadDeptSchema,
  uploadedBy: z.object({ uid: z.string(), email: z.string().optional() }),
  /** SHA-256 of the file the user chose (before any compression), for duplicate warnings. */
  sha256: sha256Schema,
  /** The spend entry this bill proves (bills only), once it is on one. */
  entryId: z.string().optional(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/** The compact entry at `uploadHashes/{folder}/{sha256}`: the first upload of that content. */
export const uploadHashEntrySchema = z.object({
  id: z.string(),
  uploadedAt: z.number().int(),
  uploadedBy: z.string(),
  fileName: z.string(),
});
export type UploadHashEntry = z.infer<typeof uploadHashEntrySchema>;

const createdAtFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: ORG_TIME_ZONE,
});

/** The `created_at` text, in the staff's time zone: 'Mon, Jan 5, 2025, 03:04 PM'. */
export function createdAtText(epochMs: number): string {
  return createdAtFormat.format(new Date(epochMs));
}
