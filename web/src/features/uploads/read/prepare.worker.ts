/// <reference lib="webworker" />
import { offscreenPng, offscreenSurface, prepareWith } from './preparePhotoCore';
import type { WorkerReply } from '../workerReply';

export interface PrepareRequest {
  photo: Blob;
  maxSidePx: number;
}

/** Prepares a bill photo for OCR off the main thread: the Spent dialog stays responsive meanwhile. */
self.onmessage = (event: MessageEvent<PrepareRequest>) => {
  const { photo, maxSidePx } = event.data;
  prepareWith(photo, maxSidePx, offscreenSurface, offscreenPng).then(
    (blob) => {
      self.postMessage({ ok: true, blob } satisfies WorkerReply);
    },
    (error: unknown) => {
      self.postMessage({ ok: false, message: String(error) } satisfies WorkerReply);
    },
  );
};
