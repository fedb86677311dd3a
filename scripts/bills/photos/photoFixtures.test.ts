import { existsSync, readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { isGstin } from '../../../functions/src/domain/bills/gstin.js';
import { cleanImagePath, photoImagePath, readPhotoManifest } from './photoFixtures.js';
import { receiptKinds } from './receiptKit.js';
import { fixtureWindow, receiptSpecs } from './receiptSpecs.js';

/** The committed receipt fixtures agree with their manifest and with the specs they were made from. */
const manifest = readPhotoManifest();

describe('receipt photo fixtures', () => {
  it('the manifest is what the specs expect: regenerate with npm run fixtures:bills after a spec changes', () => {
    expect(manifest.window).toEqual(fixtureWindow);
    expect(manifest.receipts).toEqual(
      receiptSpecs.map(({ name, kind, totalPaise, day, gstin }) => ({
        name,
        kind,
        totalPaise,
        day,
        ...(gstin ? { gstin } : {}),
      })),
    );
  });

  it('has at least 44 receipts, every kind about evenly, each name once', () => {
    expect(manifest.receipts.length).toBeGreaterThanOrEqual(44);
    expect(new Set(manifest.receipts.map((receipt) => receipt.name)).size).toBe(manifest.receipts.length);
    for (const kind of receiptKinds)
      expect(manifest.receipts.filter((receipt) => receipt.kind === kind).length).toBeGreaterThanOrEqual(4);
  });

  it.each(manifest.receipts)('$name has a clean PNG and a phone-sized JPEG photo', ({ name }) => {
    expect(existsSync(cleanImagePath(name))).toBe(true);
    expect(existsSync(photoImagePath(name))).toBe(true);
    expect(imageSize(readFileSync(cleanImagePath(name))).type).toBe('png');
    const photo = imageSize(readFileSync(photoImagePath(name)));
    expect(photo.type).toBe('jpg');
    expect(Math.max(photo.width, photo.height)).toBeGreaterThanOrEqual(1600);
    expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(2000);
  });

  it.each(manifest.receipts)('$name expects a day in the window, a total and a valid GSTIN', (receipt) => {
    expect(receipt.day >= manifest.window.first && receipt.day <= manifest.window.last).toBe(true);
    expect(Number.isInteger(receipt.totalPaise) && receipt.totalPaise > 0).toBe(true);
    if (receipt.gstin !== undefined) expect(isGstin(receipt.gstin)).toBe(true);
  });

  it('most GST bills print a GSTIN, of more than one state and PAN', () => {
    const gstins = manifest.receipts.flatMap((receipt) => (receipt.gstin ? [receipt.gstin] : []));
    expect(gstins.length).toBeGreaterThanOrEqual(15);
    expect(new Set(gstins.map((gstin) => gstin.slice(0, 2))).size).toBeGreaterThan(3);
    expect(new Set(gstins.map((gstin) => gstin.slice(2, 12))).size).toBe(gstins.length);
  });
});
