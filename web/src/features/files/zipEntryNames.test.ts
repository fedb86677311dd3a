import { describe, expect, it } from 'vitest';
import { MAX_ZIP_ENTRY_NAME, zipEntryNames } from './zipEntryNames';

describe('zipEntryNames', () => {
  it('keeps only the base name of a path stored before paths were refused', () => {
    expect(
      zipEntryNames([
        '../../../../tmp/zipslip.png',
        '/etc/cron.d/evil.png',
        '..\\..\\windows\\evil.png',
        'a/b/c.png',
        '..',
        'C:evil.png',
      ]),
    ).toEqual(['zipslip.png', 'evil.png', 'evil (2).png', 'c.png', 'file', 'C_evil.png']);
  });

  it('makes names unique and at most 120 characters, keeping the extension', () => {
    const long = `${'x'.repeat(300)}.jpg`;
    const [first, second] = zipEntryNames([long, long]);
    expect(first).toHaveLength(MAX_ZIP_ENTRY_NAME);
    expect(first?.endsWith('.jpg')).toBe(true);
    expect(second).toHaveLength(MAX_ZIP_ENTRY_NAME);
    expect(second?.endsWith(' (2).jpg')).toBe(true);
    expect(zipEntryNames(['bill.png', 'Bill.png', 'bill.png'])).toEqual([
      'bill.png',
      'Bill (2).png',
      'bill (3).png',
    ]);
  });
});
