import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, as PDF.js reads it: its pieces in drawing order joined by spaces, runs
 * of white space made one (a line a table cell wraps reads as the words with a space between them).
 */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await loading.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      const pieces = content.items.map((item) => ('str' in item ? item.str : ''));
      pages.push(pieces.join(' ').replace(/\s+/g, ' ').trim());
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}

/** Whether `words` appear in `text` in that order (anything between them). */
export function inOrder(text: string, words: readonly string[]): boolean {
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    if (at < 0) return false;
    from = at + word.length;
  }
  return true;
}
