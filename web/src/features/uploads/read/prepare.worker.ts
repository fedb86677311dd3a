/// <reference lib="webworker" />
import { offscreenPng, offscreenSurface, prepareWith } from './preparePhotoCore';

export interface PrepareRequest {
  photo: Blob;
  maxSidePx: number;
}

export type PrepareReply = { ok: true; blob: Blob } | { ok: false; message: string };

/** Prepares a bill photo for OCR off the main thread: the Spent dialog stays responsive meanwhile. */
self.onmessage = (event: MessageEvent<PrepareRequest>) => {
  const { photo, maxSidePx } = event.data;
  prepareWith(photo, maxSidePx, offscreenSurface, offscreenPng).then(
    (blob) => {
      self.postMessage({ ok: true, blob } satisfies PrepareReply);
    },
    (error: unknown) => {
      self.postMessage({ ok: false, message: String(error) } satisfies PrepareReply);
    },
  );
};
