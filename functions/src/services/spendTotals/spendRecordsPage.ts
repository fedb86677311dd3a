import { isAfter, newestFirst } from '../../domain/api/myReport.js';
import type {
  SpendRecordRow,
  SpendRecordsCursor,
  SpendRecordsInput,
  SpendRecordsOutput,
} from '../../domain/api/spendRecords.js';
import { readSpendRow, totalFields, type SpendRow } from '../../domain/spendTotals/aggregate.js';
import { spendCollections } from '../../domain/spend/sides.js';
import type { Store } from '../../ports/store.js';
import { parseSpendRecord } from '../../domain/records/spendRecord.js';
import { fromPaise } from '../../domain/spend/money.js';
import { recordApprovedPaise } from '../../domain/ledger/entryMoney.js';
import { readEntry } from '../spendEntries/entryView.js';
import { readMoneyNames } from '../people/moneyNames.js';
import type { PeopleNames } from '../people/names.js';
import { orgDayEnd, orgDayStart } from '../../domain/time/orgTime.js';

/**
 * The order of the table, newest first. A record without a date sorts as the oldest; one whose date is
 * stored as something else than a number sorts where the database puts it, after every number.
 */
const OLDEST = Number.MIN_SAFE_INTEGER;
const NEWEST = Number.MAX_SAFE_INTEGER;

function sortDate(stored: unknown, row: SpendRow): number {
  if (typeof stored === 'number') return stored;
  return row.date === 'missing' ? OLDEST : NEWEST;
}

function storedDate(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { date?: unknown }).date : undefined;
}

/** Who saved a record, by their money name (`readMoneyNames`). */
function staffOf(value: unknown, names: PeopleNames): string | null {
  const owner = parseSpendRecord('sales', '', value)?.createdBy;
  return owner ? names.of(owner) : null;
}

/** An approved record's share of its entry's approved amount, read from the entry itself. */
async function approvedShare(store: Store, row: SpendRow): Promise<number | null> {
  if (row.state !== 'approved' || row.entryId === null) return null;
  const entry = await readEntry(store, row.entryId);
  const paise = entry && recordApprovedPaise(entry, row.id);
  return paise === null ? null : fromPaise(paise);
}

function toOutputRow(
  row: SpendRow,
  value: unknown,
  names: PeopleNames,
  approved: number | null,
): SpendRecordRow {
  return {
    staff: staffOf(value, names),
    state: row.state,
    approved,
    entryId: row.entryId,
    id: row.id,
    place: row.place,
    date: row.date,
    amounts: Object.fromEntries(
      totalFields.map((field) => [field, row.amounts[field].shown]),
    ) as SpendRecordRow['amounts'],
  };
}

type Input = Omit<SpendRecordsInput, 'limit'> & { limit: number };

/**
 * One page of a side's records, newest first, optionally of one place and within a range of days.
 * Reads backwards by the indexed `date` in batches until a page (and one more, to know there is a
 * next) is found; a page of all records costs one batch, a page of a rare place more.
 */
export async function spendRecordsPage(store: Store, input: Input): Promise<SpendRecordsOutput> {
  const { side, from, to, place, after, limit } = input;
  const ranged = from !== undefined || to !== undefined;
  const startAt = from === undefined ? undefined : orgDayStart(from);
  const rangeEnd = to === undefined ? undefined : orgDayEnd(to);
  const cursorEnd = after && after.date < NEWEST ? after.date : undefined;
  let endAt = rangeEnd === undefined ? cursorEnd : Math.min(rangeEnd, cursorEnd ?? rangeEnd);
  let batch = place === undefined ? limit + 1 : Math.max(100, (limit + 1) * 4);
  const found = new Map<string, { key: SpendRecordsCursor; row: SpendRow; value: unknown }>();
  for (;;) {
    const entries = await store.query(spendCollections[side], {
      orderBy: 'date',
      ...(startAt === undefined ? {} : { startAt }),
      ...(endAt === undefined ? {} : { endAt }),
      limitToLast: batch,
    });
    let oldest = NEWEST;
    for (const { key, value } of entries) {
      const row = readSpendRow(side, key, value);
      const sortKey = { date: sortDate(storedDate(value), row), id: key };
      oldest = Math.min(oldest, sortKey.date);
      if (ranged && typeof row.date !== 'number') continue;
      if (place !== undefined && row.place !== place) continue;
      if (isAfter(sortKey, after)) found.set(key, { key: sortKey, row, value });
    }
    if (found.size > limit || entries.length < batch) break;
    // A full batch of one date (or of dates that are no numbers) cannot move the end back: widen it.
    if (oldest === endAt || oldest >= NEWEST) batch *= 2;
    else endAt = oldest;
  }
  const ordered = [...found.values()].sort((a, b) => newestFirst(a.key, b.key));
  const page = ordered.slice(0, limit);
  const last = page.at(-1);
  const [names, approved] = await Promise.all([
    readMoneyNames(store),
    Promise.all(page.map(({ row }) => approvedShare(store, row))),
  ]);
  return {
    rows: page.map(({ row, value }, index) => toOutputRow(row, value, names, approved[index] ?? null)),
    next: ordered.length > limit && last ? last.key : null,
  };
}
