import { describe, expect, it } from 'vitest';
import { spendMessages } from '../../src/domain/spend/spendMessages.js';
import { decisionMessages, entryStateText } from '../../src/domain/spendEntries/entryMessages.js';
import { rupeeText } from '../../src/domain/spendEntries/rupees.js';
import { flagText, policyMessages } from '../../src/domain/spendEntries/spendFlags.js';

/** Money is written one way everywhere: always with its paise, so ₹100.00 never stands beside ₹100. */
describe('an amount as text', () => {
  it('always carries its paise, in Indian grouping', () => {
    expect([100, 1500, 450.5, 0.01, 150_000, 0].map(rupeeText)).toEqual([
      '₹100.00',
      '₹1,500.00',
      '₹450.50',
      '₹0.01',
      '₹1,50,000.00',
      '₹0.00',
    ]);
  });

  it('in the states, decisions, limits and flags that quote one', () => {
    expect(entryStateText.approved({ claimed: 500, approved: 450, reason: 'over' })).toBe(
      'Approved ₹450.00 of ₹500.00: over',
    );
    expect(entryStateText.settled({ approved: 100, on: '20/11/2026', how: 'UPI' })).toBe(
      'Approved ₹100.00, settled on 20/11/2026 by UPI',
    );
    expect(decisionMessages.approveLessBelow(1500)).toBe('Enter an amount below the claimed ₹1,500.00.');
    expect(policyMessages.overLimit(500, 'food')).toMatch(/^Over the ₹500\.00 daily limit for /);
    expect(policyMessages.billNeeded(200)).toBe('A bill is needed from ₹200.00');
    expect(flagText({ kind: 'noBill', category: 'spent', from: 200 }, '2026-11-26')).toBe(
      'No bill (needed from ₹200.00)',
    );
    expect(spendMessages.tooLarge).toBe('Must be at most ₹1,00,00,000.00.');
  });
});
