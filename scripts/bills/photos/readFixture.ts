import sharp from 'sharp';
import { readBillText, type BillReading } from '../../../functions/src/domain/bills/readBillText.js';
import type { Ocr } from '../../../functions/src/adapters/billReader/tesseractOcr.js';

/** Decoded pixels, four bytes a pixel (RGBA), as a canvas or sharp gives them. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

export interface FixtureReading {
  /** Reads one fixture image as the server does: prepared (when a step is given), OCR, readBillText. */
  readFixture(image: Buffer): Promise<BillReading>;
  /** The OCR text of the last image read, to show what a miss was read as. */
  lastText(): string;
}

/**
 * The one path the bench reads fixtures by: `startOcr()`'s worker and readBillText in the fixtures'
 * window, with an optional preparation of the decoded photo before OCR (the step the reader's worker
 * runs on the phone and the server).
 */
export function fixtureReading(
  ocr: Ocr,
  window: { first: string; last: string },
  prepare?: (image: RgbaImage) => RgbaImage | Promise<RgbaImage>,
): FixtureReading {
  let text = '';
  return {
    readFixture: async (image) => {
      const input = prepare ? await encoded(await prepare(await decoded(image))) : image;
      const read = await ocr.ocr(input);
      text = read.text;
      return readBillText(read.text, window, read.unsure);
    },
    lastText: () => text,
  };
}

async function decoded(image: Buffer): Promise<RgbaImage> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

function encoded({ width, height, data }: RgbaImage): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
