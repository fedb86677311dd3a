import { readBillText, type BillReading } from './readBillText.js';

/**
 * How OCR lays out the page it reads: as one block of text (a slip, an app receipt), or as a single
 * column of lines of any width (an invoice whose table rows a block reading drops).
 */
export type PageLayout = 'block' | 'column';

/** What OCR read from a photo: its text and the words it was unsure of. */
export interface OcrText {
  text: string;
  unsure: string[];
}

/**
 * A bill photo's reading, the phone's and the server's alike: read as one block; when that finds no
 * total, read again as a column and its total taken, with the day, seller and GSTIN either reading
 * found (measured on the receipt fixtures: clean invoices' totals are found only as a column, slips
 * and photos read best as a block).
 */
export async function readBillPages(
  ocr: (layout: PageLayout) => Promise<OcrText>,
  window: { first: string; last: string },
): Promise<BillReading> {
  const block = await ocr('block');
  const first = readBillText(block.text, window, block.unsure);
  if (first.status === 'read' && first.totalPaise !== undefined) return first;
  const column = await ocr('column');
  const again = readBillText(column.text, window, column.unsure);
  if (again.status !== 'read' || again.totalPaise === undefined) return first;
  if (first.status !== 'read') return again;
  const day = again.day ?? first.day;
  const seller = first.seller ?? again.seller;
  const gstin = first.gstin ?? again.gstin;
  return {
    ...again,
    ...(day === undefined ? {} : { day }),
    ...(seller === undefined ? {} : { seller }),
    ...(gstin === undefined ? {} : { gstin }),
  };
}
