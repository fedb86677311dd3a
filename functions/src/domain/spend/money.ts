/**
 * Amounts are rupees with at most two decimals. Arithmetic on them happens in whole paise (integers),
 * where it is exact; only the stored and displayed values are rupees.
 */
export const PAISE_PER_RUPEE = 100;

/** The largest amount one field accepts (1 crore); it keeps every paise sum far inside exact integers. */
export const maxSpendAmount = 10_000_000;

/** Rupees to paise; exact for any amount with at most two decimals. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Paise to rupees: the double nearest to the two-decimal value. */
export function fromPaise(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;

/**
 * True when the amount is a whole number of paise: its shortest decimal form (the one the user typed,
 * for anything typed) has at most two decimals. Exact, with no tolerance: 1.000000001 is refused.
 */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && TWO_DECIMALS.test(String(rupees));
}
