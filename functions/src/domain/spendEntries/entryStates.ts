import { z } from 'zod';

/**
 * The states of a spend entry. `waiting`: saved (or corrected and resent), nobody has decided yet;
 * `approved`: an admin approved it, maybe for less; `refused`: an admin refused it with a reason (its
 * owner may correct and resend it); `withdrawn`: its owner took it back before anyone decided.
 * `settled`: approved and paid out or recovered by a settlement (a reversal makes it approved again).
 */
export const spendStates = ['waiting', 'approved', 'refused', 'withdrawn', 'settled'] as const;
export const spendStateSchema = z.enum(spendStates);
export type SpendState = z.infer<typeof spendStateSchema>;

/**
 * What can happen to an entry: three decisions (an admin's), two of its owner's, a settlement and its
 * reversal (an admin's, through a settlement only), and reopening an approved, unsettled entry (an
 * admin's, with a reason: it waits for review again).
 */
export const spendActions = [
  'approve',
  'approveLess',
  'refuse',
  'withdraw',
  'correct',
  'settle',
  'reverse',
  'reopen',
] as const;
export const spendActionSchema = z.enum(spendActions);
export type SpendAction = z.infer<typeof spendActionSchema>;

/** Who may take an action: a reviewer (an admin who is not the entry's owner) or the entry's owner. */
export const spendActors = ['reviewer', 'owner'] as const;
export type SpendActor = (typeof spendActors)[number];

/**
 * The one definition of 'approved': approved, settled or not. Every approved figure (dashboards, the
 * per-person table, balances, statements) counts these states.
 */
export const approvedStates: readonly SpendState[] = ['approved', 'settled'];
export const isApprovedState = (state: SpendState | null | undefined): boolean =>
  state !== null && state !== undefined && approvedStates.includes(state);
/** The states whose records count towards the claimed totals: all but a withdrawn entry. */
export const claimedStates: readonly SpendState[] = ['waiting', 'approved', 'refused', 'settled'];
export const isClaimedState = (state: SpendState): boolean => claimedStates.includes(state);
