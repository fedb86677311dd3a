/** Headings printed above the seller's name. */
const HEADING =
  /^(tax\s*invoice|gst\s*invoice|retail\s*invoice|invoice|bill(\s*of\s*supply)?|receipt|cash\s*memo|welcome|original|duplicate|customer\s*copy)\b/i;

const titleCased = (word: string) =>
  /^[A-Z]{2,}$/.test(word) ? `${word.charAt(0)}${word.slice(1).toLowerCase()}` : word;

/** The seller: the first line of words on the bill, its capitals softened ('HOTEL SAI' is 'Hotel Sai'). */
export function sellerOf(lines: readonly string[]): string | null {
  for (const line of lines) {
    if (HEADING.test(line)) continue;
    const words = line
      .replace(/[^\p{L}\d&'.\- ]/gu, ' ')
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
