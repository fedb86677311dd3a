import { z } from 'zod';
import { createdBySchema } from '../records/createdBy.js';
import { fromPaise, isWholePaise, maxSpendAmount, toPaise } from '../spend/money.js';
import { actorName, type Actor } from '../spendEntries/entryMessages.js';
import { paiseText } from './balances.js';
import { dayText, isOrgDay, orgTimeText } from '../time/orgTime.js';

/** How a settlement moved the money. */
export const settlementDirections = ['paid', 'recovered'] as const;
export type SettlementDirection = (typeof settlementDirections)[number];
/** Who reads a settlement or a statement: an admin about the person, or the person themself. */
export const settlementReaders = ['admin', 'owner'] as const;
export type SettlementReader = (typeof settlementReaders)[number];
/** How a settlement moved the money, in its reader's words: 'Paid to them' for an admin, 'Paid to you' for its owner. */
export const directionText = {
  admin: { paid: 'Paid to them', recovered: 'Recovered from them' },
  owner: { paid: 'Paid to you', recovered: 'Recovered from you' },
} as const satisfies Record<SettlementReader, Record<SettlementDirection, string>>;

export const settlementModes = ['upi', 'bank', 'cash', 'adjusted'] as const;
export type SettlementMode = (typeof settlementModes)[number];
/**
 * How a new settlement may move the money. 'Adjusted against the next allocation' is read on older
 * settlements only: money held for a person's next trip is an advance, on their own advance ledger,
 * which a settlement moved to it would put in credit.
 */
export const newSettlementModes = ['upi', 'bank', 'cash'] as const;
export type NewSettlementMode = (typeof newSettlementModes)[number];
export const modeText = {
  upi: 'UPI',
  bank: 'Bank transfer',
  cash: 'Cash',
  adjusted: 'Adjusted against the next allocation',
} as const satisfies Record<SettlementMode, string>;

/** `settlements/{id}`: one settlement; `settlement_owner/{uid}/{id} = date`: a person's settlements. */
export const SETTLEMENTS_PATH = 'settlements';
export const SETTLEMENT_OWNER_PATH = 'settlement_owner';
/**
 * `settle_marks/{uid}/{entryId} = { settlementId, by, at }`: the person's entries held by a settlement.
 * The one transaction of a settlement (or a reversal's claim) is on this node: it adds every ticked
 * entry or none, so two settlements of the same entries cannot both commit.
 */
export const SETTLE_MARKS_PATH = 'settle_marks';
export const settlementPath = (id: string) => `${SETTLEMENTS_PATH}/${id}`;
export const settlementOwnerPath = (uid: string) => `${SETTLEMENT_OWNER_PATH}/${uid}`;
export const settleMarksPath = (uid: string) => `${SETTLE_MARKS_PATH}/${uid}`;

const at = z.number().int();
/**
 * A reversal's claim on its settlement's marks: the marks stay on (the entries are still settled) until
 * the reversal's one write takes them off; a claim older than a request's may be taken over.
 */
export const reversalClaimSchema = z.object({ token: z.string(), by: createdBySchema, at });
export type ReversalClaim = z.output<typeof reversalClaimSchema>;
export const settleMarkSchema = z.object({
  settlementId: z.string(),
  by: createdBySchema,
  at,
  reversing: reversalClaimSchema.optional(),
});
export type SettleMark = z.output<typeof settleMarkSchema>;

export const settlementRecordSchema = z.object({
  owner: createdBySchema,
  direction: z.enum(settlementDirections),
  /** The amount in whole paise (never negative; the direction says which way). */
  amountPaise: z.number().int().nonnegative(),
  mode: z.enum(settlementModes),
  reference: z.string(),
  /** The day the money moved (YYYY-MM-DD, the organisation's zone). */
  date: z.string(),
  entryIds: z.array(z.string()),
  by: createdBySchema,
  at,
  requestId: z.string(),
  reversal: z.object({ by: createdBySchema, at, reason: z.string() }).optional(),
});
export type SettlementRecord = z.output<typeof settlementRecordSchema>;

export const MAX_SETTLEMENT_ENTRIES = 500;

/**
 * `details.reason` of the `failed-precondition` error a settlement gets when some of its entries were
 * settled already (by another admin, or another tab): nothing was written, the message says by whom.
 */
export const SETTLE_CONFLICT_REASON = 'settle-conflict';
export const MAX_REFERENCE = 100;
export const MAX_REVERSAL_REASON = 500;

export const settlementMessages = {
  amountNumber: 'Enter the amount in rupees.',
  amountPaise: 'Use at most two decimals (paise).',
  zeroAmount: 'A settlement of ₹0.00 moves no money: tick entries that leave something to pay or recover.',
  amountEqual: (balance: number) => `Enter ${paiseText(balance)}: the balance of the ticked entries.`,
  direction: (balance: number) =>
    balance > 0
      ? `The ticked entries are owed to them: choose "${directionText.admin.paid}".`
      : `The ticked entries are owed by them: choose "${directionText.admin.recovered}".`,
  reference: 'Enter the UTR or receipt number (only cash needs none).',
  referenceLong: `Keep the reference under ${String(MAX_REFERENCE)} characters.`,
  dateFuture: 'The date cannot be in the future.',
  dateBeforeSpends: (day: string) =>
    `The date cannot be before ${dayText(day)}, the day of the latest spend or decision it settles.`,
  dateInvalid: 'Enter a date as dd/mm/yyyy.',
  noEntries: 'Tick at least one entry.',
  notApproved: 'Only approved spends that are not settled yet can be settled.',
  otherPerson: 'Every ticked entry must be this person’s.',
  ownEntries: 'You cannot settle your own spends.',
  settledBefore: (count: number, total: number, by: Actor | null | undefined, at: number) =>
    `${total === 1 ? 'This entry was' : `${String(count)} of these entries were`} settled by ${actorName(by)} at ${orgTimeText(at)}`,
  reasonRequired: 'Give the reason for the reversal.',
  alreadyReversed: (by: Actor | null | undefined, at: number) =>
    `This settlement was already reversed by ${actorName(by)} at ${orgTimeText(at)}`,
  beingReversed: (by: Actor | null | undefined) =>
    `This settlement is being reversed by ${actorName(by)}. Please try again in a moment.`,
  notFound: 'This settlement does not exist.',
  unreadable: 'The settlement could not be read just now. Please try again in a moment.',
} as const;

export interface SettlementForm {
  direction: SettlementDirection;
  /** Rupees as typed (a number). */
  amount: number;
  mode: SettlementMode;
  reference: string;
  date: string;
}

export interface FieldProblem {
  field: 'direction' | 'amount' | 'mode' | 'reference' | 'date';
  message: string;
}

/**
 * Every problem of a settlement form against the ticked entries' balance (paise) and today's day: the
 * direction must match the balance's sign, the amount must equal it to the paisa (a balance of ₹0.00
 * is no settlement: no money moves), a reference is
 * required except for cash, and the date is today or earlier and not before the latest spend's day. The web form and the server both ask.
 */
export function settlementProblems(
  form: SettlementForm,
  balancePaise: number,
  today: string,
  latestSpendDay = '',
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const wanted: SettlementDirection = balancePaise >= 0 ? 'paid' : 'recovered';
  if (balancePaise !== 0 && form.direction !== wanted) {
    problems.push({ field: 'direction', message: settlementMessages.direction(balancePaise) });
  }
  if (
    !Number.isFinite(form.amount) ||
    form.amount < 0 ||
    form.amount > maxSpendAmount * MAX_SETTLEMENT_ENTRIES
  ) {
    problems.push({ field: 'amount', message: settlementMessages.amountNumber });
  } else if (!isWholePaise(form.amount)) {
    problems.push({ field: 'amount', message: settlementMessages.amountPaise });
  } else if (balancePaise === 0) {
    problems.push({ field: 'amount', message: settlementMessages.zeroAmount });
  } else if (toPaise(form.amount) !== Math.abs(balancePaise)) {
    problems.push({ field: 'amount', message: settlementMessages.amountEqual(balancePaise) });
  }
  const reference = form.reference.trim();
  if (form.mode !== 'cash' && reference === '') {
    problems.push({ field: 'reference', message: settlementMessages.reference });
  } else if (reference.length > MAX_REFERENCE) {
    problems.push({ field: 'reference', message: settlementMessages.referenceLong });
  }
  if (!isOrgDay(form.date)) problems.push({ field: 'date', message: settlementMessages.dateInvalid });
  else if (form.date > today) problems.push({ field: 'date', message: settlementMessages.dateFuture });
  else if (form.date < latestSpendDay) {
    problems.push({ field: 'date', message: settlementMessages.dateBeforeSpends(latestSpendDay) });
  }
  return problems;
}

/** The amount of a balance as the form fills it in: rupees, a number. */
export const balanceAmount = (balancePaise: number): number => fromPaise(Math.abs(balancePaise));
