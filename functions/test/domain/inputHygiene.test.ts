import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSalesSpendInput } from '../../src/domain/api/saveSalesSpend.js';
import { submitPlacementVisitInput } from '../../src/domain/api/submitPlacementVisit.js';
import { submitSalesVisitInput } from '../../src/domain/api/submitSalesVisit.js';
import { fieldErrorsFromZod } from '../../src/domain/fieldErrors.js';
import { isWholePaise } from '../../src/domain/spend/money.js';
import { fullPlacementVisit, fullSalesVisit } from '../visits/harness.js';

const requestId = '0b6f3c1e-8a53-4c1f-9d1e-2f0a6b7c8d9e';
const sales = (fields: Record<string, unknown>) => ({ ...fullSalesVisit(), requestId, ...fields });
const spend = (fields: Record<string, unknown>) => ({
  requestId,
  visitType: 'Single Visit',
  colleges: ['VJTI Mumbai'],
  allocatedAmount: 500,
  spentAmount: 400,
  ...fields,
});

function problems(result: { success: boolean; error?: Parameters<typeof fieldErrorsFromZod>[0] }) {
  return result.error ? fieldErrorsFromZod(result.error) : [];
}

describe('the inputs the issue reproduced are refused, naming the field', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a rate of 1e308', { perStudentRate: 1e308 }, 'perStudentRate'],
    ['a student count of 2^53 - 1', { studentCount: 9007199254740991 }, 'studentCount'],
    ['a sub-paisa rate', { perStudentRate: 1.000000001 }, 'perStudentRate'],
    ['a name of zero-width characters only', { collegeName: '\u200B\u200C\u2060' }, 'collegeName'],
    ['a NUL inside a name', { city: 'Pu\u0000ne' }, 'city'],
    ['another control character', { pointOfContactName: 'Asha\u0007' }, 'pointOfContactName'],
    ['a lone high surrogate', { visitPurpose: 'Demo \uD83D' }, 'visitPurpose'],
    ['a lone low surrogate', { salesRep: '\uDC00Amit' }, 'salesRep'],
    ['a bidi override', { collegeName: 'Modern \u202Egnirreenigne' }, 'collegeName'],
    ['a bidi isolate', { remarks: 'Call \u2066back\u2069' }, 'remarks'],
    ['a lower-case other', { accreditation: 'other' }, 'accreditation'],
    ['an upper-case OTHER', { courses: ' OTHER ' }, 'courses'],
    ['the year 1', { autoDate: '0001-01-01' }, 'autoDate'],
    ['the year 9999', { autoDate: '9999-12-31' }, 'autoDate'],
    ['a date more than a year ahead', { autoDate: '2027-03-03' }, 'autoDate'],
    ['a date before 2000', { autoDate: '1999-12-31' }, 'autoDate'],
  ])('a sales visit with %s', (_, fields, field) => {
    expect(problems(submitSalesVisitInput.safeParse(sales(fields))).map((p) => p.field)).toEqual([field]);
  });

  it('keeps line breaks in remarks and accepts dates in the window', () => {
    const parsed = submitSalesVisitInput.parse(
      sales({ remarks: 'Line one\nLine two\twith a tab', autoDate: '2027-02-28' }),
    );
    expect(parsed.remarks).toBe('Line one\nLine two\twith a tab');
    expect(submitSalesVisitInput.safeParse(sales({ autoDate: '2000-01-01' })).success).toBe(true);
  });

  it('accepts names that need joiners (Indic scripts, emoji)', () => {
    expect(submitSalesVisitInput.safeParse(sales({ city: 'क्षेत्र पुणे', remarks: '👩‍💻 demo' })).success).toBe(
      true,
    );
  });

  it('refuses a line break in a one-line field and a lower-case other domain', () => {
    const result = submitPlacementVisitInput.safeParse({
      ...fullPlacementVisit(),
      requestId,
      city: 'Mum\nbai',
      domain: 'oTher',
      numbersForHiring: 1e9,
    });
    expect(problems(result).map((p) => p.field)).toEqual(['city', 'domain', 'numbersForHiring']);
  });

  it.each([
    ['a sub-paisa toll', { toll: 1.000000001 }, 'toll'],
    ['a lower-case other college', { colleges: ['other'] }, 'colleges.0'],
    ['an invisible college', { colleges: ['\u200B'] }, 'colleges.0'],
  ])('a spend with %s', (_, fields, field) => {
    expect(problems(saveSalesSpendInput.safeParse(spend(fields))).map((p) => p.field)).toEqual([field]);
  });
});

describe('isWholePaise', () => {
  it.each([0, 1, 1.5, 2500.55, 0.1, 0.3, 99_999_999.99])('accepts %d', (value) => {
    expect(isWholePaise(value)).toBe(true);
  });
  it.each([1.000000001, 0.001, 0.1 + 0.2, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 1.005])(
    'refuses %d',
    (value) => {
      expect(isWholePaise(value)).toBe(false);
    },
  );
});
