import { z } from 'zod';
import { spendSides } from '../spend/sides.js';
import { cleanText, fieldMessages } from '../visits/fieldRules.js';
import { isOrgDay } from '../time/orgTime.js';

export const rangeMessages = {
  order: 'The start date must not be after the end date.',
} as const;

const day = z.string({ error: fieldMessages.date }).refine(isOrgDay, fieldMessages.date);

/** Which side's spends, and optionally which days (in the organisation's zone, both inclusive). */
export const dashboardScope = {
  side: z.enum(spendSides, { error: fieldMessages.choose }),
  from: day.optional(),
  to: day.optional(),
};

export function fromNotAfterTo(range: { from?: string; to?: string }, context: z.RefinementCtx): void {
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
    context.addIssue({ code: 'custom', path: ['from'], message: rangeMessages.order });
  }
}

/** A place's name as the dashboards show it (clean text, like every text input); null for records that name none. */
export const placeFilter = cleanText().nullable();
