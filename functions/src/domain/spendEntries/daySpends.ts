import { toPaise } from '../spend/money.js';
import { spendAmountNames, type SpendAmounts } from '../spend/spendFields.js';

type AmountName = keyof SpendAmounts;

/**
 * One person's spends of one day (withdrawn ones excluded), as the owner's day index keeps them:
 * each amount summed in paise, and how many of the spends carry it (a daily limit is on the day's total).
 */
export interface DaySpends {
  totals: Record<AmountName, number>;
  counts: Record<AmountName, number>;
}

export function daySpendsOf(entries: Iterable<Partial<SpendAmounts>>): DaySpends {
  const totals = Object.fromEntries(spendAmountNames.map((name) => [name, 0])) as Record<AmountName, number>;
  const counts = { ...totals };
  for (const amounts of entries) {
    for (const name of spendAmountNames) {
      const paise = toPaise(amounts[name] ?? 0);
      if (paise <= 0) continue;
      totals[name] += paise;
      counts[name] += 1;
    }
  }
  return { totals, counts };
}
