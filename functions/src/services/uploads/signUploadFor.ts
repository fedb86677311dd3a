import { HttpsError } from 'firebase-functions/v2/https';
import type { SignUploadOutput } from '../../domain/api/signUpload.js';
import { uploads } from '../../domain/constants.js';
import { mayUpload, type UploadDept, type UploadFolder } from '../../domain/uploads/folders.js';
import { entryUploadId } from '../../domain/uploads/entryUploadId.js';
import { publicIdOf } from '../../domain/uploads/publicId.js';
import { uploadHashEntrySchema, type DuplicateNotice } from '../../domain/uploads/uploadRecord.js';
import type { ImageHost } from '../../ports/imageHost.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { billReadDayProblem, billReadMessages, type BillRead } from '../../domain/bills/billRead.js';
import { readSpendPolicy } from '../spendEntries/policyStore.js';
import { hostFormats, ticketPath, uploadHashPath, type UploadTicket } from './uploadTicket.js';

export interface UploadRequest {
  folder: UploadFolder;
  dept: UploadDept;
  fileName: string;
  sha256: string;
  allowDuplicate: boolean;
  entryId?: string | undefined;
  read?: BillRead | undefined;
}

/**
 * Signs one upload for the caller. The server picks the public id: derived from the account and the
 * phone's outbox entry when the app sends it (every post of one entry lands on one asset), else a fresh
 * push id. A browser can neither choose nor overwrite another asset (the host is told `overwrite: false`),
 * and `recordUpload` needs the ticket kept here. Content already in the folder is answered with when (and,
 * for the user's own upload, under what name) unless the user chose to go on.
 */
export async function signUploadFor(
  store: Store,
  host: ImageHost,
  request: UploadRequest,
  caller: Caller,
  now: () => number = Date.now,
): Promise<SignUploadOutput> {
  const { folder, dept, fileName, sha256, entryId, read } = request;
  if (read && folder !== 'bills') {
    const message = billReadMessages.notABill;
    throw new HttpsError('invalid-argument', `read: ${message}`, {
      fieldErrors: [{ field: 'read', message }],
    });
  }
  const dayProblem =
    read?.status === 'read' && read.day !== undefined
      ? billReadDayProblem(read.day, now(), (await readSpendPolicy(store)).maxDaysBack)
      : undefined;
  if (dayProblem) {
    throw new HttpsError('invalid-argument', `read.day: ${dayProblem}`, {
      fieldErrors: [{ field: 'read.day', message: dayProblem }],
    });
  }
  if (!mayUpload(caller.roles, folder, dept)) {
    throw new HttpsError(
      'permission-denied',
      `Your role cannot upload to ${folder} from the ${dept} screen.`,
    );
  }
  const id = entryId ? await entryUploadId(caller.uid, entryId) : store.newId();
  // A later post of an entry already recorded is that same upload, not a duplicate of it.
  const recordedBefore = entryId !== undefined && (await store.get(`${folder}/${id}`)) !== null;
  if (!request.allowDuplicate && !recordedBefore) {
    const duplicate = uploadHashEntrySchema.safeParse(await store.get(uploadHashPath(folder, sha256)));
    if (duplicate.success) return { status: 'duplicate', duplicate: noticeFor(duplicate.data, caller) };
  }
  const issuedAt = now();
  const fresh: UploadTicket = {
    uid: caller.uid,
    folder,
    dept,
    fileName,
    sha256,
    issuedAt,
    expiresAt: issuedAt + uploads.ticketLifetimeMs,
    ...(entryId ? { entryId } : {}),
    ...(read ? { read } : {}),
  };
  const kept = await store.transaction<UploadTicket>(ticketPath(id), (current) => {
    if (current === null) return fresh;
    if (current.uid !== caller.uid || current.folder !== folder) return undefined;
    // The same entry signed again: what it was used for stays, the new signature lives as long as it.
    return { ...current, issuedAt, expiresAt: fresh.expiresAt };
  });
  if (!kept.committed) throw new HttpsError('permission-denied', 'This upload cannot be signed.');
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

/** The caller's own upload by name and date; a colleague's by date only. */
function noticeFor(
  entry: { uploadedAt: number; uploadedBy: string; uid?: string | undefined; fileName: string },
  caller: Caller,
): DuplicateNotice {
  const mine =
    entry.uid !== undefined ? entry.uid === caller.uid : entry.uploadedBy === (caller.email ?? caller.uid);
  return mine
    ? { whose: 'mine', uploadedAt: entry.uploadedAt, fileName: entry.fileName }
    : { whose: 'colleague', uploadedAt: entry.uploadedAt };
}
