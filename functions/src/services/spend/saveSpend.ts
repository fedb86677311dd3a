import type { CallableName } from '../../domain/api/contracts.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { spendCollections, type SpendSide } from '../../domain/spend/sides.js';
import { spendAmountNames, type SpendAmounts } from '../../domain/spend/spendFields.js';
import { splitOver } from '../../domain/spend/split.js';
import { runOnce } from '../requests/runOnce.js';
import { buildSpendRecord, type SpendRecord } from '../../domain/records/spendRecord.js';
import { createdByOf } from '../../domain/records/createdBy.js';
import { spendEntryPath, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { SpendFlag } from '../../domain/spendEntries/spendFlags.js';
import { billWrites, entryChecks } from '../spendEntries/entryChecks.js';
import { entryIndexWrites } from '../spendEntries/entryIndexWrites.js';
import { storable } from '../spendEntries/storable.js';
import { bookEntryChange } from '../ledger/book.js';
import { instantOnDay } from '../../domain/spend/instantOnDay.js';
import { checkSpendDay } from './checkSpendDay.js';
import { orgDayOf } from '../../domain/time/orgTime.js';
import type { Vehicle } from '../../domain/day/mileagePolicy.js';

const saveCallables = {
  sales: 'saveSalesSpend',
  placement: 'savePlacementSpend',
} as const satisfies Record<SpendSide, CallableName>;

export interface SpendEntry extends SpendAmounts {
  requestId: string;
  visitType: string;
  /** The places in the order the user gave them: the first ones receive any leftover paise. */
  places: readonly string[];
  /** Bills (the caller's own uploads in `bills/`) the entry carries. */
  billIds?: readonly string[];
  /** The day the spend was made, as chosen in the dialog; absent (older phones): the day it arrives. */
  day?: string | undefined;
  /** When the phone captured the entry (epoch ms); absent from older phones. */
  capturedAt?: number | undefined;
  /** The vehicle whose mileage filled Fuel, when Mileage was used. */
  vehicle?: Vehicle | undefined;
}

export interface SavedSpend {
  ids: string[];
  entryId?: string;
  flags?: SpendFlag[];
}

type RecordStamp = Omit<Parameters<typeof buildSpendRecord>[1], 'place' | 'visitType' | keyof SpendAmounts>;

/** One record per place, each with its share of the amounts in whole paise, under new ids. */
function placeRecords(
  store: Store,
  side: SpendSide,
  entry: SpendEntry,
  totals: SpendAmounts,
  stamp: RecordStamp,
): { ids: string[]; writes: Record<string, SpendRecord> } {
  const writes: Record<string, SpendRecord> = {};
  const ids = splitOver(entry.places, totals).map(({ place, share }) => {
    const id = store.newId();
    writes[`${spendCollections[side]}/${id}`] = buildSpendRecord(side, {
      ...share,
      ...stamp,
      visitType: entry.visitType,
      place,
    });
    return id;
  });
  return { ids, writes };
}

/**
 * Splits an entry over its places in whole paise and stores one record per place and the entry itself
 * (waiting for review, with its bills and flags), all in one atomic multi-path write together with the
 * running totals, the entry's indexes, its bills' link to it and the request's outcome: a retry of the
 * same request id gets the first ids back and stores nothing more. A blocking limit refuses the save,
 * and so does a day outside the window the policy allows.
 */
export async function saveSpend(
  store: Store,
  side: SpendSide,
  entry: SpendEntry,
  caller: Caller,
  now: () => number = Date.now,
): Promise<SavedSpend> {
  const key = { uid: caller.uid, callable: saveCallables[side], requestId: entry.requestId, input: entry };
  return runOnce(store, key, async () => {
    const createdAt = now();
    const entryId = store.newId();
    const day = entry.day ?? orgDayOf(createdAt);
    if (entry.day !== undefined) await checkSpendDay(store, entry.day, createdAt);
    // The records' date falls on the chosen day: the phone's capture time when on that day (and not
    // after the server got it: a phone's clock may run ahead), else the receive time, else noon.
    const capturedAt =
      entry.capturedAt !== undefined && entry.capturedAt <= createdAt ? entry.capturedAt : undefined;
    const date = instantOnDay(day, [capturedAt, createdAt]);
    const billIds = [...(entry.billIds ?? [])];
    const totals = Object.fromEntries(spendAmountNames.map((name) => [name, entry[name]])) as SpendAmounts;
    const createdBy = createdByOf(caller);
    const { ids, writes } = placeRecords(store, side, entry, totals, {
      date,
      createdAt,
      createdBy,
      requestId: entry.requestId,
      entryId,
      state: 'waiting',
    });
    const checks = await entryChecks(store, {
      side,
      ownerUid: caller.uid,
      entryId,
      day,
      amounts: totals,
      billIds,
      vehicle: entry.vehicle,
    });
    const { mileage } = checks;
    const values = {
      ...{ visitType: entry.visitType, places: [...entry.places], amounts: totals, billIds, day },
      ...(mileage ? { mileage } : {}),
    };
    const record: SpendEntryRecord = storable({
      side,
      owner: createdBy,
      createdAt,
      updatedAt: createdAt,
      requestId: entry.requestId,
      ...values,
      recordIds: ids,
      state: 'waiting',
      version: 1,
      flags: checks.flags,
      history: [{ kind: 'saved', at: createdAt, by: createdBy, version: 1, values, flags: checks.flags }],
    });
    const booking = await bookEntryChange(
      store,
      { entryId, before: null, after: record },
      { at: createdAt, requestId: entry.requestId },
    );
    return {
      writes: {
        ...writes,
        [spendEntryPath(entryId)]: record,
        ...entryIndexWrites(entryId, null, record),
        ...billWrites(entryId, checks.bills),
        ...booking.writes,
      },
      // Empty lists are not stored, so a retried request's answer is the same without them.
      result: { ids, entryId, ...(checks.flags.length > 0 ? { flags: checks.flags } : {}) },
    };
  });
}
