import type { CallableName } from '../../domain/api/contracts.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { spendCollections, type SpendSide } from '../../domain/spend/sides.js';
import { spendAmountNames, type SpendAmounts } from '../../domain/spend/spendFields.js';
import { splitOver } from '../../domain/spend/split.js';
import { runOnce } from '../requests/runOnce.js';
import { buildSpendRecord, type SpendRecord } from '../../domain/records/spendRecord.js';
import { createdByOf } from '../../domain/records/createdBy.js';
import { spendTotalsWrites } from '../spendTotals/spendTotals.js';

const saveCallables = {
  sales: 'saveSalesSpend',
  placement: 'savePlacementSpend',
} as const satisfies Record<SpendSide, CallableName>;

export interface SpendEntry extends SpendAmounts {
  requestId: string;
  visitType: string;
  /** The places in the order the user gave them: the first ones receive any leftover paise. */
  places: readonly string[];
}

export interface SavedSpend {
  ids: string[];
}

/**
 * Splits an entry over its places in whole paise and stores one record per place, all in one atomic
 * multi-path write together with the request's outcome: a retry of the same request id gets the first
 * ids back and stores nothing more.
 */
export async function saveSpend(
  store: Store,
  side: SpendSide,
  entry: SpendEntry,
  caller: Caller,
  now: () => number = Date.now,
): Promise<SavedSpend> {
  const key = { uid: caller.uid, callable: saveCallables[side], requestId: entry.requestId, input: entry };
  return runOnce(store, key, () => {
    const createdAt = now();
    const totals = Object.fromEntries(spendAmountNames.map((name) => [name, entry[name]])) as SpendAmounts;
    const createdBy = createdByOf(caller);
    const writes: Record<string, SpendRecord> = {};
    const ids = splitOver(entry.places, totals).map(({ place, share }) => {
      const id = store.newId();
      writes[`${spendCollections[side]}/${id}`] = buildSpendRecord(side, {
        ...share,
        visitType: entry.visitType,
        place,
        date: createdAt,
        createdAt,
        createdBy,
        requestId: entry.requestId,
      });
      return id;
    });
    return Promise.resolve({ writes: { ...writes, ...spendTotalsWrites(side, writes) }, result: { ids } });
  });
}
