import {
  ADVANCES_PATH,
  advanceDrawsPath,
  advancePath,
  readAdvance,
  type AdvanceRecord,
} from '../../domain/advances/advance.js';
import { toPaise } from '../../domain/spend/money.js';
import { dayText } from '../../domain/time/orgTime.js';
import { isApprovedState } from '../../domain/spendEntries/entryStates.js';
import { spendEntryPath, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { Posting } from '../../domain/ledger/posting.js';
import type { Store } from '../../ports/store.js';
import { newAdvanceWrites } from '../advances/advanceWrites.js';
import { advancePostingId, bookAdvancePayments, type AdvanceMoneyEvent } from './advanceBook.js';

/** Who the migration's advances name as having paid them. */
const MIGRATION = { uid: 'ledger-rebuild' } as const;

/**
 * The advances behind allocations booked before advances existed. A spend decided then credited the
 * person's advances by its Allocated with no payment ever booked, so their advance ledger stood in
 * credit. For each such spend (its postings move `advance`, and no approval drew on an advance for
 * it) this makes the advance it rested on: paid on the spend's own day (booked late, on the first open
 * day, when that month is closed), 'advance recorded with the spend of dd/mm/yyyy', used by that spend.
 * A refused or withdrawn one keeps counting as owed back, as it was booked (`advanceOwedOnRefusal`).
 * A spend still waiting that was saved before the first advance was asked for or given gets its
 * advance too, open, for its approval to use. The advance takes the entry's id, so a second run finds
 * it and does nothing. Returns the ids of the entries it made one for (each advance's id).
 */
export async function migrateAdvances(
  store: Store,
  stored: ReadonlyMap<string, Posting>,
  entries: readonly { key: string; entry: SpendEntryRecord }[],
  at: number,
): Promise<string[]> {
  const advanceOf = new Map<string, number>();
  for (const posting of stored.values()) {
    if (posting.entryId === undefined || posting.advanceId !== undefined) continue;
    advanceOf.set(posting.entryId, (advanceOf.get(posting.entryId) ?? 0) + posting.amounts.advance);
  }
  const since = await firstAdvanceAt(store);
  const made: string[] = [];
  let batch: Migrated[] = [];
  for (const { key, entry } of entries) {
    const booked = advanceOf.get(key) ?? 0;
    // A spend still waiting, saved before any advance existed, was given its Allocated then too.
    const waiting =
      entry.state === 'waiting' && entry.createdAt < since ? toPaise(entry.amounts.allocatedAmount) : 0;
    const paise = booked > 0 ? booked : waiting;
    if (paise <= 0) continue;
    const [existing, drawn] = await Promise.all([
      store.get(advancePath(key)),
      store.get(advanceDrawsPath(key)),
    ]);
    if (existing !== null || drawn !== null) continue;
    batch.push(migrated(key, entry, { paise, used: booked > 0 }, at));
    made.push(key);
    if (batch.length >= MIGRATION_BATCH) {
      await writeMigrated(store, batch, at);
      batch = [];
    }
  }
  if (batch.length > 0) await writeMigrated(store, batch, at);
  return made;
}

/** When the first advance was asked for or given (not one this migration made); never, while none was. */
async function firstAdvanceAt(store: Store): Promise<number> {
  const all = (await store.get<Record<string, unknown>>(ADVANCES_PATH)) ?? {};
  let first = Number.POSITIVE_INFINITY;
  for (const value of Object.values(all)) {
    const advance = readAdvance(value);
    if (advance && !advance.payment?.fromEntry) first = Math.min(first, advance.createdAt);
  }
  return first;
}

/** Advances made in one update: a few hundred keep the writes few and each small. */
const MIGRATION_BATCH = 500;

interface Migrated {
  writes: Record<string, unknown>;
  payment: AdvanceMoneyEvent & { kind: 'advancePaid' };
}

/** The advance behind one spend's allocation, its payment (booked with its batch) and its draw. */
function migrated(
  id: string,
  entry: SpendEntryRecord,
  { paise, used }: { paise: number; used: boolean },
  at: number,
): Migrated {
  const purpose = `advance recorded with the spend of ${dayText(entry.day)}`;
  const payment = {
    paise,
    mode: 'cash' as const,
    reference: '',
    day: entry.day,
    by: MIGRATION,
    at,
    fromEntry: { entryId: id, day: entry.day },
  };
  const advance: AdvanceRecord = {
    owner: entry.owner,
    side: entry.side,
    state: 'open',
    purpose,
    askedPaise: paise,
    approvedPaise: paise,
    from: entry.day,
    to: entry.day,
    places: entry.places,
    payment,
    draws: used ? { [id]: paise } : {},
    returns: {},
    createdAt: at,
    updatedAt: at,
    history: [
      { kind: 'given', at, by: MIGRATION },
      { kind: 'paid', at, by: MIGRATION },
    ],
  };
  const owedBack = used && !isApprovedState(entry.state) && !entry.settlement;
  return {
    writes: {
      ...newAdvanceWrites(id, advance),
      ...(used ? { [`${advanceDrawsPath(id)}/${id}`]: paise } : {}),
      ...(owedBack ? { [`${spendEntryPath(id)}/advanceOwedOnRefusal`]: true } : {}),
    },
    payment: {
      advanceId: id,
      kind: 'advancePaid',
      postingId: advancePostingId(id, 'paid'),
      owner: entry.owner,
      side: entry.side,
      paise,
      mode: 'cash',
      day: entry.day,
      by: MIGRATION,
      at,
      reason: purpose,
      late: true,
    },
  };
}

/** Books a batch's payments as one event and writes them with their advances in one update. */
async function writeMigrated(store: Store, batch: readonly Migrated[], at: number): Promise<void> {
  const booking = await bookAdvancePayments(
    store,
    batch.map(({ payment }) => payment),
    at,
  );
  const writes: Record<string, unknown> = {};
  for (const item of batch) Object.assign(writes, item.writes);
  try {
    await store.update({ ...writes, ...booking.writes });
  } catch (error) {
    await booking.release();
    throw error;
  }
}
