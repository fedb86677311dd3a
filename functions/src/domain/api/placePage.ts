import { z } from 'zod';
import { createdBySchema } from '../records/createdBy.js';
import { spendStateSchema } from '../spendEntries/entryStates.js';
import { cleanText } from '../visits/fieldRules.js';
import { placeFollowUp } from './followUpViews.js';
import { entryBillSchema } from './spendEntryView.js';
import { visitItem, visitKindSchema } from './visitItem.js';
import { placePinSchema } from '../visits/location/placePin.js';

/** Most visits a place page lists: the place's latest ones (the page says how many there are in all). */
export const maxPlacePageVisits = 500;

/** A place by any spelling of its name: the page shows the place it folds to. */
export const placePageInput = z.strictObject({
  kind: visitKindSchema,
  name: cleanText().min(1, 'Name a college or company.'),
});

const rupees = z.number();

/** One person's spend at the place: claimed (entries not withdrawn) and approved, in rupees. */
export const placeSpendOfPerson = z.object({
  uid: z.string(),
  label: z.string(),
  claimed: rupees,
  approved: rupees,
  /** Spend records (one place's share of an entry) not withdrawn. */
  count: z.number().int().nonnegative(),
});

/** A bill on one of the place's spend entries. */
export const placeBill = entryBillSchema.extend({
  entryId: z.string(),
  owner: createdBySchema,
  day: z.string(),
  state: spendStateSchema,
});

/** A place's evidence of where it is, as the place page shows it. */
export const pinEvidenceView = z.object({
  /** Good readings (fresh, within 100 m, not Too fast, not dated ahead). */
  readings: z.number().int().nonnegative(),
  /** Who took them, by name, and on which days (YYYY-MM-DD), in order. */
  people: z.array(z.string()),
  days: z.array(z.string()),
  /** Whole metres from their centre to the farthest of them. */
  spread: z.number().int().nonnegative(),
  /** How many of them agree within 100 m from two people or two days (0: none yet). */
  agreeing: z.number().int().nonnegative(),
});

export const placePageOutput = z.object({
  /** The place's known spelling, and its key in the visit indexes. */
  name: z.string(),
  key: z.string(),
  /** Visits logged in all, the first and the latest, and who submitted the latest (null: none). */
  total: z.number().int().nonnegative(),
  firstAt: z.number().nullable(),
  lastAt: z.number().nullable(),
  lastBy: z.object({ uid: z.string(), label: z.string() }).nullable(),
  /** The pipeline's fields of the latest visit (phase, or the hiring fields). */
  latest: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The open follow-ups at the place (anyone's), soonest first. */
  followUps: z.array(placeFollowUp),
  /**
   * Where the place is (proposed once readings agree, or set by an admin); null: no pin yet. Its
   * `setBy.label` is the person's name.
   */
  pin: placePinSchema.nullable(),
  /** The good readings of its visits since a clear, which propose a pin once they agree (issue 47). */
  evidence: pinEvidenceView,
  /** The latest `maxPlacePageVisits` visits, oldest first. */
  visits: z.array(visitItem),
  spend: z.object({
    claimed: rupees,
    approved: rupees,
    count: z.number().int().nonnegative(),
    people: z.array(placeSpendOfPerson),
  }),
  bills: z.array(placeBill),
});

export type PinEvidenceView = z.output<typeof pinEvidenceView>;
export type PlacePageInput = z.input<typeof placePageInput>;
export type PlacePageOutput = z.output<typeof placePageOutput>;
export type PlaceBill = z.output<typeof placeBill>;
