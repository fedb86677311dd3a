import type { BillRead } from '@domain/bills/billRead';
import type { UploadDept, UploadFolder } from '@domain/uploads/folders';
import { checkCompressed, finalUploadCheck, planUpload } from './sizeRules';
import type { UploadPayload } from '../../lib/submission/entry';
import { compressImage } from './compress';
import { sha256Hex } from './imageFile';

export type PreparedUpload =
  { kind: 'ready'; payload: UploadPayload; bytes: ArrayBuffer } | { kind: 'refused'; message: string };

interface UploadJob {
  file: File;
  folder: UploadFolder;
  dept: UploadDept;
  allowDuplicate: boolean;
  /** What the phone read from a bill photo, kept with its record. */
  read?: BillRead | undefined;
}

/**
 * What is done at once, with or without a network: hash the image, compress it if the rules say so,
 * check it a last time, and keep its bytes for the outbox.
 */
export async function prepareUpload({
  file,
  folder,
  dept,
  allowDuplicate,
  read,
}: UploadJob): Promise<PreparedUpload> {
  const sha256 = await sha256Hex(file);
  const plan = planUpload(folder, file.name, file.size);
  if (plan.action === 'refuse') return { kind: 'refused', message: plan.message };
  let body: Blob = file;
  if (plan.action === 'compress') {
    try {
      body = await compressImage(file, plan);
    } catch {
      return { kind: 'refused', message: checkCompressed(file.name, Number.POSITIVE_INFINITY) ?? '' };
    }
    const notCompressed = checkCompressed(file.name, body.size);
    if (notCompressed) return { kind: 'refused', message: notCompressed };
  }
  const tooLarge = finalUploadCheck(body.size);
  if (tooLarge) return { kind: 'refused', message: tooLarge };
  return {
    kind: 'ready',
    payload: {
      folder,
      dept,
      fileName: file.name,
      mediaType: body.type || file.type,
      sha256,
      allowDuplicate,
      ...(read ? { read } : {}),
    },
    bytes: await body.arrayBuffer(),
  };
}
