/**
 * Spend records saved before entries existed (orphans) given an entry each:
 * `npm run indexes -- rebuild entries` runs this before it repairs the indexes.
 */
import { spendCollections, spendPlaceField, spendSides, type SpendSide } from '../../domain/spend/sides.js';
import { spendAmountNames, type SpendAmounts } from '../../domain/spend/spendFields.js';
import { createdBySchema, withTodaysNames } from '../../domain/records/createdBy.js';
import { readAmount } from '../../domain/spendTotals/aggregate.js';
import { fromPaise } from '../../domain/spend/money.js';
import { spendEntryPath, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';
import { entryIndexWrites } from '../spendEntries/entryIndexWrites.js';
import { storable } from '../spendEntries/storable.js';
import { orgDayOf } from '../../domain/time/orgTime.js';

const IMPORT_BATCH = 500;

export interface Orphan {
  side: SpendSide;
  id: string;
  value: Record<string, unknown>;
}

/**
 * An entry for records saved before entries existed: one per saved request (records sharing a request
 * id) or per record, keyed by its first record's id (so it sorts where it was saved), waiting for
 * review (docs/decisions/019-spend-entries.md says why not approved).
 */
function importedEntry(
  side: SpendSide,
  group: readonly Orphan[],
  at: number,
): { id: string; entry: SpendEntryRecord } | null {
  const first = group[0];
  if (!first) return null;
  const owner = createdBySchema.safeParse(
    (withTodaysNames(first.value) as { createdBy?: unknown }).createdBy,
  );
  if (!owner.success) return null;
  const date = Number(first.value.date ?? first.value.createdAt);
  const createdAt = Number.isFinite(date) ? date : at;
  const amounts = Object.fromEntries(
    spendAmountNames.map((name) => [
      name,
      fromPaise(group.reduce((sum, { value }) => sum + readAmount(value[name]).paise, 0)),
    ]),
  ) as SpendAmounts;
  const places = group.map(({ value }) => {
    const place = value[spendPlaceField[side]];
    return typeof place === 'string' && place.trim() !== '' ? place : '';
  });
  const values = {
    visitType: typeof first.value.visitType === 'string' ? first.value.visitType : '',
    places,
    amounts,
    billIds: [],
  };
  return {
    id: first.id,
    entry: {
      side,
      owner: owner.data,
      day: orgDayOf(createdAt),
      createdAt,
      updatedAt: at,
      ...(typeof first.value.requestId === 'string' ? { requestId: first.value.requestId } : {}),
      ...values,
      recordIds: group.map(({ id }) => id),
      state: 'waiting',
      version: 1,
      flags: [],
      history: [
        { kind: 'saved', at: createdAt, by: owner.data, version: 1, values, flags: [] },
        { kind: 'imported', at },
      ],
    },
  };
}

function groupOrphans(side: SpendSide, orphans: readonly Orphan[]): Orphan[][] {
  const groups = new Map<string, Orphan[]>();
  for (const orphan of orphans) {
    const requestId = orphan.value.requestId;
    const owner = (withTodaysNames(orphan.value) as { createdBy?: { uid?: unknown } }).createdBy?.uid;
    const key =
      typeof requestId === 'string' ? `${side}/${String(owner)}/${requestId}` : `record/${orphan.id}`;
    groups.set(key, [...(groups.get(key) ?? []), orphan]);
  }
  return [...groups.values()];
}

/** Creates the entries of records on none, in batches, each batch one atomic update with its indexes. */
export async function importOrphans(
  store: Store,
  orphans: Map<SpendSide, Orphan[]>,
  at: number,
): Promise<number> {
  let created = 0;
  let writes: Record<string, unknown> = {};
  let pending = 0;
  const flush = async () => {
    if (pending > 0) await store.update(writes);
    writes = {};
    pending = 0;
  };
  for (const side of spendSides) {
    for (const group of groupOrphans(side, orphans.get(side) ?? [])) {
      const made = importedEntry(side, group, at);
      if (!made) continue;
      writes[spendEntryPath(made.id)] = storable(made.entry);
      for (const { id } of group) {
        writes[`${spendCollections[side]}/${id}/entryId`] = made.id;
        writes[`${spendCollections[side]}/${id}/state`] = 'waiting';
      }
      Object.assign(writes, entryIndexWrites(made.id, null, made.entry));
      created += 1;
      pending += 1;
      if (pending >= IMPORT_BATCH) await flush();
    }
  }
  await flush();
  return created;
}
