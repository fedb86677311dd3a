import { describe, expect, it } from 'vitest';
import { billReadText } from './billReadText';

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
});
