import { describe, expect, it } from 'vitest';
import { defaultColleges } from '../../src/domain/options/colleges.js';
import { defaultCompanies } from '../../src/domain/options/companies.js';
import { inReadingOrder, OTHER } from '../../src/domain/options/other.js';

describe('inReadingOrder', () => {
  it('sorts as people read, ignoring case and apostrophes, with Other last', () => {
    expect(inReadingOrder([OTHER, 'Swami Ramanand', "SVKM's NMIMS", 'zeal', 'Alpha'])).toEqual([
      'Alpha',
      "SVKM's NMIMS",
      'Swami Ramanand',
      'zeal',
      OTHER,
    ]);
  });

  it.each([
    ['colleges', defaultColleges],
    ['companies', defaultCompanies],
  ])('keeps the shipped %s in that order', (_, list) => {
    expect(list).toEqual(inReadingOrder(list));
    expect(list.at(-1)).toBe(OTHER);
  });
});
