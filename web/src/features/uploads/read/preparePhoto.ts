import type { PrepareRequest } from './prepare.worker';
import { workerReply } from '../workerReply';
import { prepareWith, type Encode, type SurfaceOf } from './preparePhotoCore';

const pageSurface: SurfaceOf = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context');
  return { canvas, context };
};

const pagePng: Encode = ({ canvas }) =>
  new Promise((resolve, reject) => {
    if (canvas instanceof OffscreenCanvas) {
      resolve(canvas.convertToBlob({ type: 'image/png' }));
      return;
    }
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('The image could not be encoded'));
    }, 'image/png');
  });

function inWorker(photo: Blob, maxSidePx: number): Promise<Blob> {
  const worker = new Worker(new URL('./prepare.worker.ts', import.meta.url), { type: 'module' });
  return workerReply(worker, { photo, maxSidePx } satisfies PrepareRequest);
}

/**
 * A bill photo prepared for OCR (found, flattened, its light evened): in a web worker bundled with the
 * app, or on the main thread's canvas where a worker cannot decode or draw.
 */
export async function preparePhoto(photo: Blob, maxSidePx: number): Promise<Blob> {
  if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
    try {
      return await inWorker(photo, maxSidePx);
    } catch {
      // Some browsers have OffscreenCanvas but cannot decode or draw in a worker: try the main thread.
    }
  }
  return prepareWith(photo, maxSidePx, pageSurface, pagePng);
}
