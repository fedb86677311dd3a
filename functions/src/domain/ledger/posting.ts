import { z } from 'zod';
import { createdBySchema } from '../records/createdBy.js';
import { spendSides, type SpendSide } from '../spend/sides.js';

/**
 * The ledger: every money event appends postings at `ledger_postings/{postingId}` (push ids, so keys
 * sort by booking time). A posting is never changed or removed; a correction is a reversing posting
 * and a new one. `personDay` and `sideDay` are the two indexed children (database.rules.json) that make
 * "a person's postings of a month" and "a side's postings of a day range" one key-range query each.
 */
export const LEDGER_POSTINGS_PATH = 'ledger_postings';
export const postingPath = (id: string) => `${LEDGER_POSTINGS_PATH}/${id}`;
/** `ledger_days/{uid}/{day} = { change }`: the balance each day moved by, a cache of the postings. */
export const LEDGER_DAYS_PATH = 'ledger_days';
export const ledgerDaysPath = (uid: string) => `${LEDGER_DAYS_PATH}/${uid}`;

/** '|' sorts after every character of a uid or a side, so `{uid}|{day}` ranges stay within one person. */
export const personDayKey = (uid: string, day: string) => `${uid}|${day}`;
export const sideDayKey = (side: SpendSide, day: string) => `${side}|${day}`;

/**
 * What a posting books. A spend's `claim` (saved or corrected and resent) and its reversal on a
 * correction or withdrawal; a decision (`approved`, `refused`), `reopened`, `withdrawn`, the advance
 * reversed as recorded in error; `settled` and `settlementReversed`.
 */
export const postingKinds = [
  'claim',
  'correction',
  'approved',
  'approvedLess',
  'refused',
  'reopened',
  'withdrawn',
  'advanceReversed',
  'settled',
  'settlementReversed',
  'imported',
] as const;
export type PostingKind = (typeof postingKinds)[number];

/**
 * The amounts a posting moves, signed whole paise. `allocated` and `claimed` are the spend as claimed
 * (what the dashboards' claimed figures sum); the balance moves by `approved - advance - paid +
 * recovered` (positive: the organisation owes the person).
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

const paise = z.number().int();
export const postingAmountsSchema = z.object(
  Object.fromEntries(postingAmountNames.map((name) => [name, paise.default(0)])) as Record<
    PostingAmountName,
    z.ZodDefault<typeof paise>
  >,
);

/** A place's share of the claimed and approved amounts a posting moves. */
export const placeShareSchema = z.object({ place: z.string(), claimed: paise, approved: paise });
export type PlaceShare = z.output<typeof placeShareSchema>;

export const postingSchema = z.object({
  person: z.string(),
  /** The person's email as their entry named them, so a statement names them as it did when booked. */
  personEmail: z.string().optional(),
  side: z.enum(spendSides),
  kind: z.enum(postingKinds),
  /** The organisation's day the event happened on (YYYY-MM-DD): what statements are dated by. */
  day: z.string(),
  personDay: z.string(),
  sideDay: z.string(),
  entryId: z.string().optional(),
  settlementId: z.string().optional(),
  /** The spend's own day, shown beside a posting booked on a later day ('15 Oct spend approved 3 Nov'). */
  spendDay: z.string().optional(),
  // All of zero is stored as no amounts at all (storedPosting), which the Store keeps as nothing.
  amounts: postingAmountsSchema.prefault({}),
  places: z.array(placeShareSchema).default([]),
  reason: z.string().optional(),
  by: createdBySchema.optional(),
  at: z.number().int(),
  requestId: z.string().optional(),
});
export type Posting = z.output<typeof postingSchema>;

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

/** Reads a stored posting; null when it is not one. */
/**
 * A posting as it is stored: amounts of zero left out (they read back as 0), since most postings move
 * one or two of the six, and each stored leaf is a row to write and read.
 */
export function storedPosting(
  posting: Posting,
): Omit<Posting, 'amounts'> & { amounts: Partial<PostingAmounts> } {
  const amounts = Object.fromEntries(
    postingAmountNames
      .filter((name) => posting.amounts[name] !== 0)
      .map((name) => [name, posting.amounts[name]]),
  );
  return { ...posting, amounts };
}

export function readPosting(value: unknown): Posting | null {
  const parsed = postingSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
