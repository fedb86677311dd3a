import { fitWithin } from './sizeRules';

export interface CompressOptions {
  maxSidePx: number;
  maxBytes: number;
  quality: number;
}

/** Draws a decoded image at a size and encodes it as JPEG: OffscreenCanvas in a worker, a canvas otherwise. */
export type Encoder = (image: ImageBitmap, width: number, height: number, quality: number) => Promise<Blob>;

/** Lower qualities tried in turn when the first encoding is still too large. */
const FALLBACK_QUALITIES = [0.7, 0.55, 0.4];

/**
 * Scales the image so its longest side is at most `maxSidePx` and encodes it as JPEG, lowering the
 * quality until it fits `maxBytes`; the last try is returned even when it does not fit (the caller says so).
 */
export async function compressWith(file: Blob, options: CompressOptions, encode: Encoder): Promise<Blob> {
  const image = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(image.width, image.height, options.maxSidePx);
    let blob = await encode(image, width, height, options.quality);
    for (const quality of FALLBACK_QUALITIES) {
      if (blob.size <= options.maxBytes || quality >= options.quality) break;
      blob = await encode(image, width, height, quality);
    }
    return blob;
  } finally {
    image.close();
  }
}

/** The worker's encoder: no DOM needed. */
export const offscreenEncoder: Encoder = async (image, width, height, quality) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  context.drawImage(image, 0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
};
