import { personName } from '../people/personName.js';
import { rupeeText } from './rupees.js';
import type { SpendState } from './entryStates.js';
import { orgTimeText } from '../time/orgTime.js';

/** Who acted, as a record keeps them; `name` is joined in by the service that words the message. */
export interface Actor {
  uid?: string;
  email?: string;
  name?: string;
}

/**
 * Who acted, as a message names them: as every screen names a person (`personName`: the name kept
 * for them, else the words of their email), else `unknown` ('an admin' for a decision).
 */
export function actorName(by: Actor | null | undefined, unknown = 'an admin'): string {
  if (!by || (!by.name && !by.email)) return unknown;
  return personName({ uid: by.uid ?? '', email: by.email, name: by.name }) || unknown;
}

/** The words of an entry's state as its owner and the reviewers read them. */
export const entryStateText = {
  waiting: () => 'Waiting for review',
  approved: ({ claimed, approved, reason }: { claimed: number; approved: number; reason?: string | null }) =>
    approved < claimed
      ? `Approved ${rupeeText(approved)} of ${rupeeText(claimed)}: ${reason ?? ''}`.trimEnd()
      : `Approved ${rupeeText(approved)}`,
  refused: ({ reason }: { reason?: string | null }) => `Refused: ${reason ?? ''}`.trimEnd(),
  withdrawn: () => 'Withdrawn',
  settled: ({ approved, on, how }: { approved: number; on?: string; how?: string }) =>
    `Approved ${rupeeText(approved)}, settled${on ? ` on ${on}` : ''}${how ? ` by ${how}` : ''}`,
} as const;

/** Why an action is refused: shown as it is to the one who tried it. */
export const transitionMessages = {
  decided: (state: SpendState, by: Actor | null | undefined, at: number | null | undefined) => {
    const when = at === null || at === undefined ? '' : ` at ${orgTimeText(at)}`;
    if (state === 'approved') return `Already approved by ${actorName(by)}${when}`;
    if (state === 'refused') return `Already refused by ${actorName(by)}${when}`;
    if (state === 'withdrawn') return `Withdrawn by its owner${when}`;
    if (state === 'settled') return `Already approved by ${actorName(by)}${when} and settled`;
    return 'This spend is waiting for review.';
  },
  ownEntry: 'You cannot review your own spend.',
  notReviewer: 'Only an admin can review spends.',
  notOwner: 'Only the person who saved this spend can do that.',
  notRefused: 'Only a refused spend can be corrected and resent.',
  advanceSettled: 'The advance of this spend was settled: it can no longer be corrected.',
  notApproved: 'Only an approved spend that is not settled yet can be settled.',
  notSettled: 'Only a settled spend can have its settlement reversed.',
  notReopenable: (state: SpendState) =>
    state === 'settled'
      ? 'This spend is settled: reverse its settlement first.'
      : 'Only an approved spend that is not settled yet can be reopened.',
  /** The entry was corrected since the admin saw it: who, when and what it claims now. */
  changed: (by: Actor | null | undefined, at: number, spent: number) =>
    `Changed by ${actorName(by, 'its owner')} at ${orgTimeText(at)}: now ${rupeeText(spent)}`,
  beingSettled: (by: Actor | null | undefined) =>
    `Being settled by ${actorName(by)} right now. Try again in a moment.`,
  beingReopened: (by: Actor | null | undefined) =>
    `Being reopened by ${actorName(by)} right now. Try again in a moment.`,
  notWaitingWithdraw: (state: SpendState, by: Actor | null | undefined, at?: number | null) =>
    state === 'withdrawn'
      ? 'This spend is already withdrawn.'
      : `It can no longer be withdrawn: ${transitionMessages.decided(state, by, at)}`,
  beingDecided: (by: Actor | null | undefined) =>
    `Being decided by ${actorName(by)} right now. Try again in a moment.`,
  notFound: 'This spend does not exist (any more).',
  unreadable: 'This spend could not be read just now. Please try again in a moment.',
} as const;

/** The field messages of a decision. */
export const decisionMessages = {
  reasonRequired: 'Give a reason.',
  approveLessBelow: (claimed: number) => `Enter an amount below the claimed ${rupeeText(claimed)}.`,
  approveLessPositive: 'Enter an amount of at least ₹0.01, or refuse the spend.',
} as const;
