import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSalesSpendInput } from '../../src/domain/api/saveSalesSpend.js';
import { submitPlacementVisitInput } from '../../src/domain/api/submitPlacementVisit.js';
import { submitSalesVisitInput } from '../../src/domain/api/submitSalesVisit.js';
import { fieldErrorsFromZod } from '../../src/domain/fieldErrors.js';
import { isWholePaise } from '../../src/domain/spend/money.js';
import { signUploadInput } from '../../src/domain/api/signUpload.js';
import { uploadRecordSchema } from '../../src/domain/uploads/uploadRecord.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
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
    [
      'every amount 0',
      { allocatedAmount: 0, spentAmount: 0, food: 0, fuel: 0, stay: 0, toll: 0 },
      'spentAmount',
    ],
    ['the two amounts 0 and no other', { allocatedAmount: 0, spentAmount: 0 }, 'spentAmount'],
    [
      'a college listed twice, once with a zero-width space',
      { visitType: 'Multiple Visit', colleges: ['Alpha College', 'Alpha\u200B College'] },
      'colleges.1',
    ],
  ])('a spend with %s', (_, fields, field) => {
    expect(problems(saveSalesSpendInput.safeParse(spend(fields))).map((p) => p.field)).toEqual([field]);
  });

  it("tells an all-zero spend 'Enter the amount spent.', and takes any one amount", () => {
    const zero = { allocatedAmount: 0, spentAmount: 0 };
    expect(problems(saveSalesSpendInput.safeParse(spend(zero)))).toEqual([
      { field: 'spentAmount', message: 'Enter the amount spent.' },
    ]);
    expect(saveSalesSpendInput.safeParse(spend({ ...zero, toll: 40 })).success).toBe(true);
  });
});

describe('hidden format characters', () => {
  it('are removed from every kept text, so lookalikes are one name', () => {
    const parsed = submitSalesVisitInput.parse(
      sales({ collegeName: 'Alpha\u200B College', city: '\uFEFFPune\u2060' }),
    );
    expect(parsed.collegeName).toBe('Alpha College');
    expect(parsed.city).toBe('Pune');
    const upload = { folder: 'bills', dept: 'sales', sha256: '0'.repeat(64) };
    expect(signUploadInput.parse({ ...upload, fileName: 'file\u200Bname.png' }).fileName).toBe(
      'filename.png',
    );
  });

  it('are folded out of place keys, and out of older records as they are read', () => {
    expect(placeKeyOf('Alpha\u200B College')).toBe(placeKeyOf('Alpha College'));
    expect(placeKeyOf('alpha college\u00AD')).toBe(placeKeyOf('Alpha College'));
    const record = {
      secure_url: 'https://host.example/a.png',
      public_id: 'bills/a',
      original_filename: 'file\u200Bname.png',
      size: 1,
      format: 'image/png',
      width: 1,
      height: 1,
      created_at: 'Mon, Jan 5, 2025, 03:04 PM',
      createdAt: 0,
      dept: 'sales',
      uploadedBy: { uid: 'u' },
      sha256: '0'.repeat(64),
    };
    expect(uploadRecordSchema.parse(record).original_filename).toBe('filename.png');
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
