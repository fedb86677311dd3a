import { prepareBill } from '@domain/bills/photo/prepareBill';
import { fitWithin } from '../sizeRules';

/** A canvas either kind of thread can draw on: an OffscreenCanvas in a worker, a page's canvas otherwise. */
export interface Surface {
  canvas: OffscreenCanvas | HTMLCanvasElement;
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
}

export type SurfaceOf = (width: number, height: number) => Surface;
export type Encode = (surface: Surface) => Promise<Blob>;

/**
 * A bill photo as OCR reads it best: scaled so its long side is at most `maxSidePx`, then the bill
 * found, flattened and its light evened out (`prepareBill`, the server's very steps), as a PNG.
 */
export async function prepareWith(photo: Blob, maxSidePx: number, surfaceOf: SurfaceOf, encode: Encode) {
  const bitmap = await createImageBitmap(photo);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSidePx);
    const drawn = surfaceOf(width, height);
    drawn.context.drawImage(bitmap, 0, 0, width, height);
    const prepared = prepareBill(drawn.context.getImageData(0, 0, width, height));
    const out = surfaceOf(prepared.width, prepared.height);
    const pixels = out.context.createImageData(prepared.width, prepared.height);
    prepared.data.forEach((value, index) => {
      pixels.data.set([value, value, value, 255], index * 4);
    });
    out.context.putImageData(pixels, 0, 0);
    return await encode(out);
  } finally {
    bitmap.close();
  }
}

export const offscreenSurface: SurfaceOf = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context');
  return { canvas, context };
};

export const offscreenPng: Encode = ({ canvas }) =>
  canvas instanceof OffscreenCanvas
    ? canvas.convertToBlob({ type: 'image/png' })
    : Promise.reject(new Error('Not offscreen'));
