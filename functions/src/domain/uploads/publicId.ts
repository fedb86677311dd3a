import { z } from 'zod';
import { idMessages, pushIdSchema } from '../ids.js';
import { uploadFolderSchema, type UploadFolder } from './folders.js';

/** A push id: the record's key, the ticket's key and the last part of the host's public id. */
export const uploadIdSchema = pushIdSchema(idMessages.upload);

/** The host's public id of an upload: `{folder}/{id}`; no `&` can occur, so signed values stay unambiguous. */
export const publicIdSchema = z
  .string()
  .max(100)
  .transform((value, context) => {
    const [folder, id, ...rest] = value.split('/');
    const parsedFolder = uploadFolderSchema.safeParse(folder);
    const parsedId = uploadIdSchema.safeParse(id);
    if (rest.length > 0 || !parsedFolder.success || !parsedId.success) {
      context.addIssue({ code: 'custom', message: 'Must be the public id of an upload.' });
      return z.NEVER;
    }
    return { folder: parsedFolder.data, id: parsedId.data, publicId: value };
  });

export function publicIdOf(folder: UploadFolder, id: string): string {
  return `${folder}/${id}`;
}
