import type { Role } from '../roles.js';
import type { SpendAction, SpendActor, SpendState } from './entryStates.js';
import { transitionMessages } from './entryMessages.js';

/**
 * The one transition table of a spend entry: from each state, the actions allowed and the state each
 * leads to. Server, web (which buttons to offer) and tests all read this. An approved entry is settled
 * by a settlement only, and a settled one becomes approved again only by that settlement's reversal
 * (so a settled entry can be neither corrected nor withdrawn). An approved, unsettled entry may be
 * reopened by an admin: it waits for review again.
 */
export const spendTransitions = {
  waiting: { approve: 'approved', approveLess: 'approved', refuse: 'refused', withdraw: 'withdrawn' },
  approved: { settle: 'settled', reopen: 'waiting' },
  refused: { correct: 'waiting' },
  withdrawn: {},
  settled: { reverse: 'approved' },
} as const satisfies Record<SpendState, Partial<Record<SpendAction, SpendState>>>;

/** Who may take each action. */
export const actionActors = {
  approve: 'reviewer',
  approveLess: 'reviewer',
  refuse: 'reviewer',
  withdraw: 'owner',
  correct: 'owner',
  settle: 'reviewer',
  reverse: 'reviewer',
  reopen: 'reviewer',
} as const satisfies Record<SpendAction, SpendActor>;

/** What the table needs to know of an entry. */
export interface TransitionSubject {
  state: SpendState;
  ownerUid: string;
  /**
   * The settlement that holds it, if any: a settled spend, or a refused or withdrawn one whose advance
   * a settlement recovered. Only that settlement's reversal moves it (correcting it would book again).
   */
  settlement?: unknown;
  decidedBy?: { uid: string; email?: string } | null;
  decidedAt?: number | null;
}

/** Who is acting. */
export interface TransitionActor {
  uid: string;
  roles: readonly Role[];
}

/** Why an action is refused; 'changed': the entry was corrected since the admin saw it. */
export type TransitionRefusal = 'own-entry' | 'not-reviewer' | 'not-owner' | 'state' | 'changed';

export type TransitionCheck =
  { allowed: true; to: SpendState } | { allowed: false; reason: TransitionRefusal; message: string };

/** The state `action` leads to from `state`, or null when the table has no such move. */
export function nextState(state: SpendState, action: SpendAction): SpendState | null {
  const row: Partial<Record<SpendAction, SpendState>> = spendTransitions[state];
  return row[action] ?? null;
}

function stateMessage(subject: TransitionSubject, action: SpendAction): string {
  const { state, decidedBy, decidedAt } = subject;
  if (action === 'correct') return transitionMessages.notRefused;
  if (action === 'settle') return transitionMessages.notApproved;
  if (action === 'reverse') return transitionMessages.notSettled;
  if (action === 'reopen') return transitionMessages.notReopenable(state);
  if (action === 'withdraw') return transitionMessages.notWaitingWithdraw(state, decidedBy, decidedAt);
  return transitionMessages.decided(state, decidedBy, decidedAt);
}

/**
 * Whether `actor` may take `action` on the entry now, and if so the state it leads to; if not, why,
 * with the message to show. Nobody reviews their own entry, only its owner withdraws or corrects it.
 */
export function checkTransition(
  subject: TransitionSubject,
  action: SpendAction,
  actor: TransitionActor,
): TransitionCheck {
  const isOwner = actor.uid === subject.ownerUid;
  if (actionActors[action] === 'reviewer') {
    if (!actor.roles.includes('admin')) {
      return { allowed: false, reason: 'not-reviewer', message: transitionMessages.notReviewer };
    }
    if (isOwner) return { allowed: false, reason: 'own-entry', message: transitionMessages.ownEntry };
  } else if (!isOwner) {
    return { allowed: false, reason: 'not-owner', message: transitionMessages.notOwner };
  }
  if (subject.settlement && action !== 'reverse' && subject.state !== 'settled') {
    return { allowed: false, reason: 'state', message: transitionMessages.advanceSettled };
  }
  const to = nextState(subject.state, action);
  if (to === null) return { allowed: false, reason: 'state', message: stateMessage(subject, action) };
  return { allowed: true, to };
}

/**
 * Whether its owner may add a bill to the entry now: while they may still withdraw or correct it (a
 * waiting or refused spend no settlement holds). The server and My spends both ask this.
 */
export function mayAttachBill(subject: TransitionSubject, actor: TransitionActor): boolean {
  return (['withdraw', 'correct'] as const).some((action) => checkTransition(subject, action, actor).allowed);
}

/** The actions `actor` may take on the entry now (the buttons a screen offers). */
export function allowedActions(subject: TransitionSubject, actor: TransitionActor): SpendAction[] {
  return (Object.keys(actionActors) as SpendAction[]).filter(
    (action) => checkTransition(subject, action, actor).allowed,
  );
}
