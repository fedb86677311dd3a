import { entryMoney } from '../../domain/ledger/entryMoney.js';
import { bookedAs, datedForBooking } from '../../domain/ledger/lateBooking.js';
import { LEDGER_POSTINGS_PATH, type Posting } from '../../domain/ledger/posting.js';
import {
  addAmounts,
  postingAmountNames,
  zeroAmounts,
  type PostingAmounts,
} from '../../domain/ledger/postingAmounts.js';
import { replayEntryChanges, type SettlementAsBooked } from '../../domain/ledger/replay.js';
import { SETTLEMENTS_PATH, settlementRecordSchema } from '../../domain/settlements/settlement.js';
import { SPEND_ENTRIES_PATH, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';
import { same, type IndexDifference } from '../indexes/indexDiff.js';
import { readAllEntries } from '../indexes/readRecords.js';
import { parseEntry } from '../spendEntries/entryView.js';
import type { ReplayedEntry } from './figuresCheck.js';

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

async function readSettlementsAsBooked(store: Store): Promise<Map<string, SettlementAsBooked>> {
  const settlements = new Map<string, SettlementAsBooked>();
  for (const { key, value } of await readAllEntries(store, SETTLEMENTS_PATH)) {
    const parsed = settlementRecordSchema.safeParse(value);
    if (parsed.success) settlements.set(key, { date: parsed.data.date, mode: parsed.data.mode });
  }
  return settlements;
}

export type Replay = {
  missing: { id: string; posting: Posting }[];
  replayed: ReplayedEntry[];
  entries: { key: string; entry: SpendEntryRecord }[];
  /** Each entry's differences, by its id. */
  differences: Map<string, IndexDifference[]>;
};

/**
 * Every posting the entries' histories book that the ledger lacks (or holds without lines, as booked
 * before the book had them: the migration), dated as a rebuild books them (never in a closed month);
 * a stored posting that books something else is a difference (postings are never rewritten). Each
 * entry's postings must add up to what it amounts to now.
 */
export function replayRows(
  entryRows: readonly { key: string; value: unknown }[],
  settlements: ReadonlyMap<string, SettlementAsBooked>,
  stored: ReadonlyMap<string, Posting>,
  closedThrough: string | undefined,
): Replay {
  const byEntry = new Map<string, PostingAmounts>();
  for (const posting of stored.values()) {
    if (posting.entryId === undefined) continue;
    byEntry.set(posting.entryId, addAmounts(byEntry.get(posting.entryId) ?? zeroAmounts(), posting.amounts));
  }
  const result: Replay = { missing: [], replayed: [], entries: [], differences: new Map() };
  for (const { key, value } of entryRows) {
    const entry = parseEntry(value);
    if (!entry) continue;
    result.entries.push({ key, entry });
    const differences: IndexDifference[] = [];
    const sum = byEntry.get(key) ?? zeroAmounts();
    const changes = replayEntryChanges(key, entry, settlements);
    result.replayed.push({ entryId: key, changes });
    for (const { id, posting } of changes.flatMap(({ postings }) => postings)) {
      const have = stored.get(id);
      if (!have || have.unbooked) {
        // A migrated posting keeps its day: its figures are already in every statement since.
        result.missing.push({
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
    if (differences.length > 0) result.differences.set(key, differences);
  }
  return result;
}

export async function replayEntries(
  store: Store,
  stored: ReadonlyMap<string, Posting>,
  closedThrough: string | undefined,
): Promise<Replay & { settlements: Map<string, SettlementAsBooked> }> {
  const [entryRows, settlements] = await Promise.all([
    readAllEntries(store, SPEND_ENTRIES_PATH),
    readSettlementsAsBooked(store),
  ]);
  return { ...replayRows(entryRows, settlements, stored, closedThrough), settlements };
}
