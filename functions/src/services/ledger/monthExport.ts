import { HttpsError } from 'firebase-functions/v2/https';
import {
  exportContentTypes,
  exportFileName,
  exportMessages,
  type ExportFormat,
} from '../../domain/ledger/export/exportFormats.js';
import { journalCsv } from '../../domain/ledger/export/journalCsv.js';
import { ledgerMasters, tallyMastersXml, tallyXml } from '../../domain/ledger/export/tallyXml.js';
import { monthVouchers, type SettlementAsBooked, type Voucher } from '../../domain/ledger/export/vouchers.js';
import { settlementPath, settlementRecordSchema } from '../../domain/settlements/settlement.js';
import type { Store } from '../../ports/store.js';
import { frozenBooks, closedMonthNames } from './frozenMonth.js';
import { refuseOutsideBooks } from './bookRange.js';
import { readLedgerClose } from './monthClose.js';
import { monthPostings } from './readLedger.js';

/** How a settlement moved the money and its reference: set when it was recorded, never changed. */
async function readSettlementAsBooked(store: Store, id: string): Promise<SettlementAsBooked | null> {
  const parsed = settlementRecordSchema.safeParse(await store.get(settlementPath(id)));
  return parsed.success ? { mode: parsed.data.mode, reference: parsed.data.reference } : null;
}

/**
 * The vouchers of a closed month, from its postings' lines and the names it closed with (decision
 * 030); refused (`failed-precondition`) while the month is open, and (`out-of-range`) outside the
 * books. Nothing is written.
 */
export async function closedMonthVouchers(store: Store, month: string): Promise<Voucher[]> {
  await refuseOutsideBooks(store, month);
  const close = await readLedgerClose(store);
  const frozen = await closedMonthNames(store, month, close.through);
  if (!frozen) throw new HttpsError('failed-precondition', exportMessages.notClosed(month));
  const postings = await monthPostings(store, month);
  const settlementIds = new Set(postings.flatMap(({ posting }) => posting.settlementId ?? []));
  const settlements = new Map<string, SettlementAsBooked>();
  for (const id of settlementIds) {
    const settlement = await readSettlementAsBooked(store, id);
    if (settlement) settlements.set(id, settlement);
  }
  return monthVouchers({ month, postings, books: frozenBooks(frozen), settlements });
}

const fileContent: Record<
  ExportFormat,
  (vouchers: readonly Voucher[], options: { company?: string }) => string
> = {
  tally: tallyXml,
  'tally-masters': tallyMastersXml,
  csv: (vouchers) => journalCsv(vouchers),
};

/**
 * A closed month as a file for the accountant: Tally's XML import of its vouchers, Tally's import of
 * the ledger masters they use, or the CSV journal. `vouchers` counts the month's vouchers, `ledgers` the
 * masters of the masters file.
 */
export async function exportMonth(
  store: Store,
  month: string,
  format: ExportFormat,
  options: { company?: string } = {},
): Promise<{ fileName: string; contentType: string; content: string; vouchers: number; ledgers?: number }> {
  const vouchers = await closedMonthVouchers(store, month);
  return {
    ...(format === 'tally-masters' ? { ledgers: ledgerMasters(vouchers).length } : {}),
    fileName: exportFileName(month, format),
    contentType: exportContentTypes[format],
    content: fileContent[format](vouchers, options),
    vouchers: vouchers.length,
  };
}
