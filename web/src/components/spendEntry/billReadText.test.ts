import { describe, expect, it } from 'vitest';
import { billReadText, serverReadText } from './billReadText';

describe('billReadText', () => {
  it('says what the phone read from a bill, and whether it was used', () => {
    expect(
      billReadText({
        status: 'read',
        totalPaise: 123_400,
        day: '2026-11-12',
        seller: 'Hotel Sai',
        gstin: '27AAPFU0939F1ZV',
        used: true,
      }),
    ).toBe('Read: ₹1,234.00, 12/11/2026, Hotel Sai, GSTIN 27AAPFU0939F1ZV (used)');
    expect(billReadText({ status: 'read', totalPaise: 67_200, doubt: true, used: false })).toBe(
      'Read: ₹672.00 (not used, hard to read)',
    );
    expect(billReadText({ status: 'unreadable' })).toBe('Could not read this photo');
  });

  it('says what the server read from the stored image, and when it could not', () => {
    const at = 1_764_000_000_000;
    const sha256 = 'a'.repeat(64);
    expect(serverReadText({ status: 'read', sha256, at, totalPaise: 120_000, day: '2026-11-12' })).toBe(
      'The bill reads: ₹1,200.00, 12/11/2026',
    );
    expect(serverReadText({ status: 'read', sha256, at, totalPaise: 328_745, doubt: true })).toBe(
      'The bill reads: ₹3,287.45 (its lines do not add up to it)',
    );
    expect(serverReadText({ status: 'read', sha256, at })).toBe(
      'The server found no total or day on this bill',
    );
    expect(serverReadText({ status: 'unreadable', sha256, at })).toBe('The server could not read this photo');
    expect(serverReadText({ status: 'failed', sha256, at, why: 'fetch 404' })).toBe(
      'The server could not read this bill yet; it tries again.',
    );
  });
});
