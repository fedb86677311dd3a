import { z } from 'zod';
import { createdBySchema } from '../records/createdBy.js';
import { billEvidenceSchema } from './billEvidence.js';
import { spendSides, type SpendSide } from '../spend/sides.js';
import { linesAmounts, linesPlaces, lineText, readLineText, type LedgerLine } from './lines.js';
import { postingAmountNames, zeroAmounts, type PlaceShare, type PostingAmounts } from './postingAmounts.js';

/**
 * The book: every money event books its postings at `ledger_postings/{postingId}` (deterministic ids,
 * postingId.ts), each a set of balanced lines (lines.ts) written by the one writer
 * (services/ledger/book.ts). A posting is never changed or removed; a correction is a reversing
 * posting and a new one. `personDay` and `sideDay` are the two indexed children (database.rules.json)
 * that make "a person's postings of a month" and "a side's postings of a day range" one key-range
 * query each.
 */
export const LEDGER_POSTINGS_PATH = 'ledger_postings';
/** `ledger_days/{uid}/{day} = { change }`: the balance each day moved by, a cache of the lines. */
export const LEDGER_DAYS_PATH = 'ledger_days';
export const ledgerDaysPath = (uid: string) => `${LEDGER_DAYS_PATH}/${uid}`;

/** '|' sorts after every character of a uid or a side, so `{uid}|{day}` ranges stay within one person. */
export const personDayKey = (uid: string, day: string) => `${uid}|${day}`;
export const sideDayKey = (side: SpendSide, day: string) => `${side}|${day}`;

/**
 * What a posting books. A spend's `claim` (saved or corrected and resent) and its reversal on a
 * correction or withdrawal; a decision (`approved`, `refused`), `reopened`, `withdrawn`, the advance
 * reversed as recorded in error; `settled` and `settlementReversed`; an advance paid to the person
 * (`advancePaid`: their advance ledger debited, Bank or Cash credited) and money of it returned
 * (`advanceReturned`, the other way round).
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
  'advancePaid',
  'advanceReturned',
] as const;
export type PostingKind = (typeof postingKinds)[number];

const storedPostingSchema = z.object({
  person: z.string(),
  /** The person's email as their entry named them, so a statement names them as it did when booked. */
  personEmail: z.string().optional(),
  side: z.enum(spendSides),
  kind: z.enum(postingKinds),
  /** The organisation's day the posting is dated (YYYY-MM-DD): what statements are dated by. */
  day: z.string(),
  /**
   * Booked late: the day its event happened, in a month closed before `ledger rebuild` found it
   * missing, so it is dated on the first open day instead (the closed month never changes).
   */
  lateFrom: z.string().optional(),
  personDay: z.string(),
  sideDay: z.string(),
  entryId: z.string().optional(),
  settlementId: z.string().optional(),
  /** An advance's payment or return: moves money between the person's advance ledger and Bank or Cash. */
  advanceId: z.string().optional(),
  /** The spend's own day, shown beside a posting booked on a later day ('15 Oct spend approved 3 Nov'). */
  spendDay: z.string().optional(),
  /**
   * Its balanced lines (lineText), one text of them a line apart; a posting that moves nothing has
   * none. Stored as a list, one text each, when a line holds a line break, and as booked before.
   */
  lines: z.union([z.string(), z.array(z.string())]).default([]),
  reason: z.string().optional(),
  /** The bills a decision's spend rests on, as read when it was booked (billEvidence.ts). */
  bills: z.array(billEvidenceSchema).optional(),
  by: createdBySchema.optional(),
  at: z.number().int(),
  requestId: z.string().optional(),
  // Postings booked before the book had lines kept six amounts and place shares; a rebuild books them.
  amounts: z.record(z.string(), z.number().int()).optional(),
  places: z.array(z.object({ place: z.string(), claimed: z.number(), approved: z.number() })).optional(),
});

/**
 * A posting as read: what is stored, its lines, and the figures read from the lines (`amounts`,
 * `places`), which every statement, balance and check uses.
 */
export type Posting = Omit<z.output<typeof storedPostingSchema>, 'lines' | 'amounts' | 'places'> & {
  lines: LedgerLine[];
  amounts: PostingAmounts;
  places: PlaceShare[];
  /** Stored before the book had lines: its figures are the stored ones until a rebuild books its lines. */
  unbooked?: true;
};

/** Whether a posting belongs to a settlement (or its reversal): its lines move money, not a spend. */
export const settlesOf = (posting: Pick<Posting, 'settlementId' | 'kind'>): { reversal: boolean } | null =>
  posting.settlementId === undefined ? null : { reversal: posting.kind === 'settlementReversed' };

/**
 * A posting as it is stored: its lines as one text, a line each (one node rather than one a line:
 * fewer to write and read), the figures left out (they are read from the lines).
 */
export function storedPosting(posting: Posting): Record<string, unknown> {
  const rest: Partial<Posting> = { ...posting };
  delete rest.amounts;
  delete rest.places;
  delete rest.unbooked;
  const texts = posting.lines.map(lineText);
  const lines = texts.some((text) => text.includes('\n')) ? texts : texts.join('\n');
  return { ...rest, ...(texts.length === 0 ? {} : { lines }) };
}

const lineTexts = (stored: string | string[]): string[] =>
  typeof stored === 'string' ? (stored === '' ? [] : stored.split('\n')) : stored;

function legacyAmounts(stored: Record<string, number> | undefined): PostingAmounts {
  return Object.fromEntries(postingAmountNames.map((name) => [name, stored?.[name] ?? 0])) as PostingAmounts;
}

/** Reads a stored posting, its figures from its lines; null when it is not one. */
export function readPosting(value: unknown): Posting | null {
  const parsed = storedPostingSchema.safeParse(value);
  if (!parsed.success) return null;
  const { lines: texts, amounts: oldAmounts, places: oldPlaces, ...rest } = parsed.data;
  const lines = lineTexts(texts).map(readLineText);
  if (lines.some((line) => line === null)) return null;
  const read = lines as LedgerLine[];
  if (read.length === 0 && (oldAmounts !== undefined || oldPlaces !== undefined)) {
    return {
      ...rest,
      lines: [],
      amounts: legacyAmounts(oldAmounts),
      places: oldPlaces ?? [],
      unbooked: true,
    };
  }
  return {
    ...rest,
    lines: read,
    // An advance's lines move no spend figure: what the person holds is read from `advanceHeld`.
    amounts: rest.advanceId === undefined ? linesAmounts(read, settlesOf(rest)) : zeroAmounts(),
    places: linesPlaces(read),
  };
}
