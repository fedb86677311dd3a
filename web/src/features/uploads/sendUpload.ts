import { orgTimeText } from '@domain/time/orgTime';
import type { DuplicateNotice } from '@domain/uploads/uploadRecord';
import { readEnv } from '../../config/env';
import { call } from '../../lib/callables';
import type { EntryResult, OutboxEntry } from '../../lib/submission/entry';
import type { SendContext } from '../../lib/submission/outbox';
import { RefusedWithDetail } from '../../lib/submission/sendPolicy';
import { postToHost } from './postToHost';

const uploadUrl = (cloudName: string) =>
  `${readEnv().VITE_IMAGE_HOST_URL}/v1_1/${encodeURIComponent(cloudName)}/image/upload`;

/** The duplicate warning's words, kept with a refused entry so the Outbox can show them. */
export function duplicateText(duplicate: DuplicateNotice): string {
  const on = orgTimeText(duplicate.uploadedAt);
  return duplicate.whose === 'mine'
    ? `You already uploaded this file on ${on} (as ${duplicate.fileName}).`
    : `This file was uploaded before by a colleague on ${on}.`;
}

/**
 * Sends a queued photo: the server signs the upload now (a ticket lasts an hour, so never at capture),
 * the bytes go to the image host, and the host's answer is kept with the entry before the server
 * records it, so a resend after a lost reply records that same upload once.
 */
export async function sendUpload(entry: OutboxEntry, context: SendContext): Promise<EntryResult> {
  if (entry.kind !== 'upload') throw new Error(`Not an upload entry: ${entry.kind}`);
  const { upload } = entry;
  let answer = upload.answer;
  if (!answer) {
    const signed = await call('signUpload', {
      folder: upload.folder,
      dept: upload.dept,
      fileName: upload.fileName,
      sha256: upload.sha256,
      allowDuplicate: upload.allowDuplicate,
      ...(upload.read ? { read: upload.read } : {}),
      // Every post of one entry lands on one asset: the server derives its public id from this.
      entryId: entry.id,
    });
    if (signed.status === 'duplicate') {
      throw new RefusedWithDetail(duplicateText(signed.duplicate), 'duplicate', { ...signed.duplicate });
    }
    const body = new Blob([await context.readBytes()], { type: upload.mediaType });
    answer = await postToHost(
      uploadUrl(signed.cloudName),
      signed.fields,
      body,
      upload.fileName,
      context.onProgress,
    );
    await context.update({ upload: { ...upload, answer } });
  }
  await call('recordUpload', answer);
  return {};
}
