import type { SpendEntryView } from '../../domain/api/spendEntryView.js';
import { buildSpendRecord } from '../../domain/records/spendRecord.js';
import { spendCollections, type SpendSide } from '../../domain/spend/sides.js';
import type { SpendAmounts } from '../../domain/spend/spendFields.js';
import { splitOver } from '../../domain/spend/split.js';
import type { UploadRecord } from '../../domain/uploads/uploadRecord.js';
import type { SpendState } from '../../domain/spendEntries/entryStates.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { billWrites, entryChecks, type CheckedBill } from './entryChecks.js';
import { readRecords, recordWrites, runTransition } from './runTransition.js';
import { instantOnDay } from '../../domain/spend/instantOnDay.js';
import { checkSpendDay } from '../spend/checkSpendDay.js';
import type { Vehicle } from '../../domain/day/mileagePolicy.js';

/** The date the entry's records carry now, if they carry one (the first record's). */
function recordDateOf(records: Record<string, Record<string, unknown>>, path: string): number | undefined {
  const date = records[path]?.date;
  return typeof date === 'number' ? date : undefined;
}

export interface Correction {
  requestId: string;
  entryId: string;
  side: SpendSide;
  visitType: string;
  places: readonly string[];
  amounts: SpendAmounts;
  billIds: readonly string[];
  /** A new day for the entry (within the window, as on save); absent (older phones): its day is kept. */
  day?: string | undefined;
  /** The vehicle whose mileage filled Fuel, when Mileage was used. */
  vehicle?: Vehicle | undefined;
}

async function checkedBillsOf(store: Store, ids: readonly string[]): Promise<CheckedBill[]> {
  const bills = await Promise.all(
    ids.map(async (id) => ({ id, record: await store.get<UploadRecord>(`bills/${id}`) })),
  );
  return bills.flatMap(({ id, record }) =>
    record && typeof record.sha256 === 'string' ? [{ id, sha256: record.sha256 }] : [],
  );
}

/**
 * The entry's per-place records as the correction leaves them: the first ones keep their ids, new places
 * get new ones, records beyond the new places are removed; with the records as they were.
 */
async function correctedRecords(
  store: Store,
  correction: Correction,
  before: SpendEntryRecord,
  day: string,
  to: SpendState,
): Promise<{
  old: Record<string, Record<string, unknown>>;
  recordIds: string[];
  updated: Record<string, Record<string, unknown> | null>;
}> {
  const side = before.side;
  const old = await readRecords(store, side, before.recordIds);
  const recordIds = correction.places.map((_, index) => before.recordIds[index] ?? store.newId());
  // The records keep their date while the day stays; a moved day gets noon of the new day.
  const firstPath = `${spendCollections[side]}/${before.recordIds[0] ?? ''}`;
  const date = instantOnDay(day, [recordDateOf(old, firstPath), before.createdAt]);
  const updated: Record<string, Record<string, unknown> | null> = {};
  for (const id of before.recordIds.slice(recordIds.length))
    updated[`${spendCollections[side]}/${id}`] = null;
  splitOver(correction.places, correction.amounts).forEach(({ place, share }, index) => {
    const id = recordIds[index] ?? '';
    updated[`${spendCollections[side]}/${id}`] = buildSpendRecord(side, {
      ...share,
      visitType: correction.visitType,
      place,
      date,
      createdAt: before.createdAt,
      createdBy: before.owner,
      requestId: correction.requestId,
      entryId: correction.entryId,
      state: to,
    });
  });
  return { old, recordIds, updated };
}

/**
 * Correct and resend: the owner's refused entry gets new values and bills and waits for review again.
 * Its per-place records are rewritten (the first ones keep their ids), the totals move from the old
 * records to the new ones, and the history keeps the earlier version and the decision. A changed day
 * moves the entry (its day index and per-day figures follow through `entryIndexWrites`).
 */
export async function correctSpend(
  store: Store,
  caller: Caller,
  correction: Correction,
  now: () => number = Date.now,
): Promise<{ entry: SpendEntryView }> {
  const key = {
    uid: caller.uid,
    callable: 'correctSpend',
    requestId: correction.requestId,
    input: correction,
  };
  return runTransition(
    store,
    key,
    {
      entryId: correction.entryId,
      action: 'correct',
      caller,
    },
    async ({ before, to, by }, at) => {
      const side = before.side;
      const day = correction.day ?? before.day;
      // Its own day stays allowed even once out of the window; moving it must land within.
      if (correction.day !== undefined) await checkSpendDay(store, correction.day, at, before.day);
      const billIds = [...correction.billIds];
      const checks = await entryChecks(store, {
        side,
        ownerUid: before.owner.uid,
        entryId: correction.entryId,
        day,
        amounts: correction.amounts,
        billIds,
        vehicle: correction.vehicle,
      });
      const { recordIds, updated } = await correctedRecords(store, correction, before, day, to);
      const removed = await checkedBillsOf(
        store,
        before.billIds.filter((id) => !billIds.includes(id)),
      );
      const version = before.version + 1;
      const values = {
        visitType: correction.visitType,
        places: [...correction.places],
        amounts: correction.amounts,
        billIds,
        day,
        ...(checks.mileage ? { mileage: checks.mileage } : {}),
      };
      return {
        after: {
          ...before,
          ...values,
          // A version not filled from Mileage keeps no mileage of an earlier one.
          mileage: checks.mileage,
          day,
          recordIds,
          state: to,
          version,
          flags: checks.flags,
          updatedAt: at,
          approvedAmount: undefined,
          // A new version's allocation is claimed afresh: an advance reversed on the last one is not.
          advanceReversed: undefined,
          reason: undefined,
          decidedBy: undefined,
          decidedAt: undefined,
          history: [...before.history, { kind: 'corrected', at, by, version, values, flags: checks.flags }],
        },
        writes: {
          ...recordWrites(updated),
          ...billWrites(correction.entryId, checks.bills, removed),
        },
      };
    },
    now,
  );
}
