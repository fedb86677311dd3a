import { z } from 'zod';
import { fileAuditActions } from '../files/fileIndex.js';
import { uploadFolderSchema } from '../uploads/folders.js';
import { uploadIdSchema } from '../uploads/publicId.js';

export const fileHistoryInput = z.strictObject({ folder: uploadFolderSchema, id: uploadIdSchema });

export const fileHistoryEntry = z.object({
  id: z.string(),
  action: z.enum(fileAuditActions),
  at: z.number(),
  /** The email of who did it, or their uid when the token had none. */
  by: z.string(),
  fileName: z.string(),
});

/** A file's history, oldest first. */
export const fileHistoryOutput = z.object({ entries: z.array(fileHistoryEntry) });

export type FileHistoryInput = z.input<typeof fileHistoryInput>;
export type FileHistoryOutput = z.output<typeof fileHistoryOutput>;
