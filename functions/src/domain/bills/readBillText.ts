import { totalOf } from './billTotal.js';
import { billDayOf } from './billDates.js';
import { gstinIn } from './billGstin.js';
import { sellerOf } from './billSeller.js';

/** OCR's confidence (0-100) below which a word is unsure: measured on the bench's degraded bills. */
export const UNSURE_BELOW = 85;

/** The words OCR was unsure of, for `readBillText`. */
export function unsureWords(words: readonly { text: string; confidence: number }[]): string[] {
  return words.filter((word) => word.confidence < UNSURE_BELOW).map((word) => word.text);
}

/** What a bill's text proposes; the person confirms it with Use or types their own. */
export type BillReading =
  | {
      status: 'read';
      totalPaise?: number;
      /** A rule guessed the total: the proposal asks the person to check it. */
      doubt?: true;
      day?: string;
      seller?: string;
      gstin?: string;
    }
  | { status: 'unreadable' };

/**
 * Reads the text OCR gave for a bill photo: its total, its day within the spend's window, its seller
 * and its GSTIN. No total and no day: the photo could not be read (dark, sideways, not a bill).
 * `unsure`: the words OCR read with low confidence; a total among them is proposed with a doubt.
 */
export function readBillText(
  text: string,
  window: { first: string; last: string },
  unsure: readonly string[] = [],
): BillReading {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const total = totalOf(lines, unsure);
  const day = billDayOf(lines, window);
  if (total === null && day === null) return { status: 'unreadable' };
  const seller = sellerOf(lines);
  const gstin = gstinIn(lines);
  return {
    status: 'read',
    ...(total ? { totalPaise: total.paise } : {}),
    ...(total?.doubt ? { doubt: true as const } : {}),
    ...(day ? { day } : {}),
    ...(seller ? { seller } : {}),
    ...(gstin ? { gstin } : {}),
  };
}
