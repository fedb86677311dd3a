import { z } from 'zod';
import { uploadFolderSchema } from '../uploads/folders.js';
import { uploadIdSchema } from '../uploads/publicId.js';

export const deleteFileInput = z.strictObject({ folder: uploadFolderSchema, id: uploadIdSchema });

/** `alreadyGone`: there was no such file (deleted before, by someone else or by an earlier attempt). */
export const deleteFileOutput = z.object({ status: z.enum(['deleted', 'alreadyGone']) });

export type DeleteFileInput = z.input<typeof deleteFileInput>;
export type DeleteFileOutput = z.output<typeof deleteFileOutput>;
