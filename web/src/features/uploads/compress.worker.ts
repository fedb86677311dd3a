/// <reference lib="webworker" />
import { compressWith, offscreenEncoder, type CompressOptions } from './compressCore';
import type { WorkerReply } from './workerReply';

export interface CompressRequest {
  file: Blob;
  options: CompressOptions;
}

/** Decodes, scales and re-encodes off the main thread, so the modal stays responsive on a phone. */
self.onmessage = (event: MessageEvent<CompressRequest>) => {
  const { file, options } = event.data;
  compressWith(file, options, offscreenEncoder).then(
    (blob) => {
      self.postMessage({ ok: true, blob } satisfies WorkerReply);
    },
    (error: unknown) => {
      self.postMessage({ ok: false, message: String(error) } satisfies WorkerReply);
    },
  );
};
