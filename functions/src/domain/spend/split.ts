import { fromPaise, toPaise } from './money.js';

/**
 * Divides whole paise into `parts` shares that differ by at most one paisa; the leftover paise go to
 * the first shares, so the shares always add up to the total exactly.
 */
export function splitPaise(totalPaise: number, parts: number): number[] {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) {
    throw new RangeError(`splitPaise: ${totalPaise} is not a non-negative whole number of paise`);
  }
  if (!Number.isSafeInteger(parts) || parts < 1) {
    throw new RangeError(`splitPaise: cannot split into ${parts} parts`);
  }
  const share = Math.floor(totalPaise / parts);
  const leftover = totalPaise - share * parts;
  return Array.from({ length: parts }, (_, index) => share + (index < leftover ? 1 : 0));
}

/** Splits a rupee amount (at most two decimals) into `parts` rupee amounts that add up to it in paise. */
export function splitAmount(rupees: number, parts: number): number[] {
  return splitPaise(toPaise(rupees), parts).map(fromPaise);
}

/** Splits every amount of `amounts` into `parts`: element i holds the i-th place's share of each. */
export function splitAmounts<K extends string>(
  amounts: Record<K, number>,
  parts: number,
): Record<K, number>[] {
  const keys = Object.keys(amounts) as K[];
  const shares = keys.map((key) => splitAmount(amounts[key], parts));
  return Array.from(
    { length: parts },
    (_, place) =>
      Object.fromEntries(keys.map((key, k) => [key, shares[k]?.[place] ?? 0])) as Record<K, number>,
  );
}

/** Pairs each place with its share of every amount; the first places receive any leftover paise. */
export function splitOver<P, K extends string>(
  places: readonly P[],
  amounts: Record<K, number>,
): { place: P; share: Record<K, number> }[] {
  const shares = splitAmounts(amounts, places.length);
  return places.map((place, index) => ({ place, share: shares[index] ?? amounts }));
}
