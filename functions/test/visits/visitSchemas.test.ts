import { describe, expect, it } from 'vitest';
import { formatPlacementVisitCode, formatSalesVisitCode } from '../../src/domain/visitCodes.js';
import { salesVisitFieldOrder, salesVisitFields } from '../../src/domain/visits/salesVisit.js';
import { placementVisitFieldOrder, placementVisitFields } from '../../src/domain/visits/placementVisit.js';
import { isPhoneNumber } from '../../src/domain/visits/fieldRules.js';
import { fullPlacementVisit, fullSalesVisit } from './harness.js';

describe('visit codes', () => {
  it('formats sales codes with the SALES-VIST- prefix and the issued number', () => {
    expect(formatSalesVisitCode(1)).toBe('SALES-VIST-1');
    expect(formatSalesVisitCode(12_345)).toBe('SALES-VIST-12345');
  });

  it('pads placement codes to two digits and keeps counting past 99', () => {
    expect(formatPlacementVisitCode(1)).toBe('Placement_Visit_01');
    expect(formatPlacementVisitCode(99)).toBe('Placement_Visit_99');
    expect(formatPlacementVisitCode(100)).toBe('Placement_Visit_100');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s as a code number', (n) => {
    expect(() => formatSalesVisitCode(n)).toThrow(RangeError);
  });
});

describe('visit schemas', () => {
  it('name every field of the record, in the record order', () => {
    expect(salesVisitFieldOrder).toHaveLength(20);
    expect([...salesVisitFieldOrder].sort()).toEqual(Object.keys(salesVisitFields.shape).sort());
    expect(placementVisitFieldOrder).toHaveLength(14);
    expect([...placementVisitFieldOrder].sort()).toEqual(Object.keys(placementVisitFields.shape).sort());
  });

  it('trim text and accept full visits', () => {
    expect(salesVisitFields.parse({ ...fullSalesVisit(), city: '  Pune ' }).city).toBe('Pune');
    expect(placementVisitFields.parse(fullPlacementVisit())).toEqual(fullPlacementVisit());
  });

  it('accept a sales visit with only its college, but no empty one, and no empty placement visit', () => {
    expect(salesVisitFields.safeParse({ collegeName: 'ABC College' }).success).toBe(true);
    for (const collegeName of [undefined, '', '   ']) {
      const empty = salesVisitFields.safeParse({ collegeName });
      expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['collegeName', 'This field is required.'],
      ]);
    }
    const empty = placementVisitFields.safeParse({});
    expect(empty.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(
      [...placementVisitFieldOrder].sort(),
    );
  });

  it.each([
    ['+91 98765 43210', true],
    ['(020) 2567-8901', true],
    ['12345', false],
    ['98765abc', false],
    ['+1234567890123456', false],
  ])('check phone number %s', (value, valid) => {
    expect(isPhoneNumber(value)).toBe(valid);
  });
});
