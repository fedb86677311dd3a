import type { SignUploadInput, SignUploadOutput } from '@domain/api/signUpload';
import type { RecordUploadInput, RecordUploadOutput } from '@domain/api/recordUpload';
import type { UploadDept, UploadFolder } from '@domain/uploads/folders';
import { checkCompressed, finalUploadCheck, planUpload } from '@domain/uploads/sizeRules';
import type { UploadHashEntry } from '@domain/uploads/uploadRecord';
import { compressImage } from './compress';
import { sha256Hex } from './imageFile';
import { postToHost } from './postToHost';

export interface UploadSteps {
  sign: (input: SignUploadInput) => Promise<SignUploadOutput>;
  record: (input: RecordUploadInput) => Promise<RecordUploadOutput>;
  /** `{host}/v1_1/{cloudName}/image/upload` for a cloud name. */
  uploadUrl: (cloudName: string) => string;
}

export type UploadOutcome =
  | { kind: 'done' }
  | { kind: 'duplicate'; duplicate: UploadHashEntry }
  /** A check refused the file before anything was sent; the message says why. */
  | { kind: 'refused'; message: string };

interface UploadJob {
  file: File;
  folder: UploadFolder;
  dept: UploadDept;
  allowDuplicate: boolean;
  onProgress: (percent: number) => void;
}

/**
 * One image: hash it, compress it if the rules say so, check it a last time, have the server sign it,
 * post it to the image host, and have the server record it. Throws when the upload itself failed.
 */
export async function uploadOne(steps: UploadSteps, job: UploadJob): Promise<UploadOutcome> {
  const { file, folder, dept } = job;
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

  const signed = await steps.sign({
    folder,
    dept,
    fileName: file.name,
    sha256,
    allowDuplicate: job.allowDuplicate,
  });
  if (signed.status === 'duplicate') return { kind: 'duplicate', duplicate: signed.duplicate };
  const answer = await postToHost(
    steps.uploadUrl(signed.cloudName),
    signed.fields,
    body,
    file.name,
    job.onProgress,
  );
  await steps.record(answer);
  return { kind: 'done' };
}
