import { describe, expect, it } from 'vitest';
import { parseAmountText } from './amountText';

describe('parseAmountText', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['0', 0],
    ['250', 250],
    [' 12.5 ', 12.5],
    ['.75', 0.75],
    ['40.', 40],
    ['1,500', 1500],
    ['1,00,000.25', 100000.25],
    ['-3', -3],
  ])('reads %j as %j', (text, expected) => {
    expect(parseAmountText(text)).toBe(expected);
  });

  it.each(['abc', '12a', '1e3', '0x10', '1.2.3', '--1', '₹100', 'Infinity'])(
    'reads %j as not a number',
    (text) => {
      expect(parseAmountText(text)).toBeNaN();
    },
  );
});
