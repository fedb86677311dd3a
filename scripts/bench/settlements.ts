import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { XMLParser } from 'fast-xml-parser';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { checkSpendEntryIndexes } from '../../functions/src/services/indexes/spendEntryCheck.js';
import { settleBalances } from '../../functions/src/services/settlements/balances.js';
import { checkLedger } from '../../functions/src/services/ledger/ledgerCheck.js';
import { closeLedgerMonth } from '../../functions/src/services/ledger/monthClose.js';
import { exportMonth } from '../../functions/src/services/ledger/monthExport.js';
import { spendPeople } from '../../functions/src/services/settlements/spendPeople.js';
import { spendStatement } from '../../functions/src/services/settlements/statement.js';
import { seedSettlementsBench } from './settlementsSeed.js';
import { benchSaveAndDecision } from './saveDecision.js';
import { seedAdvances } from './advances.js';
import { listAdvances } from '../../functions/src/services/advances/advanceLists.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 50_000);
const PEOPLE = 40;
const TARGET_MS = 300;

async function timed<T>(label: string, work: () => Promise<T>, target?: number): Promise<T | undefined> {
  try {
    const start = performance.now();
    const result = await work();
    const ms = performance.now() - start;
    const verdict =
      target === undefined ? '' : ` (target <= ${String(target)} ms: ${ms <= target ? 'met' : 'MISSED'})`;
    console.log(`  ${label}: ${ms.toFixed(0)} ms${verdict}`);
    return result;
  } catch (error) {
    console.log(`  ${label}: failed (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
}

/**
 * Settlements with 50,000 entries over 40 people (a year), four events each (200,000 postings): the
 * ledger's migration (`npm run ledger -- rebuild`, the advances behind one spend in ten's allocation
 * with it) and its rerun, six advances a person given and partly returned, a save's and a decision's
 * p50 on that book (an approval drawing on an advance beside one that does not), Settle's people and
 * advances, everyone's balance (the Settle
 * screen's list, from the running totals), one person's statement for a month (from the postings),
 * the dashboards' per-person table (a month and all days), `indexes check` and `ledger check`, and the
 * closed month for the accountant (Tally XML and CSV, parsed back and balanced). Each step reports and
 * the bench goes on if it fails.
 */
export async function benchSettlements(): Promise<void> {
  console.log(`\nSettlements with ${String(ENTRIES)} entries over ${String(PEOPLE)} people (local Store):`);
  const dir = mkdtempSync(join(tmpdir(), 'field-tracker-settle-bench-'));
  const store = new LocalStore(dir);
  try {
    await timed('seeding', () => seedSettlementsBench(store, ENTRIES, PEOPLE));
    // The entries were written without postings, as before the ledger: the migration books them.
    const rebuilt = await timed(
      'ledger rebuild (the migration: every entry’s postings from its history)',
      () => checkLedger(store, true),
    );
    if (rebuilt) console.log(`  postings written: ${String(rebuilt.written)} of ${String(rebuilt.postings)}`);
    const again = await timed('ledger rebuild again (writes nothing)', () => checkLedger(store, true));
    if (again) console.log(`  postings written: ${String(again.written)}`);
    const given = await timed(`advances given to ${String(PEOPLE)} people (and partly returned)`, () =>
      seedAdvances(store, PEOPLE),
    );
    if (given !== undefined) console.log(`  advances: ${String(given)}`);
    await timed('saves and decisions', () => benchSaveAndDecision(store));
    const settle = () => Promise.all([settleBalances(store), listAdvances(store, undefined)]);
    await timed("Settle's people and advances (balances, requests, open advances by age)", settle, TARGET_MS);
    const advances = await timed("Settle's people and advances again (warm)", settle, TARGET_MS);
    if (advances) {
      const [, list] = advances;
      console.log(`  open advances: ${String(list.open.length)} over ${String(list.people.length)} people`);
    }
    const people = await timed(
      `balances of ${String(PEOPLE)} people`,
      () => settleBalances(store),
      TARGET_MS,
    );
    await timed('balances again (warm)', () => settleBalances(store), TARGET_MS);
    if (people) console.log(`  people with a balance: ${String(people.people.length)}`);
    const admin = { uid: 'admin', email: 'admin@example.com', roles: ['admin' as const] };
    const statement = await timed(
      'one person’s statement for a month',
      () => spendStatement(store, admin, { uid: 'staff-7', month: '2026-03' }),
      TARGET_MS,
    );
    if (statement) console.log(`  statement rows: ${String(statement.rows.length)}`);
    // The dashboards' per-person table: O(people x days in the range), for a month and for all days.
    const month = await timed(
      'per-person table, sales, a month',
      () => spendPeople(store, { side: 'sales', from: '2026-03-01', to: '2026-03-31' }),
      TARGET_MS,
    );
    if (month) console.log(`  people in the month: ${String(month.people.length)}`);
    await timed('per-person table, sales, all days', () => spendPeople(store, { side: 'sales' }), TARGET_MS);
    const report = await timed('indexes check entries (with balances)', () =>
      checkSpendEntryIndexes(store, false),
    );
    if (report) console.log(`  differences: ${String(report.differences.length)}`);
    const ledger = await timed('ledger check (postings against entries, caches against postings)', () =>
      checkLedger(store, false),
    );
    if (ledger) {
      console.log(
        `  postings: ${String(ledger.postings)}, differences: ${String(ledger.differences.length)}`,
      );
      for (const { path, stored, computed } of ledger.differences.slice(0, 5))
        console.log(`    ${path}: stored ${JSON.stringify(stored)}, computed ${JSON.stringify(computed)}`);
    }
    await benchMonthExport(store, admin);
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** '-1234.56' -> -123456 paise, read as text so no float rounds it. */
function paiseOf(amount: unknown): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(String(amount));
  if (!match) return Number.NaN;
  const paise = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -paise : paise;
}

/** The vouchers of a Tally import read back: how many, how many do not balance, the debits' total. */
function tallyFigures(xml: string): {
  vouchers: number;
  masters: number;
  unbalanced: number;
  debitPaise: number;
} {
  const parser = new XMLParser({
    parseTagValue: false,
    isArray: (name) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
  });
  type Raw = Record<string, unknown>;
  const root = parser.parse(xml) as { ENVELOPE: { BODY: { IMPORTDATA: { REQUESTDATA: Raw | string } } } };
  const data = root.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA;
  const messages = typeof data === 'string' ? [] : ((data.TALLYMESSAGE ?? []) as Raw[]);
  let unbalanced = 0;
  let debitPaise = 0;
  const vouchers = messages.flatMap((message) => (message.VOUCHER ? [message.VOUCHER as Raw] : []));
  for (const voucher of vouchers) {
    const lines = (voucher['ALLLEDGERENTRIES.LIST'] ?? []) as Raw[];
    const amounts = lines.map((line) => paiseOf(line.AMOUNT));
    if (amounts.reduce((sum, amount) => sum + amount, 0) !== 0) unbalanced += 1;
    debitPaise += amounts.reduce((sum, amount) => sum + Math.max(0, -amount), 0);
  }
  return { vouchers: vouchers.length, masters: messages.length - vouchers.length, unbalanced, debitPaise };
}

/** March 2026 closed and exported for the accountant, twice, as Tally XML and as CSV. */
async function benchMonthExport(
  store: LocalStore,
  admin: Parameters<typeof closeLedgerMonth>[1],
): Promise<void> {
  await timed('close March 2026 (and every month before it)', () =>
    closeLedgerMonth(store, admin, '2026-03'),
  );
  const tally = await timed('the month to the accountant: Tally XML of March 2026', () =>
    exportMonth(store, '2026-03', 'tally'),
  );
  const again = await timed('Tally XML again', () => exportMonth(store, '2026-03', 'tally'));
  const masters = await timed('its ledger masters', () => exportMonth(store, '2026-03', 'tally-masters'));
  const csv = await timed('CSV journal of March 2026', () => exportMonth(store, '2026-03', 'csv'));
  if (tally) {
    const figures = tallyFigures(tally.content);
    console.log(
      `  vouchers: ${String(figures.vouchers)}, ledger masters: ${String(masters ? tallyFigures(masters.content).masters : 0)}, not balancing: ${String(figures.unbalanced)}, debits ₹${(figures.debitPaise / 100).toFixed(2)}, ${String(Math.round(tally.content.length / 1024))} KiB, the same again: ${again ? String(again.content === tally.content) : 'not made'}`,
    );
  }
  if (csv) console.log(`  CSV rows: ${String(csv.content.split('\r\n').length - 2)}`);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await benchSettlements();
