import { isGstin } from './gstin.js';

/** What OCR confuses: a letter read where a digit is printed, and the other way round. */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
};
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G' };
const GSTIN_LINE = /\bgst/i;
/** Which of a GSTIN's 15 places hold digits ('d'), letters ('a') or either ('x'). */
const PLACES = 'ddaaaaaddddaxax';

/** A GSTIN's 14th character is always 'Z'; OCR reads it as these. */
const AS_Z = new Set(['Z', '2', '7']);
/** Where a letter and a digit look alike, each reading of a place that holds either. */
const LOOKALIKE: Record<string, string> = { ...AS_DIGIT, ...AS_LETTER };

function repaired(candidate: string): string {
  // The candidate is 15 ASCII letters and digits (the caller's pattern), so code units are characters.
  return Array.from({ length: candidate.length }, (_, index) => candidate.charAt(index))
    .map((char, index) => {
      const place = PLACES.charAt(index);
      if (place === 'd') return AS_DIGIT[char] ?? char;
      if (index === 13) return AS_Z.has(char) ? 'Z' : char;
      if (place === 'a') return AS_LETTER[char] ?? char;
      return char;
    })
    .join('');
}

/**
 * The readings of a candidate to try: as its places say, then with the entity number or the check
 * character (places that hold a letter or a digit) read as its look-alike; the check decides.
 */
function readings(candidate: string): string[] {
  const first = repaired(candidate);
  const tries = [first];
  for (const index of [14, 12]) {
    const other = LOOKALIKE[first.charAt(index)];
    if (other !== undefined) tries.push(`${first.slice(0, index)}${other}${first.slice(index + 1)}`);
  }
  return tries;
}

/**
 * A GSTIN printed on the bill, its OCR confusions of letters and digits put right by their places
 * (the fixed 'Z' read as '7', a check character 'O' read as '0'); proposed only when its check
 * character matches (a misread one proposes nothing).
 */
export function gstinIn(lines: readonly string[]): string | null {
  for (const line of lines) {
    // A GSTIN's line may be read with spaces in it; elsewhere only a token of its own counts, never
    // one run together from a date and a time ('10-Nov-2026 11:24').
    const labelled = GSTIN_LINE.test(line);
    const squeezed = labelled
      ? line.toUpperCase().replace(/[\s:-]/g, '')
      : line.toUpperCase().replace(/[^0-9A-Z]+/g, ' ');
    for (const match of squeezed.matchAll(/[0-9A-Z]{15,}/g)) {
      const text = match[0];
      if (!labelled && text.length !== 15) continue;
      for (let start = 0; start + 15 <= text.length; start += 1) {
        const found = readings(text.slice(start, start + 15)).find(isGstin);
        if (found !== undefined) return found;
      }
    }
  }
  return null;
}
