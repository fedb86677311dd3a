import type { SpendSide } from '../spend/sides.js';

/**
 * Where the running totals live: per side, per day of the organisation (YYYY-MM-DD, Asia/Kolkata),
 * per place, `spend_totals/{side}/days/{day}/{placeKey}`, and per month under `months/{YYYY-MM}`; records without a readable date under
 * `undated/{placeKey}`; records with a bad value (found by the rebuild) under `problems/{id}`.
 */
export const totalsRoot = (side: SpendSide) => `spend_totals/${side}`;
export const totalsDaysPath = (side: SpendSide) => `${totalsRoot(side)}/days`;
/** The same sums per month (YYYY-MM), so a long range reads months x places nodes. */
export const totalsMonthsPath = (side: SpendSide) => `${totalsRoot(side)}/months`;
export const totalsUndatedPath = (side: SpendSide) => `${totalsRoot(side)}/undated`;
export const totalsProblemsPath = (side: SpendSide) => `${totalsRoot(side)}/problems`;

/** The key for records naming no place: encodeURIComponent never yields a lone '%'. */
const NO_PLACE_KEY = '%';

/**
 * A place name as a database key: keys may not hold . $ # [ ] / or control characters, so the name is
 * percent-encoded (and '.' with it); distinct names stay distinct keys.
 */
export function placeKey(place: string | null): string {
  if (place === null) return NO_PLACE_KEY;
  return encodeURIComponent(place).replaceAll('.', '%2E');
}
