import { HttpsError } from 'firebase-functions/v2/https';
import {
  exportContentTypes,
  exportFileName,
  exportMessages,
  type ExportFormat,
} from '../../domain/ledger/export/exportFormats.js';
import { headWeights } from '../../domain/ledger/export/headSplit.js';
import { journalCsv } from '../../domain/ledger/export/journalCsv.js';
import { LEDGER_NAMES_PATH, readLedgerNames } from '../../domain/ledger/export/ledgerNames.js';
import { tallyXml } from '../../domain/ledger/export/tallyXml.js';
import {
  monthVouchers,
  type SettlementAsBooked,
  type SpendAsBooked,
  type Voucher,
} from '../../domain/ledger/export/vouchers.js';
import { LEDGER_POSTINGS_PATH, readPosting, sideDayKey, type Posting } from '../../domain/ledger/posting.js';
import { settlementPath, settlementRecordSchema } from '../../domain/settlements/settlement.js';
import { monthDays } from '../../domain/settlements/statement.js';
import { spendSides } from '../../domain/spend/sides.js';
import {
  spendEntryPath,
  spendEntryRecordSchema,
  type SpendEntryRecord,
} from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';
import { readKeptNames } from '../people/names.js';
import { keepPersonLedgers } from './ledgerNames.js';
import type { NamedPerson } from '../../domain/people/personName.js';
import { readLedgerClose } from './monthClose.js';

/** Every posting dated in the month, of both sides, by day, booking time and id. */
async function monthPostings(store: Store, month: string): Promise<{ id: string; posting: Posting }[]> {
  const { first, last } = monthDays(month);
  const lists = await Promise.all(
    spendSides.map((side) =>
      store.query<unknown>(LEDGER_POSTINGS_PATH, {
        orderBy: 'sideDay',
        startAt: sideDayKey(side, first),
        endAt: sideDayKey(side, last),
      }),
    ),
  );
  return lists
    .flat()
    .flatMap(({ key, value }) => {
      const posting = readPosting(value);
      return posting && posting.day >= first && posting.day <= last ? [{ id: key, posting }] : [];
    })
    .sort(
      (a, b) =>
        a.posting.day.localeCompare(b.posting.day) || a.posting.at - b.posting.at || (a.id < b.id ? -1 : 1),
    );
}

/**
 * The spend as claimed when the posting was booked: the values of the last save or correction at or
 * before the history event that booked it (the posting id is `{entryId}_{event index}`). The history
 * never changes, so neither does this.
 */
function spendAsBooked(postingId: string, entryId: string, entry: SpendEntryRecord): SpendAsBooked {
  const index = Number(postingId.slice(entryId.length + 1));
  let values: Pick<SpendEntryRecord, 'amounts' | 'places'> = entry;
  for (const event of entry.history.slice(0, Number.isInteger(index) ? index + 1 : 0)) {
    if (event.kind === 'saved' || event.kind === 'corrected') values = event.values;
  }
  return { weights: headWeights(values.amounts), places: values.places };
}

async function readEntry(store: Store, id: string): Promise<SpendEntryRecord | null> {
  const parsed = spendEntryRecordSchema.safeParse(await store.get(spendEntryPath(id)));
  return parsed.success ? parsed.data : null;
}

async function readSettlementAsBooked(store: Store, id: string): Promise<SettlementAsBooked | null> {
  const parsed = settlementRecordSchema.safeParse(await store.get(settlementPath(id)));
  return parsed.success ? { mode: parsed.data.mode, reference: parsed.data.reference } : null;
}

/** Everyone with money in the month, named as every screen names them now. */
function monthPeople(
  postings: readonly { posting: Posting }[],
  kept: ReadonlyMap<string, string>,
): NamedPerson[] {
  const people = new Map<string, NamedPerson>();
  for (const { posting } of postings) {
    if (people.has(posting.person)) continue;
    people.set(posting.person, {
      uid: posting.person,
      email: posting.personEmail,
      name: kept.get(posting.person),
    });
  }
  return [...people.values()];
}

/** The vouchers of a closed month; refused (`failed-precondition`) while the month is open. */
export async function closedMonthVouchers(store: Store, month: string): Promise<Voucher[]> {
  const close = await readLedgerClose(store);
  if (close.through === undefined || close.through < month) {
    throw new HttpsError('failed-precondition', exportMessages.notClosed(month));
  }
  const [postings, names, kept] = await Promise.all([
    monthPostings(store, month),
    store.get(LEDGER_NAMES_PATH),
    readKeptNames(store),
  ]);
  const people = await keepPersonLedgers(store, monthPeople(postings, kept));
  const entryIds = new Set<string>();
  const settlementIds = new Set<string>();
  for (const { posting } of postings) {
    if (posting.settlementId !== undefined) settlementIds.add(posting.settlementId);
    else if (posting.entryId !== undefined) entryIds.add(posting.entryId);
  }
  const [entries, settlementList] = await Promise.all([
    Promise.all([...entryIds].map(async (id) => [id, await readEntry(store, id)] as const)),
    Promise.all([...settlementIds].map(async (id) => [id, await readSettlementAsBooked(store, id)] as const)),
  ]);
  const entryById = new Map(entries);
  const spends = new Map<string, SpendAsBooked>();
  for (const { id, posting } of postings) {
    const entry = posting.entryId === undefined ? null : entryById.get(posting.entryId);
    if (entry && posting.entryId !== undefined) spends.set(id, spendAsBooked(id, posting.entryId, entry));
  }
  const settlements = new Map<string, SettlementAsBooked>();
  for (const [id, settlement] of settlementList) if (settlement) settlements.set(id, settlement);
  return monthVouchers({ month, postings, spends, settlements, names: readLedgerNames(names), people });
}

/** A closed month as a file for the accountant: Tally's XML import or the CSV journal. */
export async function exportMonth(
  store: Store,
  month: string,
  format: ExportFormat,
): Promise<{ fileName: string; contentType: string; content: string; vouchers: number }> {
  const vouchers = await closedMonthVouchers(store, month);
  return {
    fileName: exportFileName(month, format),
    contentType: exportContentTypes[format],
    content: format === 'tally' ? tallyXml(vouchers) : journalCsv(vouchers),
    vouchers: vouchers.length,
  };
}
