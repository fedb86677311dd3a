/**
 * The six figures a posting moves, signed whole paise, read from its lines (lines.ts): `allocated` and
 * `claimed` are the spend as claimed (what the dashboards' claimed figures sum); the balance moves by
 * `approved - advance - paid + recovered` (positive: the organisation owes the person).
 */
export const postingAmountNames = [
  'allocated',
  'claimed',
  'advance',
  'approved',
  'paid',
  'recovered',
] as const;
export type PostingAmountName = (typeof postingAmountNames)[number];
export type PostingAmounts = Record<PostingAmountName, number>;

/** A place's share of the claimed and approved amounts a posting moves. */
export interface PlaceShare {
  place: string;
  claimed: number;
  approved: number;
}

export const zeroAmounts = (): PostingAmounts =>
  Object.fromEntries(postingAmountNames.map((name) => [name, 0])) as PostingAmounts;

export function subtractAmounts(a: PostingAmounts, b: PostingAmounts): PostingAmounts {
  return Object.fromEntries(postingAmountNames.map((name) => [name, a[name] - b[name]])) as PostingAmounts;
}

export function addAmounts(a: PostingAmounts, b: PostingAmounts): PostingAmounts {
  return Object.fromEntries(postingAmountNames.map((name) => [name, a[name] + b[name]])) as PostingAmounts;
}

/** What a posting moves a person's balance by (paise): positive, the organisation owes them more. */
export const balanceChange = (amounts: PostingAmounts): number =>
  amounts.approved - amounts.advance - amounts.paid + amounts.recovered;
