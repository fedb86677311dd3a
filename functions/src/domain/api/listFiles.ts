import { z } from 'zod';
import { fileLimits } from '../files/fileLimits.js';
import { uidSchema } from '../ids.js';
import { textProblem, textProblemMessages } from '../text.js';
import { uploadFolderSchema } from '../uploads/folders.js';
import { uploadMediaTypes } from '../uploads/imageType.js';
import { uploadIdSchema } from '../uploads/publicId.js';

const epochMs = z.number().int().nonnegative().max(8.64e15);

/** Where a page ends: its last (oldest) file. The next page starts after it. */
export const fileCursor = z.strictObject({ createdAt: epochMs, id: uploadIdSchema });

const searchText = z
  .string()
  .max(fileLimits.maxSearchLength)
  .superRefine((value, context) => {
    const problem = textProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: textProblemMessages[problem] });
  })
  .transform((value) => value.trim());

export const listFilesMessages = {
  staffUnknown: 'Choose one of the listed staff.',
} as const;

/** An uploader's uid, as the staff filter sends it (the web ignores a link's value that is not one). */
export const fileStaffFilter = uidSchema(listFilesMessages.staffUnknown);

/** One page of a folder's files, newest first: filtered by uploader, a name search and an inclusive upload-time range. */
export const listFilesInput = z
  .strictObject({
    folder: uploadFolderSchema,
    search: searchText.optional(),
    /** Epoch ms, inclusive: the start of the admin's local start day. */
    from: epochMs.optional(),
    /** Epoch ms, inclusive: the end of the admin's local end day. */
    to: epochMs.optional(),
    /** The uploader's uid, as the output's `staff` lists them. */
    staff: fileStaffFilter.optional(),
    after: fileCursor.optional(),
  })
  .refine((input) => input.from === undefined || input.to === undefined || input.from <= input.to, {
    message: 'The start must not be after the end.',
    path: ['to'],
  });

export const fileItem = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  format: z.enum(uploadMediaTypes),
  createdAt: z.number(),
  /** Who uploaded it: the account's email (its uid when it has none); absent on files from before. */
  uploadedBy: z.string().optional(),
  /** The delivery URL of the uploaded bytes (downloads). */
  url: z.string(),
  /** Size-limited delivery URLs for the detail preview and the thumbnails. */
  previewUrl: z.string(),
  thumbnailUrl: z.string(),
  /** The spend entry this bill proves, if it is on one. */
  entryId: z.string().optional(),
});

export const listFilesOutput = z.object({
  files: z.array(fileItem),
  /** How many files match the search and range in all. */
  total: z.number().int().nonnegative(),
  /** Up to 8 distinct matching names, newest first; empty without a search. */
  suggestions: z.array(z.string()),
  next: fileCursor.nullable(),
  /** Everyone with files in the folder, for the staff filter, by label. */
  staff: z.array(z.object({ uid: z.string(), label: z.string() })),
});

export type FileItem = z.output<typeof fileItem>;
export type FileCursor = z.output<typeof fileCursor>;
export type ListFilesInput = z.input<typeof listFilesInput>;
export type ListFilesOutput = z.output<typeof listFilesOutput>;
