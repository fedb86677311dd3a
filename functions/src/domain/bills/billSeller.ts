import { amountsIn } from './billAmounts.js';

/** Headings printed above the seller's name. */
const HEADING =
  /^(tax\s*invoice|gst\s*invoice|retail\s*invoice|invoice|bill(\s*of\s*supply)?|receipt|cash\s*memo|estimate|welcome|original|duplicate|customer\s*copy)\b/i;

/**
 * A blessing printed at the top of a pad ('|| Shree Ganeshaya Namah ||', 'Om Sai Ram', 'श्री गणेशाय
 * नमः', 'Jai Mata Di'), a greeting to the rider ('Thanks for riding, Rahul'): never the seller.
 */
const INVOCATION =
  /^[^\p{L}]*((shr[ei]+|sri|om|jai|jay|ॐ|श्री|जय)\b.*(namah|ganesh|ganeshay|ram|mata|sai|krishna|swami|balaji|devi|नमः|गणेश)|om\b\s*$|ॐ|.*नमः|thank(s|\s*you)\b|hi\b|hello\b|dear\b)/iu;

/** A line that says when: a day or a time of day ('05-Nov-2026, 9:15 AM'), never who sold. */
const WHEN =
  /\d{1,2}:\d{2}|\d{1,2}[/.-](\d{1,2}|[a-z]{3})[/.-]\d{2,4}|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s\d{1,2}\b/i;

const titleCased = (word: string) =>
  /^[A-Z]{2,}$/.test(word) ? `${word.charAt(0)}${word.slice(1).toLowerCase()}` : word;

/**
 * The seller: the first line of words on the bill, its capitals softened ('HOTEL SAI' is 'Hotel Sai'),
 * a heading, a blessing, a greeting, a day or a line with money on it skipped; Devanagari kept whole, its vowel signs with it.
 */
export function sellerOf(lines: readonly string[]): string | null {
  for (const line of lines) {
    if (HEADING.test(line) || INVOCATION.test(line) || WHEN.test(line)) continue;
    // A line with money on it is an item or a total: the seller's name sits above them.
    if (amountsIn(line).some((amount) => amount.decimals)) continue;
    const words = line
      .replace(/[^\p{L}\p{M}\d&'.\- ]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if ((words.match(/\p{L}/gu) ?? []).length < 3) continue;
    return words
      .split(' ')
      .map(titleCased)
      .join(' ')
      .slice(0, 60)
      .replace(/[.\- ]+$/, '');
  }
  return null;
}
