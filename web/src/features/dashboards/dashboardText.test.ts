import { describe, expect, it } from 'vitest';
import { amountText, paiseText, percentText, spendDateText } from './dashboardText';

describe('dashboard text', () => {
  it('shows a missing amount as 0, a text as it is, a number with 2 decimals', () => {
    expect(amountText(12)).toBe('12.00');
    expect(amountText(null)).toBe('0');
    expect(amountText('abc')).toBe('abc');
    expect(paiseText(123_456)).toBe('1234.56');
    expect(percentText(null)).toBe('0.00');
    expect(percentText(100 / 3)).toBe('33.33');
  });

  it('shows dates dd/MM/yyyy, or the side’s words for a missing or invalid one', () => {
    expect(spendDateText('sales', Date.UTC(2026, 0, 5, 6))).toBe('05/01/2026');
    expect(spendDateText('sales', 'missing')).toBe('No date available');
    expect(spendDateText('placement', 'missing')).toBe('Invalid Date');
    expect(spendDateText('sales', 'invalid')).toBe('Invalid Date');
  });
});
