import { HttpsError } from 'firebase-functions/v2/https';
import type { SignUploadOutput } from '../../domain/api/signUpload.js';
import { uploads } from '../../domain/constants.js';
import { mayUpload, type UploadDept, type UploadFolder } from '../../domain/uploads/folders.js';
import { publicIdOf } from '../../domain/uploads/publicId.js';
import { uploadHashEntrySchema } from '../../domain/uploads/uploadRecord.js';
import type { ImageHost } from '../../ports/imageHost.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { hostFormats, ticketPath, uploadHashPath, type UploadTicket } from './uploadTicket.js';

export interface UploadRequest {
  folder: UploadFolder;
  dept: UploadDept;
  fileName: string;
  sha256: string;
  allowDuplicate: boolean;
}

/**
 * Signs one upload for the caller: the server picks the public id (a fresh push id under the folder), so
 * a browser can neither choose nor overwrite another asset, and keeps a ticket that `recordUpload` needs.
 * Content already in the folder is answered with who uploaded it when, unless the user chose to go on.
 */
export async function signUploadFor(
  store: Store,
  host: ImageHost,
  request: UploadRequest,
  caller: Caller,
  now: () => number = Date.now,
): Promise<SignUploadOutput> {
  const { folder, dept, fileName, sha256 } = request;
  if (!mayUpload(caller.roles, folder, dept)) {
    throw new HttpsError(
      'permission-denied',
      `Your role cannot upload to ${folder} from the ${dept} screen.`,
    );
  }
  if (!request.allowDuplicate) {
    const duplicate = uploadHashEntrySchema.safeParse(await store.get(uploadHashPath(folder, sha256)));
    if (duplicate.success) return { status: 'duplicate', duplicate: duplicate.data };
  }
  const id = store.newId();
  const issuedAt = now();
  const ticket: UploadTicket = {
    uid: caller.uid,
    folder,
    dept,
    fileName,
    sha256,
    issuedAt,
    expiresAt: issuedAt + uploads.ticketLifetimeMs,
  };
  await store.set(ticketPath(id), ticket);
  const signed = host.signUpload({
    folder,
    id,
    timestamp: Math.floor(issuedAt / 1000),
    allowedFormats: hostFormats,
  });
  return {
    status: 'signed',
    cloudName: signed.cloudName,
    publicId: publicIdOf(folder, id),
    fields: signed.fields,
  };
}
