import { z } from 'zod';
import { uidSchema } from '../ids.js';
import { spendSides } from '../spend/sides.js';
import { spendFlagKindSchema } from '../spendEntries/spendFlags.js';
import { fieldMessages } from '../visits/fieldRules.js';
import { fromNotAfterTo } from './dashboardRange.js';
import { dayVisitsSchema } from '../visits/location/visitDays.js';
import { spendEntryView } from './spendEntryView.js';
import { isOrgDay } from '../time/orgTime.js';

export const reviewPageSize = 20;
export const maxReviewPage = 100;

const day = z.string({ error: fieldMessages.date }).refine(isOrgDay, fieldMessages.date);

/**
 * Entries waiting for review, oldest first, one page at a time; every filter is optional and they
 * combine. `after` is the `next` of the previous page; `through` ends the page at a key (inclusive):
 * a page read again covers what it covered when first read, however many entries were decided since.
 */
export const reviewQueueInput = z
  .strictObject({
    side: z.enum(spendSides, { error: fieldMessages.choose }).optional(),
    /** The owner's uid. */
    staff: uidSchema().optional(),
    /** The day the entry was saved on (organisation's zone), both inclusive. */
    from: day.optional(),
    to: day.optional(),
    flag: spendFlagKindSchema.optional(),
    after: z.string().min(1).max(200).optional(),
    through: z.string().min(1).max(200).optional(),
    limit: z.number().int().min(1).max(maxReviewPage).default(reviewPageSize),
  })
  .superRefine(fromNotAfterTo);

/** A waiting entry with its owner's visits of its day (both kinds), so a reviewer sees its journey. */
export const reviewQueueRow = spendEntryView.extend({ dayVisits: dayVisitsSchema });
export type ReviewQueueRow = z.output<typeof reviewQueueRow>;

/** A page of waiting entries; `next` is null on the last page; `waiting` counts all waiting, per side. */
export const reviewQueueOutput = z.object({
  rows: z.array(reviewQueueRow),
  next: z.string().nullable(),
  waiting: z.object({ sales: z.number().int(), placement: z.number().int() }),
  /** The staff who have entries waiting (for the staff filter): uid, email and name. */
  staff: z.array(z.object({ uid: z.string(), email: z.string().optional(), name: z.string().optional() })),
});

export type ReviewQueueInput = z.input<typeof reviewQueueInput>;
export type ReviewQueueOutput = z.output<typeof reviewQueueOutput>;
