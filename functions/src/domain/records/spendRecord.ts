import { z } from 'zod';
import { spendStateSchema } from '../spendEntries/entryStates.js';
import { spendAmountNames } from '../spend/spendFields.js';
import type { SpendSide } from '../spend/sides.js';
import { readSpendRow, type SpendRow } from '../spendTotals/aggregate.js';
import { createdBySchema, storedNumber, withTodaysNames, type CreatedBy } from './createdBy.js';

const storedAmount = storedNumber.default(0);
const amounts = Object.fromEntries(spendAmountNames.map((name) => [name, storedAmount])) as Record<
  (typeof spendAmountNames)[number],
  typeof storedAmount
>;

const spendRecordBase = z.object({
  ...amounts,
  visitType: z.string().default(''),
  /** The day the entry was made, in epoch ms; the Report and the dashboards show it. */
  date: storedNumber,
  createdAt: storedNumber,
  createdBy: createdBySchema,
  /** Absent on records older than exactly-once saving. */
  requestId: z.string().optional(),
  /** The spend entry this record is a place's share of (absent on records saved before entries). */
  entryId: z.string().optional(),
  /** Its entry's state, mirrored in the same atomic write as each decision, so totals rebuild from records. */
  state: spendStateSchema.optional(),
});

/**
 * One place's share of a Spent entry as a save stores it at `sales_spent/{id}` (`college`) or
 * `plac_spent/{id}` (`company`). Reading is `parseSpendRecord`'s, for records of any age.
 */
export const spendRecordSchemas = {
  sales: spendRecordBase.extend({ college: z.string() }),
  placement: spendRecordBase.extend({ company: z.string() }),
} as const satisfies Record<SpendSide, z.ZodType>;

export type SalesSpendRecord = z.output<typeof spendRecordSchemas.sales>;
export type PlacementSpendRecord = z.output<typeof spendRecordSchemas.placement>;
export type SpendRecord = SalesSpendRecord | PlacementSpendRecord;

type SpendRecordInput = z.input<typeof spendRecordBase> & { place: string };

/** Writers build a spend through its side's schema, so nothing is stored that a reader would refuse. */
export function buildSpendRecord(side: SpendSide, { place, ...record }: SpendRecordInput): SpendRecord {
  return side === 'sales'
    ? spendRecordSchemas.sales.parse({ ...record, college: place })
    : spendRecordSchemas.placement.parse({ ...record, company: place });
}

const ownerSchema = z.object({ createdBy: createdBySchema });

/** A stored spend with its owner: what the Report lists for the one who saved it. */
export interface OwnedSpend {
  createdBy: CreatedBy;
  row: SpendRow;
}

/**
 * Reads a stored spend of any age with the one reading the dashboards and the totals use
 * (`readSpendRow`: amounts as text count, a bad amount counts as 0, placement underscores read as
 * spaces), plus whose it is; null when it names no owner (it cannot be anyone's Report entry).
 */
export function parseSpendRecord(side: SpendSide, id: string, value: unknown): OwnedSpend | null {
  const owner = ownerSchema.safeParse(withTodaysNames(value));
  if (!owner.success) return null;
  return { createdBy: owner.data.createdBy, row: readSpendRow(side, id, value) };
}
