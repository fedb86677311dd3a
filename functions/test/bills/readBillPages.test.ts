import { describe, expect, it } from 'vitest';
import { readBillPages, type PageLayout } from '../../src/domain/bills/readBillPages.js';

const window = { first: '2026-10-29', last: '2026-11-28' };

/** OCR that reads each layout as the test says, and counts what it was asked. */
function ocrOf(texts: Partial<Record<PageLayout, string[]>>) {
  const asked: PageLayout[] = [];
  const ocr = async (layout: PageLayout) => {
    await Promise.resolve();
    asked.push(layout);
    return { text: (texts[layout] ?? []).join('\n'), unsure: [] };
  };
  return { ocr, asked };
}

describe('readBillPages', () => {
  it('reads a slip once, as a block, when the block gives its total', async () => {
    const { ocr, asked } = ocrOf({ block: ['Kini Toll Plaza', 'Date 21/11/2026', 'Fee: Rs.90/-'] });
    expect(await readBillPages(ocr, window)).toMatchObject({ totalPaise: 9000, day: '2026-11-21' });
    expect(asked).toEqual(['block']);
  });

  it("reads an invoice again as a column when the block dropped its table's rows", async () => {
    const { ocr, asked } = ocrOf({
      block: [
        'HOTEL SHREYAS',
        'GSTIN: 27AAPFU0939F1ZV',
        'Invoice Date: 04-Nov-2026',
        'Amount in words: Rupees',
      ],
      column: [
        'HOTEL SHREYAS',
        'Room Tariff 3,600.00',
        'CGST 6% 216.00',
        'SGST 6% 216.00',
        'Grand Total 4,032.00',
      ],
    });
    expect(await readBillPages(ocr, window)).toEqual({
      status: 'read',
      totalPaise: 403_200,
      day: '2026-11-04',
      seller: 'Hotel Shreyas',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(asked).toEqual(['block', 'column']);
  });

  it('keeps the block reading when the column finds no total either', async () => {
    const { ocr } = ocrOf({ block: ['Hotel Sai', 'Date: 12/11/2026'], column: ['Hotel Sai'] });
    expect(await readBillPages(ocr, window)).toEqual({
      status: 'read',
      day: '2026-11-12',
      seller: 'Hotel Sai',
    });
    expect(await readBillPages(ocrOf({}).ocr, window)).toEqual({ status: 'unreadable' });
  });
});
