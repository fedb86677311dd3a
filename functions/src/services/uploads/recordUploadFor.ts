import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpsError } from 'firebase-functions/v2/https';
import type { RecordUploadOutput } from '../../domain/api/recordUpload.js';
import { abandonedClaimMs, uploads } from '../../domain/constants.js';
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

/** How long a call waits for another call recording the same upload, well within the callable timeout. */
const WAIT_FOR_OTHER_MS = 20_000;
const POLL_MS = 25;

function refused(why: string): HttpsError {
  return new HttpsError('permission-denied', `This upload cannot be recorded: ${why}.`);
}

/**
 * Records an upload once: the host's answer must carry the host's signature (checked in constant time),
 * the caller must hold the ticket signed for that public id, unused or used for this very version, and
 * what is stored is the host's own description of the asset and the hash of the bytes it holds. Of calls
 * sent at once with the same answer (a retry after a lost reply while the first still runs), one claims
 * the ticket and writes the record, its count and its history entry; the others wait and get the same
 * answer.
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
  const done = { folder, id };
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
    if (ticket.used.recorded || (await store.get(recordPath)) !== null) return done;
  } else if (ticket.expiresAt < now()) {
    throw refused('its signature expired');
  }

  // The asset must still be the one version this signature stored (the host keeps it: overwrite false).
  const asset = await host.findAsset(publicId);
  if (asset?.version !== version) throw refused('the image host does not hold this upload');
  const format = mediaTypeOfFormat(asset.format);
  if (!format || asset.bytes > uploads.maxBytes) {
    await host.destroy(publicId);
    throw new HttpsError('failed-precondition', 'Only PNG or JPEG images up to 10 MB can be uploaded.');
  }

  const token = randomUUID();
  const deadline = now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const claim = await claimTicket(store, id, version, token, now());
    if (claim.mine) break;
    if (claim.used?.version !== version) throw refused('its signature was already used');
    if (claim.used.recorded || (await store.get(recordPath)) !== null) return done;
    if (now() > deadline) {
      throw new HttpsError('aborted', 'This upload is still being recorded. Please try again in a moment.');
    }
    await sleep(POLL_MS);
  }

  try {
    const content = await storedContent(host, asset);
    const at = now();
    const writes = await recordWrites(store, { folder, id, asset, format, ticket, caller, at, content });
    // The fence: only the call still holding the claim writes, and in one atomic update.
    const fence = await store.transaction<UploadTicket>(ticketPath(id), (current) => {
      if (current === null) return null;
      return current.used?.claim === token && !current.used.recorded
        ? { ...current, used: { version, at: now(), claim: token } }
        : undefined;
    });
    if (fence.value?.used?.claim !== token || fence.value.used.recorded) {
      if (fence.value?.used?.recorded) return done;
      throw new HttpsError('aborted', 'This upload is still being recorded. Please try again in a moment.');
    }
    writes[`${ticketPath(id)}/used`] = { version, at, recorded: true };
    await store.update(writes);
    return done;
  } catch (error) {
    await releaseClaim(store, id, token);
    throw error;
  }
}

interface Claim {
  mine: boolean;
  used: UploadTicket['used'];
}

/** Claims the ticket for this call, unless another live call holds it or it was recorded. */
async function claimTicket(
  store: Store,
  id: string,
  version: number,
  token: string,
  at: number,
): Promise<Claim> {
  const result = await store.transaction<UploadTicket>(ticketPath(id), (current) => {
    // A stale null on the Realtime Database is written back as null, so the real value is retried.
    if (current === null) return null;
    const { used } = current;
    if (used && (used.version !== version || used.recorded)) return undefined;
    if (used?.claim && used.at >= at - abandonedClaimMs) return undefined;
    return { ...current, used: { version, at, claim: token } };
  });
  const used = result.value?.used;
  return { mine: result.committed && used?.claim === token, used };
}

/** After a failure: the ticket stays bound to this version, and the next call may claim it at once. */
async function releaseClaim(store: Store, id: string, token: string): Promise<void> {
  await store.transaction<UploadTicket>(ticketPath(id), (current) => {
    if (current?.used?.claim !== token || current.used.recorded) return undefined;
    return { ...current, used: { version: current.used.version, at: current.used.at } };
  });
}

/** The SHA-256 of the bytes the host holds, read back from it and checked against the host's own MD5. */
async function storedContent(host: ImageHost, asset: StoredAsset): Promise<{ sha256: string }> {
  const bytes = await host.download(asset);
  const md5 = createHash('md5').update(bytes).digest('hex');
  if (bytes.length !== asset.bytes || (asset.etag !== undefined && asset.etag !== md5)) {
    throw new Error(`The image host delivered other bytes than it describes for ${asset.publicId}`);
  }
  return { sha256: createHash('sha256').update(bytes).digest('hex') };
}

interface RecordParts {
  folder: UploadFolder;
  id: string;
  asset: StoredAsset;
  format: UploadRecord['format'];
  ticket: UploadTicket;
  caller: Caller;
  at: number;
  content: { sha256: string };
}

/** The record, its index entries and the hash entry when this content is new to the folder. */
async function recordWrites(
  store: Store,
  { folder, id, asset, format, ticket, caller, at, content }: RecordParts,
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
    sha256: content.sha256,
    ...(asset.etag ? { etag: asset.etag } : {}),
    ...(ticket.read ? { read: ticket.read } : {}),
  };
  const writes: Record<string, unknown> = { [`${folder}/${id}`]: record };
  Object.assign(writes, uploadIndexWrites(folder, id, record, store.newId()));
  const hashPath = uploadHashPath(folder, content.sha256);
  if ((await store.get(hashPath)) === null) {
    const entry: UploadHashEntry = {
      id,
      uploadedAt: at,
      uploadedBy: caller.email ?? caller.uid,
      uid: caller.uid,
      fileName: ticket.fileName,
    };
    writes[hashPath] = entry;
  }
  return writes;
}
