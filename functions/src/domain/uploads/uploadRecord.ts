import { z } from 'zod';
import { billReadSchema } from '../bills/billRead.js';
import { serverBillReadSchema } from '../bills/serverRead.js';
import { textProblem, textProblemMessages, withoutHiddenFormat } from '../text.js';
import { orgTimeFormat } from '../time/orgTime.js';
import { uploadDeptSchema } from './folders.js';
import { uploadMediaTypes } from './imageType.js';

export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'Must be a SHA-256 in hex.');

/**
 * An upload's file name as stored: the user's own name for it, without hidden format characters
 * ('file\u200Bname.png' is 'filename.png', also when an older record is read), trimmed and clean text.
 */
export const uploadFileNameSchema = z
  .string()
  .overwrite(withoutHiddenFormat)
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
  /**
   * SHA-256 for duplicate warnings: of the bytes the host stores, as the server read them back (older
   * records: of the file the user chose, as the phone said).
   */
  sha256: sha256Schema,
  /** The host's MD5 of the stored bytes (Cloudinary's `etag`), which the server checked; older records lack it. */
  etag: z.string().optional(),
  /** The spend entry this bill proves (bills only), once it is on one. */
  entryId: z.string().optional(),
  /** What the phone read from the bill photo and whether the person used it (bills only; issue 48). */
  read: billReadSchema.optional(),
  /** What the server read from the stored image itself (bills only). */
  serverRead: serverBillReadSchema.optional(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/**
 * The compact entry at `uploadHashes/{folder}/{sha256}`: the first upload of that content, keyed by the
 * hash of the bytes the host stores (never by what a phone claims). `uid` is missing on older entries.
 */
export const uploadHashEntrySchema = z.object({
  id: z.string(),
  uploadedAt: z.number().int(),
  uploadedBy: z.string(),
  uid: z.string().optional(),
  fileName: z.string(),
});
export type UploadHashEntry = z.infer<typeof uploadHashEntrySchema>;

/**
 * What a staff user is told about content already in the folder: their own upload's name and date, or
 * only the date of a colleague's (who it was is for admins, in the file library).
 */
export const duplicateNoticeSchema = z.discriminatedUnion('whose', [
  z.object({ whose: z.literal('mine'), uploadedAt: z.number().int(), fileName: z.string() }),
  z.object({ whose: z.literal('colleague'), uploadedAt: z.number().int() }),
]);
export type DuplicateNotice = z.infer<typeof duplicateNoticeSchema>;

const createdAtFormat = orgTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** The `created_at` text, in the staff's time zone: 'Mon, Jan 5, 2025, 03:04 PM'. */
export function createdAtText(epochMs: number): string {
  return createdAtFormat.format(new Date(epochMs));
}
