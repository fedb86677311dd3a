import { compressWith, type CompressOptions, type Encoder } from './compressCore';
import type { CompressRequest } from './compress.worker';
import { workerReply } from './workerReply';

/** The main-thread fallback encoder, for browsers without OffscreenCanvas in workers. */
const canvasEncoder: Encoder = (image, width, height, quality) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D context'));
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new Error('The image could not be encoded'));
      },
      'image/jpeg',
      quality,
    );
  });
};

function inWorker(file: Blob, options: CompressOptions): Promise<Blob> {
  const worker = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
  return workerReply(worker, { file, options } satisfies CompressRequest);
}

/**
 * Scales and re-encodes an image as JPEG: in a web worker bundled with the app (createImageBitmap and
 * OffscreenCanvas), or on the main thread's canvas where workers cannot do it.
 */
export async function compressImage(file: Blob, options: CompressOptions): Promise<Blob> {
  if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
    try {
      return await inWorker(file, options);
    } catch {
      // Some browsers have OffscreenCanvas but cannot decode or encode in a worker: try the main thread.
    }
  }
  return compressWith(file, options, canvasEncoder);
}
