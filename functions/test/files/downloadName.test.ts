import { describe, expect, it } from 'vitest';
import { downloadName } from '../../src/domain/files/fileDisplay.js';

describe('downloadName', () => {
  it('gives a PNG stored as JPEG the extension of its bytes', () => {
    expect(downloadName('hotel-bill.png', 'image/jpeg')).toBe('hotel-bill.jpg');
    expect(downloadName('scan', 'image/jpeg')).toBe('scan.jpg');
  });

  it('keeps a name whose extension already matches, in any case', () => {
    expect(downloadName('bill.JPEG', 'image/jpeg')).toBe('bill.JPEG');
    expect(downloadName('bill.jpg', 'image/jpeg')).toBe('bill.jpg');
    expect(downloadName('bill.png', 'image/png')).toBe('bill.png');
  });
});
