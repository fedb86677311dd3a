import { toPaise } from '../../spend/money.js';
import type { SpendAmounts } from '../../spend/spendFields.js';
import { expenseHeads, type ExpenseHead } from './ledgerNames.js';

/** Each expense head's part of a spend as claimed (paise): food, fuel, stay, toll, and the rest as other. */
export function headWeights(amounts: Partial<SpendAmounts>): Record<ExpenseHead, number> {
  const food = toPaise(amounts.food ?? 0);
  const fuel = toPaise(amounts.fuel ?? 0);
  const stay = toPaise(amounts.stay ?? 0);
  const toll = toPaise(amounts.toll ?? 0);
  const other = Math.max(0, toPaise(amounts.spentAmount ?? 0) - food - fuel - stay - toll);
  return { food, fuel, stay, toll, other };
}

/**
 * Splits `paise` (signed) over the expense heads in proportion to their weights, by largest remainder:
 * the parts add up to `paise` exactly, and the same amount and weights always split the same way (so a
 * reversal takes off exactly what its approval put on). With no weight at all, everything is `other`.
 */
export function splitOverHeads(
  paise: number,
  weights: Record<ExpenseHead, number>,
): Record<ExpenseHead, number> {
  const parts: Record<ExpenseHead, number> = { food: 0, fuel: 0, stay: 0, toll: 0, other: 0 };
  const total = expenseHeads.reduce((sum, head) => sum + weights[head], 0);
  if (total <= 0) {
    parts.other = paise;
    return parts;
  }
  const sign = paise < 0 ? -1 : 1;
  // BigInt: a crore in paise times a crore in paise is past exact doubles.
  const amount = BigInt(Math.abs(paise));
  const whole = BigInt(total);
  const remainders: { head: ExpenseHead; remainder: bigint }[] = [];
  let given = 0n;
  for (const head of expenseHeads) {
    const product = amount * BigInt(weights[head]);
    const share = product / whole;
    parts[head] = Number(share);
    given += share;
    remainders.push({ head, remainder: product % whole });
  }
  // Stable sort: equal remainders keep the heads' order.
  remainders.sort((a, b) => (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1));
  for (let index = 0; index < Number(amount - given); index += 1) {
    const head = remainders[index]?.head ?? 'other';
    parts[head] += 1;
  }
  for (const head of expenseHeads) parts[head] = sign * parts[head] || 0;
  return parts;
}
