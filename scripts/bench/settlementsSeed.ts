import type { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { StoreIncrement, increment } from '../../functions/src/ports/store.js';
import { settlementOwnerPath, settlementPath } from '../../functions/src/domain/settlements/settlement.js';
import { buildSpendRecord } from '../../functions/src/domain/records/spendRecord.js';
import { spendCollections } from '../../functions/src/domain/spend/sides.js';
import { spendEntryPath, type SpendEntryRecord } from '../../functions/src/domain/spendEntries/spendEntry.js';
import { entryIndexWrites } from '../../functions/src/services/spendEntries/entryIndexWrites.js';
import { storable } from '../../functions/src/services/spendEntries/storable.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';

const BATCH = 1000;

/**
 * The settlements bench's entry `i`: a person's spend with four events (four postings): refused,
 * corrected and approved; or approved, reopened and approved again; a waiting one was corrected twice
 * after refusals.
 */
function benchEntry(i: number, createdAt: number, people: number): { id: string; entry: SpendEntryRecord } {
  const person = i % people;
  const id = `e${String(i).padStart(6, '0')}`;
  const state = (['approved', 'waiting', 'approved', 'refused'] as const)[i % 4] ?? 'waiting';
  const spent = 900 + (i % 300) + 0.25;
  // One spend in ten was given money for it before advances existed: the migration's advances.
  const allocatedAmount = i % 10 === 0 ? 1000 : 0;
  const values = {
    visitType: 'Single Visit',
    places: ['VJTI Mumbai'],
    amounts: { allocatedAmount, spentAmount: spent, food: 0, fuel: 0, stay: 0, toll: 0 },
    billIds: [],
    day: orgDayOf(createdAt),
  };
  const by = { uid: 'admin', email: 'admin@example.com' };
  const at = createdAt + 3_600_000;
  const owner = { uid: `staff-${String(person)}`, email: `staff${String(person)}@example.com` };
  const history: SpendEntryRecord['history'] =
    state === 'approved'
      ? [
          { kind: 'saved', at: createdAt, by: owner, version: 1, values, flags: [] },
          { kind: 'approved', at, by, amount: spent, claimed: spent },
          { kind: 'reopened', at: at + 1, by, reason: 'checked again' },
          { kind: 'approved', at: at + 2, by, amount: 900 + (i % 300), claimed: spent },
        ]
      : [
          { kind: 'saved', at: createdAt, by: owner, version: 1, values, flags: [] },
          { kind: 'refused', at, by, reason: 'no bill' },
          { kind: 'corrected', at: at + 1, by: owner, version: 2, values, flags: [] },
          ...(state === 'refused'
            ? [{ kind: 'refused' as const, at: at + 2, by, reason: 'no bill again' }]
            : [{ kind: 'withdrawn' as const, at: at + 2, by: owner }]),
        ];
  const entry: SpendEntryRecord = {
    side: person % 4 === 0 ? 'placement' : 'sales',
    owner,
    day: orgDayOf(createdAt),
    createdAt,
    updatedAt: createdAt,
    visitType: 'Single Visit',
    places: ['VJTI Mumbai'],
    amounts: { allocatedAmount, spentAmount: spent, food: 0, fuel: 0, stay: 0, toll: 0 },
    billIds: [],
    recordIds: [`r${id}`],
    state: state === 'waiting' ? 'withdrawn' : state,
    version: state === 'approved' ? 1 : 2,
    flags: [],
    ...(state === 'approved' ? { approvedAmount: 900 + (i % 300) } : {}),
    decidedBy: by,
    decidedAt: state === 'waiting' ? at : at + 2,
    history,
  };
  return { id, entry };
}

/** An entry, its place's record and its indexes, added to one batch's update. */
function addEntryWrites(writes: Record<string, unknown>, id: string, entry: SpendEntryRecord): void {
  writes[spendEntryPath(id)] = storable(entry);
  // The place's share of it, as a save writes it and each decision mirrors its state into it.
  writes[`${spendCollections[entry.side]}/r${id}`] = buildSpendRecord(entry.side, {
    ...entry.amounts,
    visitType: entry.visitType,
    place: 'VJTI Mumbai',
    date: entry.createdAt,
    createdAt: entry.createdAt,
    createdBy: entry.owner,
    requestId: id,
    entryId: id,
    state: entry.state,
  });
  // One update per batch: increments on the same path add up, as separate saves' would.
  for (const [path, value] of Object.entries(entryIndexWrites(id, null, entry))) {
    const earlier = writes[path];
    writes[path] =
      earlier instanceof StoreIncrement && value instanceof StoreIncrement
        ? increment(earlier.by + value.by)
        : value;
  }
}

/** An empty settlement of each person's, on 15 March 2026. */
async function seedSettlements(store: LocalStore, people: number): Promise<void> {
  const settlements: Record<string, unknown> = {};
  for (let person = 0; person < people; person++) {
    const id = `s${String(person)}`;
    const owner = { uid: `staff-${String(person)}`, email: `staff${String(person)}@example.com` };
    settlements[settlementPath(id)] = {
      owner,
      direction: 'paid',
      amountPaise: 0,
      mode: 'cash',
      reference: '',
      date: '2026-03-15',
      entryIds: [],
      by: { uid: 'admin' },
      at: Date.parse('2026-03-15T12:00:00+05:30'),
      requestId: id,
    };
    settlements[`${settlementOwnerPath(owner.uid)}/${id}`] = '2026-03-15';
  }
  await store.update(settlements);
}

/**
 * `entries` entries over `people` people, a year from December 2025, a batch per update, written
 * without postings or money figures (as before the ledger: its rebuild books both); then a settlement
 * of each person's.
 */
export async function seedSettlementsBench(
  store: LocalStore,
  entries: number,
  people: number,
): Promise<void> {
  const start = Date.parse('2025-12-01T09:00:00+05:30');
  const step = Math.floor((365 * 24 * 60 * 60_000) / entries);
  for (let first = 0; first < entries; first += BATCH) {
    const writes: Record<string, unknown> = {};
    for (let i = first; i < Math.min(entries, first + BATCH); i++) {
      const { id, entry } = benchEntry(i, start + i * step, people);
      addEntryWrites(writes, id, entry);
    }
    await store.update(writes);
  }
  await seedSettlements(store, people);
}
