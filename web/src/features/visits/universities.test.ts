import { describe, expect, it } from 'vitest';
import { inReadingOrder, OTHER } from '@domain/options/other';
import { universities } from './universities';

describe('inReadingOrder', () => {
  it.each([['universities', universities]])('keeps the shipped %s in that order', (_, list) => {
    expect(list).toEqual(inReadingOrder(list));
    expect(list.at(-1)).toBe(OTHER);
  });
});
