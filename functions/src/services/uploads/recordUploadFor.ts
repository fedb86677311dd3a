import { HttpsError } from 'firebase-functions/v2/https';
import type { RecordUploadOutput } from '../../domain/api/recordUpload.js';
import { uploads } from '../../domain/constants.js';
import { mayUpload, type UploadFolder } from '../../domain/uploads/folders.js';
import { mediaTypeOfFormat } from '../../domain/uploads/imageType.js';
import { createdAtText, type UploadHashEntry, type UploadRecord } from '../../domain/uploads/uploadRecord.js';
import type { ImageHost, StoredAsset } from '../../ports/imageHost.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { uploadIndexWrites } from '../files/fileWrites.js';
import { ticketPath, uploadHashPath, type UploadTicket } from './uploadTicket.js';

export interface HostAnswer {
  public_id: { folder: UploadFolder; id: string; publicId: string };
  version: number;
  signature: string;
}

function refused(why: string): HttpsError {
  return new HttpsError('permission-denied', `This upload cannot be recorded: ${why}.`);
}

/**
 * Records an upload once: the host's answer must carry the host's signature (checked in constant time),
 * the caller must hold the unused ticket signed for that public id, and what is stored is the host's own
 * description of the asset. The same answer sent again stores nothing more.
 */
export async function recordUploadFor(
  store: Store,
  host: ImageHost,
  answer: HostAnswer,
  caller: Caller,
  now: () => number = Date.now,
): Promise<RecordUploadOutput> {
  const { folder, id, publicId } = answer.public_id;
  const { version } = answer;
  if (!host.verifyUploadResponse({ publicId, version, signature: answer.signature })) {
    throw refused('the image host did not sign this answer');
  }
  const ticket = await store.get<UploadTicket>(ticketPath(id));
  if (ticket?.uid !== caller.uid || ticket.folder !== folder)
    throw refused('no upload of yours was signed for it');
  if (!mayUpload(caller.roles, folder, ticket.dept)) throw refused(`your role cannot upload to ${folder}`);
  const recordPath = `${folder}/${id}`;
  if (ticket.used) {
    if (ticket.used.version !== version) throw refused('its signature was already used');
    if ((await store.get(recordPath)) !== null) return { folder, id };
  } else if (ticket.expiresAt < now()) {
    throw refused('its signature expired');
  }

  const asset = await host.findAsset(publicId);
  if (asset?.version !== version) throw refused('the image host does not hold this upload');
  const format = mediaTypeOfFormat(asset.format);
  if (!format || asset.bytes > uploads.maxBytes) {
    await host.destroy(publicId);
    throw new HttpsError('failed-precondition', 'Only PNG or JPEG images up to 10 MB can be uploaded.');
  }

  const at = now();
  const claim = await store.transaction<UploadTicket>(ticketPath(id), (current) => {
    // A stale null on the Realtime Database is written back as null, so the real value is retried.
    if (current === null) return null;
    if (current.used) return current.used.version === version ? current : undefined;
    return { ...current, used: { version, at } };
  });
  if (claim.value?.used?.version !== version) throw refused('its signature was already used');

  await store.update(await recordWrites(store, { folder, id, asset, format, ticket, caller, at }));
  return { folder, id };
}

interface RecordParts {
  folder: UploadFolder;
  id: string;
  asset: StoredAsset;
  format: UploadRecord['format'];
  ticket: UploadTicket;
  caller: Caller;
  at: number;
}

/** The record, and the hash index entry when this content is new to the folder, for one atomic write. */
async function recordWrites(
  store: Store,
  { folder, id, asset, format, ticket, caller, at }: RecordParts,
): Promise<Record<string, unknown>> {
  const record: UploadRecord = {
    secure_url: asset.secureUrl,
    public_id: asset.publicId,
    original_filename: ticket.fileName,
    size: asset.bytes,
    format,
    width: asset.width,
    height: asset.height,
    created_at: createdAtText(at),
    createdAt: at,
    dept: ticket.dept,
    uploadedBy: { uid: caller.uid, ...(caller.email ? { email: caller.email } : {}) },
    sha256: ticket.sha256,
  };
  const writes: Record<string, unknown> = { [`${folder}/${id}`]: record };
  Object.assign(writes, uploadIndexWrites(folder, id, record, store.newId()));
  const hashPath = uploadHashPath(folder, ticket.sha256);
  if ((await store.get(hashPath)) === null) {
    const entry: UploadHashEntry = {
      id,
      uploadedAt: at,
      uploadedBy: caller.email ?? caller.uid,
      fileName: ticket.fileName,
    };
    writes[hashPath] = entry;
  }
  return writes;
}
