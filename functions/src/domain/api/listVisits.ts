import { z } from 'zod';
import { paging } from '../constants.js';
import { uidSchema } from '../ids.js';
import { dashboardScope, fromNotAfterTo } from './dashboardRange.js';
import { followUpCount } from './followUpViews.js';
import { placeSearch, visitItem, visitKindSchema, visitPhaseSchema } from './visitItem.js';
import { checkFilters } from '../visits/location/checkFilters.js';
import { fieldMessages } from '../visits/fieldRules.js';

const epochMs = z.number().int().nonnegative().max(8.64e15);

/** Where a page ends: its last (oldest) visit. The next page starts after it. */
export const visitCursor = z.strictObject({ createdAt: epochMs, id: z.string().min(1).max(64) });

export const maxVisitsPage = 500;

export const visitLogMessages = {
  phaseIsSales: 'Only sales visits have a visit phase.',
} as const;

/** One page of a kind's visits, newest first, narrowed by days, submitter, phase and a place search. */
export const listVisitsInput = z
  .strictObject({
    kind: visitKindSchema,
    from: dashboardScope.from,
    to: dashboardScope.to,
    /** The submitter's uid, as the output's `staff` lists them. */
    staff: uidSchema('Choose one of the listed staff.').optional(),
    phase: visitPhaseSchema.optional(),
    search: placeSearch.optional(),
    /** Only visits whose follow-up is open and past its day. */
    overdue: z.boolean().optional(),
    /**
     * Only visits counted under this (`countCategoryOf`: Too fast and Not accepted apart, never
     * Verified), or 'noLocation' (Unverified with no reading); an entry indexed before checks counts
     * as Unverified.
     */
    check: z.enum(checkFilters, { error: fieldMessages.choose }).optional(),
    after: visitCursor.optional(),
    limit: z.number().int().min(1).max(maxVisitsPage).default(paging.visitsPerPage),
  })
  .superRefine(fromNotAfterTo)
  .refine((input) => input.phase === undefined || input.kind === 'sales', {
    message: visitLogMessages.phaseIsSales,
    path: ['phase'],
  });

export const visitStaffMember = z.object({ uid: z.string(), label: z.string() });

export const listVisitsOutput = z.object({
  visits: z.array(visitItem),
  next: visitCursor.nullable(),
  /** Everyone who has submitted this kind, for the staff filter. */
  staff: z.array(visitStaffMember),
  /** Each person's open follow-ups overdue and due this week, most overdue first. */
  followUpCounts: z.array(followUpCount),
});

export type ListVisitsInput = z.input<typeof listVisitsInput>;
export type ListVisitsOutput = z.output<typeof listVisitsOutput>;
export type VisitCursor = z.output<typeof visitCursor>;
