import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillReading } from '../../functions/src/domain/bills/readBillText.js';
import { billSpecs } from './billSpecs.js';
import { drawBill, notBills } from './drawBill.js';
import { nodeOcr } from './nodeOcr.js';

/**
 * A small part of the bench's fixture set, read as the phone reads it (tesseract.js with the English
 * model the app serves, then readBillText): `npm run bench` reads all 40 and prints the figures.
 */
let ocr: Awaited<ReturnType<typeof nodeOcr>>;
beforeAll(async () => {
  ocr = await nodeOcr();
});
afterAll(async () => {
  await ocr.stop();
});

const readPhoto = (image: Buffer): Promise<BillReading> => ocr.read(image);

const sample = ['fuel-0', 'restaurant-1', 'toll-2', 'hotel-3'].map((name) => {
  const spec = billSpecs.find((bill) => bill.name === name);
  if (!spec) throw new Error(`No fixture ${name}`);
  return spec;
});

describe('bill photos read on the phone', () => {
  it.each(sample)('a clean $name proposes its total and date', async (spec) => {
    expect(await readPhoto(await drawBill(spec.lines))).toMatchObject({
      status: 'read',
      totalPaise: spec.totalPaise,
      day: spec.day,
    });
  });

  it.each(sample)('a degraded $name never proposes a wrong total without a doubt', async (spec) => {
    const reading = await readPhoto(await drawBill(spec.lines, 'lowContrast'));
    if (reading.status === 'read' && reading.totalPaise !== spec.totalPaise) expect(reading.doubt).toBe(true);
  });

  it('a dark photo, a sideways one and blank paper could not be read', async () => {
    const [first] = sample;
    for (const { name, image } of await notBills(first?.lines ?? []))
      expect({ name, reading: await readPhoto(image) }).toEqual({ name, reading: { status: 'unreadable' } });
  });
});
