import { entryMoney } from '../../domain/ledger/entryMoney.js';
import {
  LEDGER_DAYS_PATH,
  LEDGER_POSTINGS_PATH,
  addAmounts,
  balanceChange,
  postingAmountNames,
  readPosting,
  storedPosting,
  zeroAmounts,
  type Posting,
  type PostingAmounts,
} from '../../domain/ledger/posting.js';
import { replayEntryPostings } from '../../domain/ledger/replay.js';
import { SPEND_BALANCES_PATH, balanceOf, readFigures } from '../../domain/settlements/balances.js';
import { SETTLEMENTS_PATH, settlementRecordSchema } from '../../domain/settlements/settlement.js';
import { SPEND_ENTRIES_PATH } from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';
import { diffEntries, type IndexDifference } from '../indexes/indexDiff.js';
import { readAllEntries } from '../indexes/readRecords.js';
import { parseEntry } from '../spendEntries/entryView.js';
import { checkPersonFigures } from './personFiguresCheck.js';
import { checkPlaceFigures } from './placeFiguresCheck.js';

export interface LedgerReport {
  postings: number;
  /** Postings the entries' histories book that the ledger did not hold (`rebuild` writes them). */
  written: number;
  differences: IndexDifference[];
}

/** A posting as the check compares it: what it books, not the request that booked it. */
function booked(posting: Posting): Omit<Posting, 'requestId'> {
  const rest = { ...posting };
  delete rest.requestId;
  return rest;
}

/** Postings a rebuild writes in one transaction: a few thousand keep the commits few and each small. */
const WRITE_BATCH = 5000;

/**
 * Checks the ledger against the entries and its caches against the ledger: every posting an entry's
 * history books is there and books the same (a missing one is written by `rebuild`, a different one is
 * a difference: postings are never rewritten); each entry's postings add up to what it amounts to now;
 * each person's per day balance changes (`ledger_days`) and running balance (`spend_balances`) equal
 * the sums of their postings; each place's claimed and approved figures in the dashboards' running
 * totals equal its postings' shares, and each person's all-days figures the sums of their postings. `rebuild` writes the missing postings and repairs `ledger_days`;
 * the balances and totals are the entries' indexes (`npm run indexes -- rebuild`).
 */
export async function checkLedger(store: Store, rebuild: boolean): Promise<LedgerReport> {
  const [entryRows, settlementRows, postingRows] = await Promise.all([
    readAllEntries(store, SPEND_ENTRIES_PATH),
    readAllEntries(store, SETTLEMENTS_PATH),
    readAllEntries(store, LEDGER_POSTINGS_PATH),
  ]);
  const settlementDays = new Map<string, string>();
  for (const { key, value } of settlementRows) {
    const parsed = settlementRecordSchema.safeParse(value);
    if (parsed.success) settlementDays.set(key, parsed.data.date);
  }
  const stored = new Map<string, Posting>();
  const differences: IndexDifference[] = [];
  for (const { key, value } of postingRows) {
    const posting = readPosting(value);
    if (posting) stored.set(key, posting);
    else differences.push({ path: `${LEDGER_POSTINGS_PATH}/${key}`, stored: value, computed: undefined });
  }
  const missing: { id: string; posting: Posting }[] = [];
  const byEntry = new Map<string, PostingAmounts>();
  for (const posting of stored.values()) {
    if (posting.entryId === undefined) continue;
    byEntry.set(posting.entryId, addAmounts(byEntry.get(posting.entryId) ?? zeroAmounts(), posting.amounts));
  }
  for (const { key, value } of entryRows) {
    const entry = parseEntry(value);
    if (!entry) continue;
    const sum = byEntry.get(key) ?? zeroAmounts();
    for (const { id, posting } of replayEntryPostings(key, entry, settlementDays)) {
      const have = stored.get(id);
      if (!have) {
        missing.push({ id, posting });
        for (const name of postingAmountNames) sum[name] += posting.amounts[name];
      } else if (JSON.stringify(booked(have)) !== JSON.stringify(booked(posting))) {
        differences.push({ path: `${LEDGER_POSTINGS_PATH}/${id}`, stored: booked(have), computed: posting });
      }
    }
    const now = entryMoney(entry);
    if (postingAmountNames.some((name) => sum[name] !== now[name])) {
      differences.push({ path: `${SPEND_ENTRIES_PATH}/${key}#postings`, stored: sum, computed: now });
    }
  }
  const all = [...stored.values(), ...missing.map(({ posting }) => posting)];
  const days = new Map<string, unknown>();
  const people = new Map<string, number>();
  for (const posting of all) {
    const change = balanceChange(posting.amounts);
    const path = `${LEDGER_DAYS_PATH}/${posting.person}/${posting.day}/change`;
    days.set(path, ((days.get(path) as number | undefined) ?? 0) + change);
    people.set(posting.person, (people.get(posting.person) ?? 0) + change);
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
  const dayDifferences = diffEntries(storedDays, days);
  const balances = (await store.get<Record<string, unknown>>(SPEND_BALANCES_PATH)) ?? {};
  for (const uid of new Set([...Object.keys(balances), ...people.keys()])) {
    const cached = balanceOf(readFigures(balances[uid]));
    const sum = people.get(uid) ?? 0;
    if (cached !== sum)
      differences.push({ path: `${SPEND_BALANCES_PATH}/${uid}#balance`, stored: cached, computed: sum });
  }
  differences.push(...(await checkPlaceFigures(store, all)), ...(await checkPersonFigures(store, all)));
  if (rebuild) {
    for (let index = 0; index < missing.length; index += WRITE_BATCH) {
      const batch = missing.slice(index, index + WRITE_BATCH);
      const writes: Record<string, unknown> = {};
      // Only the postings: the per day changes are repaired below from all postings at once.
      for (const { id, posting } of batch) writes[`${LEDGER_POSTINGS_PATH}/${id}`] = storedPosting(posting);
      await store.update(writes);
    }
    if (dayDifferences.length > 0) {
      await store.update(
        Object.fromEntries(dayDifferences.map(({ path, computed }) => [path, computed ?? null])),
      );
    }
  }
  return {
    postings: all.length,
    written: rebuild ? missing.length : 0,
    differences: [
      ...(rebuild
        ? []
        : missing.map(({ id, posting }) => ({
            path: `${LEDGER_POSTINGS_PATH}/${id}`,
            stored: undefined,
            computed: posting,
          }))),
      ...(rebuild ? [] : dayDifferences),
      ...differences,
    ],
  };
}
