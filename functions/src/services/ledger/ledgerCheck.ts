import { checkAdvances } from './advancesCheck.js';
import { migrateAdvances } from './migrateAdvances.js';
import { entryMoney } from '../../domain/ledger/entryMoney.js';
import { bookedAs, datedForBooking } from '../../domain/ledger/lateBooking.js';
import { unbalancedReason } from '../../domain/ledger/lines.js';
import {
  LEDGER_DAYS_PATH,
  LEDGER_POSTINGS_PATH,
  readPosting,
  type Posting,
} from '../../domain/ledger/posting.js';
import {
  addAmounts,
  balanceChange,
  postingAmountNames,
  zeroAmounts,
  type PostingAmounts,
} from '../../domain/ledger/postingAmounts.js';
import { replayEntryChanges, type SettlementAsBooked } from '../../domain/ledger/replay.js';
import { SETTLEMENTS_PATH, settlementRecordSchema } from '../../domain/settlements/settlement.js';
import { SPEND_ENTRIES_PATH, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';
import { diffEntries, same, type IndexDifference } from '../indexes/indexDiff.js';
import { readAllEntries } from '../indexes/readRecords.js';
import { parseEntry } from '../spendEntries/entryView.js';
import { bookRebuilt } from './book.js';
import { readLedgerClose } from './monthClose.js';
import { checkFigures, computedFigures, type ReplayedEntry } from './figuresCheck.js';
import type { FigureChanges } from './figureChanges.js';

export interface LedgerReport {
  postings: number;
  /** Postings the entries' histories book that the ledger did not hold (`rebuild` writes them). */
  written: number;
  differences: IndexDifference[];
}

/**
 * A posting as the check compares it: what it books, not the request that booked it nor the bills as
 * read then (the history keeps neither).
 */
function booked(posting: Posting): Omit<Posting, 'requestId' | 'bills'> {
  const rest = { ...posting };
  delete rest.requestId;
  delete rest.bills;
  return rest;
}

/** Postings a rebuild writes in one transaction: a few thousand keep the commits few and each small. */
const WRITE_BATCH = 5000;

async function readSettlementsAsBooked(store: Store): Promise<Map<string, SettlementAsBooked>> {
  const settlements = new Map<string, SettlementAsBooked>();
  for (const { key, value } of await readAllEntries(store, SETTLEMENTS_PATH)) {
    const parsed = settlementRecordSchema.safeParse(value);
    if (parsed.success) settlements.set(key, { date: parsed.data.date, mode: parsed.data.mode });
  }
  return settlements;
}

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

/**
 * Every posting the entries' histories book that the ledger lacks (or holds without lines, as booked
 * before the book had them: the migration), dated as a rebuild books them (never in a closed month);
 * a stored posting that books something else is a difference (postings are never rewritten). Each
 * entry's postings must add up to what it amounts to now.
 */
async function replayEntries(
  store: Store,
  stored: ReadonlyMap<string, Posting>,
  closedThrough: string | undefined,
  differences: IndexDifference[],
): Promise<{
  missing: { id: string; posting: Posting }[];
  replayed: ReplayedEntry[];
  entries: { key: string; entry: SpendEntryRecord }[];
}> {
  const [entryRows, settlements] = await Promise.all([
    readAllEntries(store, SPEND_ENTRIES_PATH),
    readSettlementsAsBooked(store),
  ]);
  const byEntry = new Map<string, PostingAmounts>();
  for (const posting of stored.values()) {
    if (posting.entryId === undefined) continue;
    byEntry.set(posting.entryId, addAmounts(byEntry.get(posting.entryId) ?? zeroAmounts(), posting.amounts));
  }
  const missing: { id: string; posting: Posting }[] = [];
  const replayed: ReplayedEntry[] = [];
  const entries: { key: string; entry: SpendEntryRecord }[] = [];
  for (const { key, value } of entryRows) {
    const entry = parseEntry(value);
    if (!entry) continue;
    entries.push({ key, entry });
    const sum = byEntry.get(key) ?? zeroAmounts();
    const changes = replayEntryChanges(key, entry, settlements);
    replayed.push({ entryId: key, changes });
    for (const { id, posting } of changes.flatMap(({ postings }) => postings)) {
      const have = stored.get(id);
      if (!have || have.unbooked) {
        // A migrated posting keeps its day: its figures are already in every statement since.
        missing.push({
          id,
          posting: have ? { ...posting, day: have.day } : datedForBooking(posting, closedThrough),
        });
        if (!have) for (const name of postingAmountNames) sum[name] += posting.amounts[name];
      } else if (!same(booked(have), booked(bookedAs(have, posting)))) {
        differences.push({ path: `${LEDGER_POSTINGS_PATH}/${id}`, stored: booked(have), computed: posting });
      }
    }
    const now = entryMoney(entry);
    if (postingAmountNames.some((name) => sum[name] !== now[name])) {
      differences.push({ path: `${SPEND_ENTRIES_PATH}/${key}#postings`, stored: sum, computed: now });
    }
  }
  return { missing, replayed, entries };
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
  const first = await checkOnce(store, rebuild);
  if (first.migrated === 0) return first.report;
  // The advances it made flag the spends refused before advances existed: their figures again.
  const again = await checkOnce(store, true);
  return { ...again.report, written: first.report.written + again.report.written };
}

async function checkOnce(
  store: Store,
  rebuild: boolean,
): Promise<{ report: LedgerReport; migrated: number }> {
  const differences: IndexDifference[] = [];
  const [stored, close] = await Promise.all([readStoredPostings(store, differences), readLedgerClose(store)]);
  const { missing, replayed, entries } = await replayEntries(store, stored, close.through, differences);
  const rebuilt = new Map(stored);
  for (const { id, posting } of missing) rebuilt.set(id, posting);
  const all = [...rebuilt.values()];
  // A rebuild books the missing postings, then makes the advances behind allocations booked before
  // advances existed (those it books now too). When it made some, they flag the spends refused before
  // advances existed, so the caches are checked on the run again over everything, not on this one.
  const migrated = rebuild ? await bookMissing(store, missing, close.through, stored, entries) : 0;
  if (migrated > 0) {
    return { report: { postings: all.length, written: missing.length, differences }, migrated };
  }
  const dayDifferences = await checkDays(store, all);
  const postingDays = new Map([...rebuilt].map(([id, posting]) => [id, posting.day]));
  const figureDifferences = await checkFigures(store, replayed, postingDays, rebuild);
  // The advances held against every posting then stored; a rebuild rewrites the holdings.
  const advanceDifferences = await checkAdvances(store, all, rebuild);
  if (rebuild) {
    if (dayDifferences.length > 0) {
      await store.update(
        Object.fromEntries(dayDifferences.map(({ path, computed }) => [path, computed ?? null])),
      );
    }
  }
  const unwritten = missing.map(({ id, posting }) => ({
    path: `${LEDGER_POSTINGS_PATH}/${id}`,
    stored: stored.get(id)?.unbooked ? 'no lines' : undefined,
    computed: posting,
  }));
  const report = {
    postings: all.length,
    written: rebuild ? missing.length : 0,
    differences: [
      ...(rebuild
        ? advanceDifferences.filter(({ path }) => path.includes('#'))
        : [...unwritten, ...dayDifferences, ...figureDifferences, ...advanceDifferences]),
      ...differences,
    ],
  };
  return { report, migrated: 0 };
}

/**
 * Books the missing postings and makes the advances behind allocations booked before advances
 * existed (migrateAdvances.ts), from every posting then stored: how many it made.
 */
async function bookMissing(
  store: Store,
  missing: readonly { id: string; posting: Posting }[],
  closedThrough: string | undefined,
  stored: ReadonlyMap<string, Posting>,
  entries: readonly { key: string; entry: SpendEntryRecord }[],
): Promise<number> {
  for (let index = 0; index < missing.length; index += WRITE_BATCH) {
    await store.update(bookRebuilt(missing.slice(index, index + WRITE_BATCH), closedThrough, stored));
  }
  const booked = new Map(stored);
  for (const { id, posting } of missing) booked.set(id, posting);
  return migrateAdvances(store, booked, entries, Date.now());
}

/**
 * Every money figure as the book makes it (figuresCheck.ts), each missing posting dated as a rebuild
 * would book it: what `indexes -- rebuild totals` writes.
 */
export async function bookedFigures(store: Store): Promise<FigureChanges> {
  const [stored, close] = await Promise.all([readStoredPostings(store, []), readLedgerClose(store)]);
  const { missing, replayed } = await replayEntries(store, stored, close.through, []);
  const days = new Map([...stored].map(([id, posting]) => [id, posting.day]));
  for (const { id, posting } of missing) days.set(id, posting.day);
  return computedFigures(store, replayed, days);
}
