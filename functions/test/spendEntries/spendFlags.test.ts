import { describe, expect, it } from 'vitest';
import type { SpendAmounts } from '../../src/domain/spend/spendFields.js';
import { entryStateText } from '../../src/domain/spendEntries/entryMessages.js';
import {
  blockingFindings,
  checkPolicy,
  flagKindsOf,
  flagAsDayStands,
  flagLines,
  flagsOf,
  flagText,
} from '../../src/domain/spendEntries/spendFlags.js';
import { daySpendsOf } from '../../src/domain/spendEntries/daySpends.js';
import { spendPolicySchema } from '../../src/domain/spendEntries/spendPolicy.js';

const amounts = (overrides: Partial<SpendAmounts> = {}): SpendAmounts => ({
  allocatedAmount: 1000,
  spentAmount: 600,
  food: 0,
  fuel: 0,
  stay: 0,
  toll: 0,
  ...overrides,
});

const policy = spendPolicySchema.parse({
  sales: {
    food: { limit: { amount: 500 } },
    spent: { bill: { amount: 300, block: true } },
    fuel: { limit: { amount: 1000, block: true } },
  },
});

describe('the limits check both sides run', () => {
  it('warns over a daily limit and blocks a missing bill where set so, with the inline messages', () => {
    const findings = checkPolicy({ side: 'sales', amounts: amounts({ food: 500.01 }), billCount: 0, policy });
    expect(findings).toEqual([
      {
        category: 'spent',
        rule: 'bill',
        amount: 300,
        block: true,
        field: 'spentAmount',
        message: 'A bill is needed from ₹300.00',
      },
      {
        category: 'food',
        rule: 'limit',
        amount: 500,
        block: false,
        field: 'food',
        message: 'Over the ₹500.00 daily limit for food',
      },
    ]);
    expect(blockingFindings(findings).map((finding) => finding.field)).toEqual(['spentAmount']);
  });

  it('is satisfied by a bill, and by an amount at the limit', () => {
    expect(checkPolicy({ side: 'sales', amounts: amounts({ food: 500 }), billCount: 1, policy })).toEqual([]);
  });

  it('needs a bill from exactly the bill amount', () => {
    const at = checkPolicy({ side: 'sales', amounts: amounts({ spentAmount: 300 }), billCount: 0, policy });
    expect(at.map((finding) => finding.rule)).toEqual(['bill']);
    const below = checkPolicy({
      side: 'sales',
      amounts: amounts({ spentAmount: 299.99 }),
      billCount: 0,
      policy,
    });
    expect(below).toEqual([]);
  });

  it('adds the day’s earlier spends to a daily limit', () => {
    const findings = checkPolicy({
      side: 'sales',
      amounts: amounts({ fuel: 400 }),
      billCount: 1,
      earlierToday: { fuel: 600.01 },
      policy,
    });
    expect(findings).toMatchObject([{ category: 'fuel', rule: 'limit', block: true }]);
  });

  it('applies each side its own rules (none set: no limits)', () => {
    expect(
      checkPolicy({ side: 'placement', amounts: amounts({ food: 9999 }), billCount: 0, policy }),
    ).toEqual([]);
  });

  it('turns findings and the server’s matches into flags, and names them', () => {
    const findings = checkPolicy({ side: 'sales', amounts: amounts({ food: 501 }), billCount: 0, policy });
    const flags = flagsOf({
      findings,
      sameBills: [{ billId: 'b1', otherEntryId: 'e0' }],
      sameDayAmount: ['e9'],
    });
    expect(flags).toEqual([
      { kind: 'noBill', category: 'spent', from: 300 },
      { kind: 'overLimit', category: 'food', limit: 500 },
      { kind: 'sameBill', billId: 'b1', otherEntryId: 'e0' },
      { kind: 'sameDayAmount', otherEntryId: 'e9' },
    ]);
    expect(flagKindsOf(flags)).toEqual(['noBill', 'overLimit', 'sameBill', 'sameDayAmount']);
    expect(flags.map((flag) => flagText(flag, '2026-11-26'))).toEqual([
      'No bill (needed from ₹300.00)',
      'Over limit: food (₹500.00 a day)',
      'Same bill as another spend',
      'Same day and amount as another spend',
    ]);
  });

  it("names the day's total, how many spends make it and the limit, as the day stands", () => {
    const day = daySpendsOf([amounts({ food: 300 }), amounts({ food: 500 }), amounts({ fuel: 20 })]);
    expect(day.totals.food).toBe(80_000);
    expect(day.counts.food).toBe(2);
    const findings = checkPolicy({
      side: 'sales',
      amounts: amounts({ spentAmount: 100, food: 500 }),
      billCount: 1,
      earlierToday: { food: 300 },
      policy,
    });
    const [flag] = flagsOf({ findings, day });
    expect(flag).toEqual({ kind: 'overLimit', category: 'food', limit: 500, dayTotal: 800, spends: 2 });
    expect(flagText(flag!, '2026-11-26')).toBe('Food ₹800.00 on 26/11 across 2 spends, limit ₹500.00');
    expect(
      flagText({ kind: 'overLimit', category: 'food', limit: 500, dayTotal: 650.5, spends: 1 }, '2026-11-26'),
    ).toBe('Food ₹650.50 on 26/11, limit ₹500.00');
    // Another spend of the day corrected: the total follows; within the limit, no flag.
    expect(flagAsDayStands(flag!, daySpendsOf([amounts({ food: 100 }), amounts({ food: 500 })]))).toEqual({
      ...flag,
      dayTotal: 600,
      spends: 2,
    });
    expect(flagAsDayStands(flag!, daySpendsOf([amounts({ food: 500 })]))).toBeNull();
  });

  it('shows one line per kind, with the count of the other spends', () => {
    const sameDay = ['e1', 'e2', 'e3', 'e4', 'e5', 'e6'].map((otherEntryId) => ({
      kind: 'sameDayAmount' as const,
      otherEntryId,
    }));
    expect(
      flagLines(
        [
          ...sameDay,
          { kind: 'sameBill', billId: 'b1', otherEntryId: 'e1' },
          { kind: 'sameBill', billId: 'b2', otherEntryId: 'e1' },
          { kind: 'noBill', category: 'spent', from: 300 },
        ],
        '2026-11-26',
      ),
    ).toEqual([
      { kind: 'noBill', text: 'No bill (needed from ₹300.00)' },
      { kind: 'sameBill', text: 'Same bill as another spend' },
      { kind: 'sameDayAmount', text: 'Same day and amount as 6 other spends' },
    ]);
  });
});

describe('the words of an entry’s state', () => {
  it('reads as the owner sees it', () => {
    expect(entryStateText.waiting()).toBe('Waiting for review');
    expect(entryStateText.approved({ claimed: 300, approved: 300 })).toBe('Approved ₹300.00');
    expect(entryStateText.approved({ claimed: 300.5, approved: 250.5, reason: 'Toll without receipt' })).toBe(
      'Approved ₹250.50 of ₹300.50: Toll without receipt',
    );
    expect(entryStateText.refused({ reason: 'No bill' })).toBe('Refused: No bill');
  });
});
