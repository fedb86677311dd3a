import { z } from 'zod';
import { TransientSendError } from '../../lib/submission/sendPolicy';

/** What the image host signed in its answer; the server checks it and asks the host for the rest. */
const hostAnswerSchema = z.object({ public_id: z.string(), version: z.number(), signature: z.string() });
export type HostAnswer = z.infer<typeof hostAnswerSchema>;

export class HostUploadError extends Error {}

/** A post that makes no progress for this long is given up and tried again later (with backoff). */
export const HOST_STALL_MS = 30_000;

/**
 * Posts the file with its signed fields straight to the image host. XHR, because only its
 * `upload.onprogress` reports how much of the body has been sent (fetch cannot). A post with no
 * progress for `stallMs` (a held reply, a dead connection) is aborted as a failure worth retrying.
 */
export function postToHost(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
  stallMs = HOST_STALL_MS,
): Promise<HostAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, fileName);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        xhr.abort();
        reject(new TransientSendError('The image host stopped answering'));
      }, stallMs);
    };
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onprogress = watch;
    xhr.onloadend = () => {
      clearTimeout(stall);
    };
    xhr.onload = () => {
      const answer = hostAnswerSchema.safeParse(xhr.response);
      if (xhr.status === 200 && answer.success) resolve(answer.data);
      else if (xhr.status >= 500)
        reject(new TransientSendError(`The image host answered ${String(xhr.status)}`));
      else reject(new HostUploadError(`The image host answered ${String(xhr.status)}`));
    };
    xhr.onerror = () => {
      reject(new TransientSendError('The image host could not be reached'));
    };
    watch();
    xhr.send(form);
  });
}
