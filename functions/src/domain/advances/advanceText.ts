import { paiseText } from '../settlements/balances.js';
import { actorName, type Actor } from '../spendEntries/entryMessages.js';
import { modeText, settlementMessages } from '../settlements/settlement.js';
import { dayText, orgTimeText } from '../time/orgTime.js';
import type { AdvanceMode, AdvanceRecord, AdvanceState } from './advance.js';
import { advanceMoney, type AdvanceOutcome } from './advanceMoney.js';

/** How an advance's money moved, in the settlements' words. */
export const advanceModeText: Readonly<Record<AdvanceMode, string>> = modeText;

export const advanceMessages = {
  amount: 'Enter the amount in rupees.',
  amountPositive: 'Enter an amount above ₹0.00.',
  purposeRequired: 'Say what the advance is for.',
  purposeLong: 'Keep the purpose under 200 characters.',
  daysOrder: 'The last day cannot be before the first.',
  dayInvalid: settlementMessages.dateInvalid,
  placesMany: 'Name at most 20 places.',
  reference: settlementMessages.reference,
  referenceLong: settlementMessages.referenceLong,
  dateFuture: settlementMessages.dateFuture,
  dateBeforePayment: (day: string) => `The date cannot be before ${dayText(day)}, the day it was paid.`,
  notFound: 'This advance does not exist.',
  notYours: 'This advance is not yours.',
  ownAdvance: 'You cannot decide on or pay your own advance.',
  approveLessBelow: (asked: number) => `Approve less than the ${paiseText(asked)} asked for.`,
  cancelPaid: 'A paid advance cannot be cancelled: return what is left instead.',
  notRequested: (state: string) => `This advance is ${state}: only a request can be decided.`,
  notApproved: (state: string) => `This advance is ${state}: only an approved advance can be paid.`,
  paidBefore: (by: Actor | null | undefined, at: number) =>
    `This advance was paid by ${actorName(by)} at ${orgTimeText(at)}`,
  beingPaid: (by: Actor | null | undefined) =>
    `This advance is being paid by ${actorName(by)}. Please try again in a moment.`,
  notOpen: 'Only an open advance can take a return or be carried forward.',
  returnTooMuch: (left: number) => `Return at most ${paiseText(left)}: what is left of this advance.`,
  /** An approval whose Allocated the person's paid advances do not cover. */
  uncovered: (allocated: number, held: number) =>
    `Allocated ${paiseText(allocated)}, advances held ${paiseText(held)}`,
  uncoveredHint: 'Record the payment of the advance first, or correct the Allocated.',
} as const;

const stateWords = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  cancelled: 'Cancelled',
  open: 'Open',
  closed: 'Closed',
} as const satisfies Record<AdvanceState, string>;
const outcomeWords = {
  usedUp: 'Closed: used up',
  returned: 'Closed: returned',
  partlyReturned: 'Closed: partly used and returned',
} as const satisfies Record<AdvanceOutcome, string>;

/** An advance's state as the person and the admins read it: 'Open: carried forward', 'Closed: used up'. */
export function advanceStateWords(advance: {
  state: AdvanceState;
  outcome: AdvanceOutcome | null;
  carriedForward: boolean;
}): string {
  if (advance.state === 'closed' && advance.outcome) return outcomeWords[advance.outcome];
  if (advance.state === 'open' && advance.carriedForward) return 'Open: carried forward';
  return stateWords[advance.state];
}

/** 'Advance ₹5,000.00 paid 26/11/2026 by UPI: ₹3,200.00 used, ₹1,800.00 with you' (the owner's words). */
export function advanceLine(
  advance: Pick<AdvanceRecord, 'state' | 'askedPaise' | 'approvedPaise' | 'payment' | 'draws' | 'returns'>,
): string {
  const payment = advance.payment;
  if (!payment) {
    const amount = paiseText(advance.approvedPaise ?? advance.askedPaise);
    const words = {
      requested: 'asked for',
      approved: 'approved, not paid yet',
      refused: 'refused',
      cancelled: 'cancelled',
      open: 'open',
      closed: 'closed',
    } as const;
    return `Advance ${amount} ${words[advance.state]}`;
  }
  const money = advanceMoney(advance);
  const head = `Advance ${paiseText(money.paid)} paid ${dayText(payment.day)} by ${advanceModeText[payment.mode]}`;
  const parts = [`${paiseText(money.used)} used`];
  if (money.returned > 0) parts.push(`${paiseText(money.returned)} returned`);
  parts.push(`${paiseText(money.left)} with you`);
  return `${head}: ${parts.join(', ')}`;
}
