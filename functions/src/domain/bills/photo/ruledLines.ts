import type { Gray } from './pixels.js';

/** Darker than this is ink (of 255, after the light is evened). */
const INK = 140;
/** A run of ink longer than this share of the bill's width (or height) is a ruled line, not print. */
const RULE_SHARE = 0.12;

/**
 * The bill with its ruled lines taken out: a table's borders and rules, which OCR reads as letters
 * and which split its rows' words. A run of ink along a row or a column longer than any letter is
 * painted paper white; print, dashed separators and underlines under a word stay.
 */
export function withoutRuledLines(image: Gray): Gray {
  const { width, height } = image;
  const data = Uint8Array.from(image.data);
  const clear = (at: number, step: number, count: number) => {
    for (let index = 0; index < count; index += 1) data[at + index * step] = 255;
  };
  const sweep = (
    lines: number,
    length: number,
    at: (line: number, along: number) => number,
    step: number,
  ) => {
    const longest = Math.max(40, Math.round(length * RULE_SHARE));
    for (let line = 0; line < lines; line += 1) {
      let run = 0;
      for (let along = 0; along <= length; along += 1) {
        const ink = along < length && (image.data[at(line, along)] ?? 255) < INK;
        if (ink) run += 1;
        else {
          if (run >= longest) clear(at(line, along - run), step, run);
          run = 0;
        }
      }
    }
  };
  sweep(height, width, (y, x) => y * width + x, 1);
  sweep(width, height, (x, y) => y * width + x, width);
  return { width, height, data };
}
