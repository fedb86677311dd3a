import { describe, expect, it } from 'vitest';
import {
  spendActions,
  spendStates,
  type SpendAction,
  type SpendState,
} from '../../src/domain/spendEntries/entryStates.js';
import {
  allowedActions,
  mayAttachBill,
  checkTransition,
  nextState,
} from '../../src/domain/spendEntries/transitions.js';

const owner = { uid: 'staff-1', roles: ['sales'] as const };
const reviewer = { uid: 'admin-1', roles: ['admin'] as const };
const adminOwner = { uid: 'staff-1', roles: ['admin', 'sales'] as const };
const otherStaff = { uid: 'staff-2', roles: ['sales'] as const };
// 25/11/2026 15:04 in the organisation's zone.
const decidedAt = Date.UTC(2026, 10, 25, 9, 34);
const decidedBy = { uid: 'admin-2', email: 'meera.admin@example.com' };

const subject = (state: SpendState) => ({
  state,
  ownerUid: 'staff-1',
  ...(state === 'approved' || state === 'refused' || state === 'settled' ? { decidedBy, decidedAt } : {}),
  ...(state === 'withdrawn' ? { decidedAt: null } : {}),
});

/** Every state x action, for the one who may take the action: where it leads, or the message. */
const expected: Record<SpendState, Record<SpendAction, string>> = {
  waiting: {
    approve: 'approved',
    approveLess: 'approved',
    refuse: 'refused',
    withdraw: 'withdrawn',
    correct: 'Only a refused spend can be corrected and resent.',
    settle: 'Only an approved spend that is not settled yet can be settled.',
    reverse: 'Only a settled spend can have its settlement reversed.',
    reopen: 'Only an approved spend that is not settled yet can be reopened.',
  },
  approved: {
    approve: 'Already approved by Meera Admin at 25/11/2026 15:04',
    approveLess: 'Already approved by Meera Admin at 25/11/2026 15:04',
    refuse: 'Already approved by Meera Admin at 25/11/2026 15:04',
    withdraw: 'It can no longer be withdrawn: Already approved by Meera Admin at 25/11/2026 15:04',
    correct: 'Only a refused spend can be corrected and resent.',
    settle: 'settled',
    reverse: 'Only a settled spend can have its settlement reversed.',
    reopen: 'waiting',
  },
  refused: {
    approve: 'Already refused by Meera Admin at 25/11/2026 15:04',
    approveLess: 'Already refused by Meera Admin at 25/11/2026 15:04',
    refuse: 'Already refused by Meera Admin at 25/11/2026 15:04',
    withdraw: 'It can no longer be withdrawn: Already refused by Meera Admin at 25/11/2026 15:04',
    correct: 'waiting',
    settle: 'Only an approved spend that is not settled yet can be settled.',
    reverse: 'Only a settled spend can have its settlement reversed.',
    reopen: 'Only an approved spend that is not settled yet can be reopened.',
  },
  withdrawn: {
    approve: 'Withdrawn by its owner',
    approveLess: 'Withdrawn by its owner',
    refuse: 'Withdrawn by its owner',
    withdraw: 'This spend is already withdrawn.',
    correct: 'Only a refused spend can be corrected and resent.',
    settle: 'Only an approved spend that is not settled yet can be settled.',
    reverse: 'Only a settled spend can have its settlement reversed.',
    reopen: 'Only an approved spend that is not settled yet can be reopened.',
  },
  settled: {
    approve: 'Already approved by Meera Admin at 25/11/2026 15:04 and settled',
    approveLess: 'Already approved by Meera Admin at 25/11/2026 15:04 and settled',
    refuse: 'Already approved by Meera Admin at 25/11/2026 15:04 and settled',
    withdraw:
      'It can no longer be withdrawn: Already approved by Meera Admin at 25/11/2026 15:04 and settled',
    correct: 'Only a refused spend can be corrected and resent.',
    settle: 'Only an approved spend that is not settled yet can be settled.',
    reverse: 'approved',
    reopen: 'This spend is settled: reverse its settlement first.',
  },
};

const reviewerActions: readonly SpendAction[] = [
  'approve',
  'approveLess',
  'refuse',
  'settle',
  'reverse',
  'reopen',
];

describe('the spend transition table', () => {
  it('names every state and action', () => {
    expect(Object.keys(expected).sort()).toEqual([...spendStates].sort());
    for (const state of spendStates)
      expect(Object.keys(expected[state]).sort()).toEqual([...spendActions].sort());
  });

  for (const state of spendStates) {
    for (const action of spendActions) {
      const outcome = expected[state][action];
      const actor = reviewerActions.includes(action) ? reviewer : owner;
      it(`${state} x ${action}: ${spendStates.includes(outcome as SpendState) ? `-> ${outcome}` : 'refused'}`, () => {
        const check = checkTransition(subject(state), action, actor);
        if (spendStates.includes(outcome as SpendState)) {
          expect(check).toEqual({ allowed: true, to: outcome });
          expect(nextState(state, action)).toBe(outcome);
        } else {
          expect(check).toEqual({ allowed: false, reason: 'state', message: outcome });
          expect(nextState(state, action)).toBeNull();
        }
      });
    }
  }

  it.each(reviewerActions)('nobody may %s their own entry, even an admin', (action) => {
    expect(checkTransition(subject('waiting'), action, adminOwner)).toEqual({
      allowed: false,
      reason: 'own-entry',
      message: 'You cannot review your own spend.',
    });
  });

  it.each(reviewerActions)('only an admin may %s', (action) => {
    expect(checkTransition(subject('waiting'), action, otherStaff)).toMatchObject({
      allowed: false,
      reason: 'not-reviewer',
    });
  });

  it.each(['withdraw', 'correct'] as const)('only the owner may %s, not an admin', (action) => {
    for (const actor of [reviewer, otherStaff]) {
      expect(checkTransition(subject(action === 'correct' ? 'refused' : 'waiting'), action, actor)).toEqual({
        allowed: false,
        reason: 'not-owner',
        message: 'Only the person who saved this spend can do that.',
      });
    }
  });

  it('offers each person the actions they may take', () => {
    expect(allowedActions(subject('waiting'), reviewer)).toEqual(['approve', 'approveLess', 'refuse']);
    expect(allowedActions(subject('waiting'), owner)).toEqual(['withdraw']);
    expect(allowedActions(subject('waiting'), adminOwner)).toEqual(['withdraw']);
    expect(allowedActions(subject('refused'), owner)).toEqual(['correct']);
    expect(allowedActions(subject('approved'), reviewer)).toEqual(['settle', 'reopen']);
    expect(allowedActions(subject('approved'), adminOwner)).toEqual([]);
    expect(allowedActions(subject('approved'), owner)).toEqual([]);
    expect(allowedActions(subject('settled'), reviewer)).toEqual(['reverse']);
    expect(allowedActions(subject('settled'), owner)).toEqual([]);
    expect(allowedActions(subject('withdrawn'), owner)).toEqual([]);
  });

  it('lets nothing but its reversal move an entry a settlement holds: no side door', () => {
    const recovered = { ...subject('refused'), settlement: { id: 's1' } };
    expect(allowedActions(recovered, owner)).toEqual([]);
    expect(checkTransition(recovered, 'correct', owner)).toEqual({
      allowed: false,
      reason: 'state',
      message: 'The advance of this spend was settled: it can no longer be corrected.',
    });
    expect(allowedActions({ ...subject('withdrawn'), settlement: { id: 's1' } }, owner)).toEqual([]);
    expect(allowedActions({ ...subject('settled'), settlement: { id: 's1' } }, reviewer)).toEqual([
      'reverse',
    ]);
    // Nor a bill: the server attaches one where My spends offers it, and no further.
    expect(mayAttachBill(recovered, owner)).toBe(false);
    expect(mayAttachBill(subject('refused'), owner)).toBe(true);
    expect(mayAttachBill(subject('waiting'), owner)).toBe(true);
    expect(mayAttachBill(subject('approved'), owner)).toBe(false);
  });

  it('names an admin without an email as an admin', () => {
    const check = checkTransition(
      { state: 'approved', ownerUid: 'x', decidedBy: { uid: 'a' } },
      'approve',
      reviewer,
    );
    expect(check).toMatchObject({ message: 'Already approved by an admin' });
  });
});
