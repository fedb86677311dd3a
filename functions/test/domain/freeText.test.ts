import { describe, expect, it } from 'vitest';
import { decideSpendInput } from '../../src/domain/api/decideSpend.js';
import { recordSettlementInput } from '../../src/domain/api/recordSettlement.js';
import { reopenSpendInput } from '../../src/domain/api/reopenSpend.js';
import { reverseSettlementInput } from '../../src/domain/api/reverseSettlement.js';
import { fieldErrorsFromZod } from '../../src/domain/fieldErrors.js';
import { settlementMessages } from '../../src/domain/settlements/settlement.js';
import { decisionMessages } from '../../src/domain/spendEntries/entryMessages.js';

const requestId = '0b6f3c1e-8a53-4c1f-9d1e-2f0a6b7c8d9e';
const entryId = '-Nabcdefghijklmnopqr';
const settlement = (reference: string, mode = 'upi') => ({
  requestId,
  ownerUid: 'sales-1',
  entryIds: [entryId],
  direction: 'paid',
  amount: 10,
  mode,
  reference,
  date: '2026-01-15',
});
const reversal = (reason: string) => ({ requestId, settlementId: entryId, reason });
const refusal = (reason: string) => ({
  requestId,
  entryId,
  version: 1,
  decision: { kind: 'refuse', reason },
});
const reopening = (reason: string) => ({ requestId, entryId, version: 1, reason });

/** The field errors of a parse, as the callable would send them. */
function errorsOf(result: { success: boolean; error?: Parameters<typeof fieldErrorsFromZod>[0] }) {
  return result.error ? fieldErrorsFromZod(result.error) : [];
}

const nul = '\u0000';
const bel = '\u0007';
const rlo = '\u202E';
const zwsp = '\u200B';

describe('free text in the settlement and decision inputs is clean text (decision 009)', () => {
  it.each([
    ['a right-to-left override', `UTR${rlo}1130`],
    ['a NUL', `UTR${nul}1130`],
    ['a BEL', `UTR${bel}1130`],
  ])('refuses a reference with %s, naming the field', (_, reference) => {
    const errors = errorsOf(recordSettlementInput.safeParse(settlement(reference)));
    expect(errors.map(({ field }) => field)).toEqual(['reference']);
  });

  it('refuses a reference of two zero-width spaces as missing, even for cash', () => {
    for (const mode of ['upi', 'cash']) {
      expect(errorsOf(recordSettlementInput.safeParse(settlement(`${zwsp}${zwsp}`, mode)))).toEqual([
        { field: 'reference', message: settlementMessages.reference },
      ]);
    }
  });

  it('keeps a clean reference, without the hidden characters inside it, and lets cash leave it empty', () => {
    expect(recordSettlementInput.parse(settlement(` UTR${zwsp} 1130 `)).reference).toBe('UTR 1130');
    expect(recordSettlementInput.parse(settlement('', 'cash')).reference).toBe('');
  });

  it.each([
    [
      'reverseSettlement',
      (reason: string) => reverseSettlementInput.safeParse(reversal(reason)),
      'reason',
      settlementMessages.reasonRequired,
    ],
    [
      'decideSpend',
      (reason: string) => decideSpendInput.safeParse(refusal(reason)),
      'decision.reason',
      decisionMessages.reasonRequired,
    ],
    [
      'reopenSpend',
      (reason: string) => reopenSpendInput.safeParse(reopening(reason)),
      'reason',
      decisionMessages.reasonRequired,
    ],
  ] as const)(
    '%s: a reason of nothing visible is required; NUL, BEL and overrides are refused',
    (_, parse, field, required) => {
      for (const blank of ['', '   ', `${zwsp}${zwsp}`, `\u2060${zwsp}\uFEFF`]) {
        expect(errorsOf(parse(blank))).toEqual([{ field, message: required }]);
      }
      for (const dirty of [`wrong${nul}`, `wrong${bel} day`, `wrong ${rlo}yad`]) {
        expect(errorsOf(parse(dirty)).map((error) => error.field)).toEqual([field]);
      }
      expect(parse(`Bill is\nfor another day`).success).toBe(true);
    },
  );
});
