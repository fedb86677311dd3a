import { z } from 'zod';
import type { Role } from '../roles.js';

/** The image collections: each is both the image host's folder and the Store collection of its records. */
export const uploadFolders = ['bills', 'placement_docs'] as const;
export const uploadFolderSchema = z.enum(uploadFolders);
export type UploadFolder = z.infer<typeof uploadFolderSchema>;

/** The screen an upload was made from; a record keeps it as `dept`. */
export const uploadDepts = ['sales', 'placement'] as const satisfies readonly Role[];
export const uploadDeptSchema = z.enum(uploadDepts);
export type UploadDept = z.infer<typeof uploadDeptSchema>;

/** Who may upload to each folder: bills from both visit screens, placement documents from placement only. */
export const folderDepts: Record<UploadFolder, readonly UploadDept[]> = {
  bills: ['sales', 'placement'],
  placement_docs: ['placement'],
};

/** True when an account holding `roles` may upload to `folder` from the `dept` screen. */
export function mayUpload(roles: readonly Role[], folder: UploadFolder, dept: UploadDept): boolean {
  return roles.includes(dept) && folderDepts[folder].includes(dept);
}
