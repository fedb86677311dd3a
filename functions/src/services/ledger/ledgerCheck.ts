import { checkAdvances } from './advancesCheck.js';
import { advancePostingId } from './advanceBook.js';
import { migrateAdvances } from './migrateAdvances.js';
import { unbalancedReason } from '../../domain/ledger/lines.js';
import {
  LEDGER_DAYS_PATH,
  LEDGER_POSTINGS_PATH,
  readPosting,
  type Posting,
} from '../../domain/ledger/posting.js';
import { balanceChange } from '../../domain/ledger/postingAmounts.js';
import type { SettlementAsBooked } from '../../domain/ledger/replay.js';
import { spendEntryPath } from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';
import { diffEntries, type IndexDifference } from '../indexes/indexDiff.js';
import { readAllEntries } from '../indexes/readRecords.js';
import { bookRebuilt } from './book.js';
import { readLedgerClose } from './monthClose.js';
import { checkFigures, computedFigures } from './figuresCheck.js';
import { replayEntries, replayRows, type Replay } from './ledgerReplay.js';
import type { FigureChanges } from './figureChanges.js';

export interface LedgerReport {
  postings: number;
  /** Postings the entries' histories book that the ledger did not hold (`rebuild` writes them). */
  written: number;
  differences: IndexDifference[];
}

/** Postings a rebuild writes in one transaction: a few thousand keep the commits few and each small. */
const WRITE_BATCH = 5000;

/** The postings stored, and a difference for each that is not one or does not balance. */
async function readStoredPostings(
  store: Store,
  differences: IndexDifference[],
): Promise<Map<string, Posting>> {
  const stored = new Map<string, Posting>();
  for (const { key, value } of await readAllEntries(store, LEDGER_POSTINGS_PATH)) {
    const posting = readPosting(value);
    const unbalanced = posting ? unbalancedReason(posting.lines) : 'not a posting';
    if (posting) stored.set(key, posting);
    if (unbalanced !== null) {
      differences.push({ path: `${LEDGER_POSTINGS_PATH}/${key}`, stored: value, computed: unbalanced });
    }
  }
  return stored;
}

/** Each person's per day balance changes (`ledger_days`) against the sums of their postings' lines. */
async function checkDays(store: Store, all: readonly Posting[]): Promise<IndexDifference[]> {
  const days = new Map<string, unknown>();
  for (const posting of all) {
    const path = `${LEDGER_DAYS_PATH}/${posting.person}/${posting.day}/change`;
    days.set(path, ((days.get(path) as number | undefined) ?? 0) + balanceChange(posting.amounts));
  }
  for (const [path, value] of days) if (value === 0) days.delete(path);
  const storedDays = new Map<string, unknown>();
  const dayTree =
    (await store.get<Record<string, Record<string, { change?: unknown }>>>(LEDGER_DAYS_PATH)) ?? {};
  for (const [uid, perDay] of Object.entries(dayTree)) {
    for (const [day, value] of Object.entries(perDay)) {
      if (value.change !== 0) storedDays.set(`${LEDGER_DAYS_PATH}/${uid}/${day}/change`, value.change);
    }
  }
  return diffEntries(storedDays, days);
}

/**
 * Checks the book against the entries and its caches against the book's lines: every posting an
 * entry's history books is there and books the same; each entry's postings add up to what it amounts
 * to now; each person's per day balance changes, and every stored money figure (balances, the
 * dashboards' per person and per place figures, per day and month: figuresCheck.ts) equal what the
 * lines make them, leaf by leaf. `rebuild` books the missing postings through the book's writer (a day
 * in a closed month moves to the first open day) and rewrites every wrong figure and `ledger_days`.
 */
export async function checkLedger(store: Store, rebuild: boolean): Promise<LedgerReport> {
  const differences: IndexDifference[] = [];
  const [stored, close] = await Promise.all([readStoredPostings(store, differences), readLedgerClose(store)]);
  const replay = await replayEntries(store, stored, close.through);
  const rebuilt = new Map(stored);
  for (const { id, posting } of replay.missing) rebuilt.set(id, posting);
  let written = 0;
  if (rebuild) {
    written += await bookMissing(store, replay.missing, close.through, stored);
    // A rebuild then makes the advances behind allocations booked before advances existed (those it
    // booked now too). They flag the spends refused before advances existed: those are read and
    // replayed again, against the book as it then stands (their payments with it).
    const made = await migrateAdvances(store, rebuilt, replay.entries, Date.now());
    if (made.length > 0) written += await replayMigrated(store, made, replay, rebuilt, close.through);
  }
  for (const { entryId } of replay.replayed) differences.push(...(replay.differences.get(entryId) ?? []));
  const all = [...rebuilt.values()];
  const dayDifferences = await checkDays(store, all);
  const postingDays = new Map([...rebuilt].map(([id, posting]) => [id, posting.day]));
  const figureDifferences = await checkFigures(store, replay.replayed, postingDays, rebuild);
  // The advances held against every posting then stored; a rebuild rewrites the holdings.
  const advanceDifferences = await checkAdvances(store, all, rebuild);
  if (rebuild) {
    if (dayDifferences.length > 0) {
      await store.update(
        Object.fromEntries(dayDifferences.map(({ path, computed }) => [path, computed ?? null])),
      );
    }
  }
  const unwritten = replay.missing.map(({ id, posting }) => ({
    path: `${LEDGER_POSTINGS_PATH}/${id}`,
    stored: stored.get(id)?.unbooked ? 'no lines' : undefined,
    computed: posting,
  }));
  return {
    postings: all.length,
    written,
    differences: [
      ...(rebuild
        ? advanceDifferences.filter(({ path }) => path.includes('#'))
        : [...unwritten, ...dayDifferences, ...figureDifferences, ...advanceDifferences]),
      ...differences,
    ],
  };
}

/** Books the missing postings (book.ts's bookRebuilt), a batch an update: how many. */
async function bookMissing(
  store: Store,
  missing: readonly { id: string; posting: Posting }[],
  closedThrough: string | undefined,
  stored: ReadonlyMap<string, Posting>,
): Promise<number> {
  for (let index = 0; index < missing.length; index += WRITE_BATCH) {
    await store.update(bookRebuilt(missing.slice(index, index + WRITE_BATCH), closedThrough, stored));
  }
  return missing.length;
}

/**
 * The entries the migration made advances for, read again and replayed in place of their first
 * replay, against the book with their advances' payments (read as stored); whatever posting that
 * replay finds missing is booked too: how many.
 */
async function replayMigrated(
  store: Store,
  ids: readonly string[],
  replay: Replay & { settlements: ReadonlyMap<string, SettlementAsBooked> },
  book: Map<string, Posting>,
  closedThrough: string | undefined,
): Promise<number> {
  const [rows, payments] = await Promise.all([
    Promise.all(ids.map(async (key) => ({ key, value: await store.get(spendEntryPath(key)) }))),
    Promise.all(
      ids.map(async (id) => {
        const postingId = advancePostingId(id, 'paid');
        return { postingId, posting: readPosting(await store.get(`${LEDGER_POSTINGS_PATH}/${postingId}`)) };
      }),
    ),
  ]);
  for (const { postingId, posting } of payments) if (posting) book.set(postingId, posting);
  const again = replayRows(rows, replay.settlements, book, closedThrough);
  const written = await bookMissing(store, again.missing, closedThrough, book);
  for (const { id, posting } of again.missing) book.set(id, posting);
  // Each in its place: the figures and the differences keep the entries' order.
  const redone = new Map(again.replayed.map((item) => [item.entryId, item]));
  const gone = new Set(ids.filter((id) => !redone.has(id)));
  replay.replayed = replay.replayed
    .filter(({ entryId }) => !gone.has(entryId))
    .map((item) => redone.get(item.entryId) ?? item);
  for (const id of ids) replay.differences.delete(id);
  for (const [id, entryDifferences] of again.differences) replay.differences.set(id, entryDifferences);
  replay.missing = [...replay.missing, ...again.missing];
  return written;
}

/**
 * Every money figure as the book makes it (figuresCheck.ts), each missing posting dated as a rebuild
 * would book it: what `indexes -- rebuild totals` writes.
 */
export async function bookedFigures(store: Store): Promise<FigureChanges> {
  const [stored, close] = await Promise.all([readStoredPostings(store, []), readLedgerClose(store)]);
  const { missing, replayed } = await replayEntries(store, stored, close.through);
  const days = new Map([...stored].map(([id, posting]) => [id, posting.day]));
  for (const { id, posting } of missing) days.set(id, posting.day);
  return computedFigures(store, replayed, days);
}
