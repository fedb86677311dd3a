import { z } from 'zod';

const followUpStates = ['open', 'done', 'dropped'] as const;

/** The follow-up a visit set, as the admin's visit log shows it: its day, its state, days overdue. */
export const visitFollowUp = z.object({
  due: z.string(),
  state: z.enum(followUpStates),
  /** Whole days past its day in the organisation's day; 0 unless it is open and late. */
  daysOverdue: z.number().int().nonnegative(),
});
export type VisitFollowUp = z.output<typeof visitFollowUp>;

/** An open follow-up at a place: whose, its day, the remark, days overdue. */
export const placeFollowUp = z.object({
  by: z.object({ uid: z.string(), label: z.string() }),
  due: z.string(),
  remark: z.string().optional(),
  phase: z.string().optional(),
  daysOverdue: z.number().int().nonnegative(),
});
export type PlaceFollowUp = z.output<typeof placeFollowUp>;

/** One person's open follow-ups on one side: overdue, and due from today to 7 days on. */
export const followUpCount = z.object({
  uid: z.string(),
  label: z.string(),
  overdue: z.number().int().nonnegative(),
  dueThisWeek: z.number().int().nonnegative(),
});
export type FollowUpCount = z.output<typeof followUpCount>;

/** 'Asha Rao: 3 overdue, 5 due this week', as the visits pages list them. */
export function followUpCountText(count: FollowUpCount): string {
  return `${count.label}: ${String(count.overdue)} overdue, ${String(count.dueThisWeek)} due this week`;
}
