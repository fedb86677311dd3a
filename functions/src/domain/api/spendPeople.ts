import { z } from 'zod';
import { dashboardScope, fromNotAfterTo } from './dashboardRange.js';

/** A side's per-person figures for a range of days (all days when none), admin only. */
export const spendPeopleInput = z.strictObject(dashboardScope).superRefine(fromNotAfterTo);

const paise = z.number().int();

/**
 * One person's figures over the range, in whole paise: entries claimed (all but withdrawn), their
 * allocated and claimed sums, the approved spent (settled or not), what settlements paid net
 * (approved minus allocated of the settled entries) and the balance of the approved, unsettled
 * entries (positive: the organisation owes them; negative: they return it).
 */
export const personFiguresView = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  /** How the screens name them (`personName`). */
  name: z.string(),
  entries: z.number().int(),
  allocatedPaise: paise,
  claimedPaise: paise,
  approvedPaise: paise,
  settledPaise: paise,
  balancePaise: paise,
});

/** Everyone with a figure in the range, largest claim first; read from the per person and day totals. */
export const spendPeopleOutput = z.object({ people: z.array(personFiguresView) });

export type SpendPeopleInput = z.input<typeof spendPeopleInput>;
export type SpendPeopleOutput = z.output<typeof spendPeopleOutput>;
export type PersonFiguresView = z.output<typeof personFiguresView>;
