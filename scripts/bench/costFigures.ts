import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { parseVisitRecord } from '../../functions/src/domain/records/visitRecord.js';
import { sheetRow } from '../../functions/src/services/visits/sheetRow.js';
import { visitKinds } from '../../functions/src/services/visits/visitKinds.js';
import { bytesByNode, CountingStore, grownBy, keptBytes, median, sum } from './cost/countingStore.js';
import { FIRST_DAY, type CostRun } from './cost/costRun.js';
import { memoryImageHost } from './cost/memoryImageHost.js';
import { runReads } from './cost/readCalls.js';
import {
  adminDay,
  BILL_BYTES,
  BILLS_A_DAY,
  DAYS,
  people,
  staffDay,
  VISITS_A_DAY,
} from './cost/workingDays.js';
import { writeBills, writeSpends, writeVisits } from './cost/writeRecords.js';

type Calls = Record<string, { bytes: number; ms: number }[]>;
type Grown = Record<'visit' | 'bill' | 'spend', Map<string, number>>;

/** The bytes each kind of record adds, by node, written by the real services. */
async function writeAll(run: CostRun): Promise<{ grown: Grown; counts: string }> {
  const first = await bytesByNode(run.local);
  const visits = await writeVisits(run);
  const afterVisits = await bytesByNode(run.local);
  const billIds = await writeBills(run);
  const bills = [...billIds.values()].flat().length;
  const afterBills = await bytesByNode(run.local);
  const spends = await writeSpends(run, billIds);
  const afterSpends = await bytesByNode(run.local);
  return {
    grown: {
      visit: grownBy(first, afterVisits, visits),
      bill: grownBy(afterVisits, afterBills, bills),
      spend: grownBy(afterBills, afterSpends, spends),
    },
    counts:
      `${String(visits)} visits, ${String(bills)} bills, ${String(spends)} spends of ` +
      `${String(people.length)} people over ${String(DAYS)} days`,
  };
}

function printDays(calls: Calls, grown: Grown): void {
  const readOf = (name: string) => median((calls[name] ?? []).map((call) => call.bytes));
  const day = (made: Record<string, number>) => ({
    calls: sum(Object.values(made)),
    read: sum(Object.entries(made).map(([name, count]) => count * readOf(name))),
  });
  const stored = (of: (nodes: Map<string, number>) => number) =>
    VISITS_A_DAY * of(grown.visit) + BILLS_A_DAY * of(grown.bill) + of(grown.spend);
  const staff = day(staffDay);
  const admin = day(adminDay);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `  a staff-day: ${String(staff.calls)} calls (+ ${String(BILLS_A_DAY)} readBill tasks, ${String(BILLS_A_DAY)} bills of ` +
      `${String(BILL_BYTES / 1024)} KB), ${kb(staff.read)} KB read, ${kb(stored((nodes) => sum(nodes.values())))} KB stored, ` +
      `${kb(stored(keptBytes))} KB of it kept past 30 days`,
  );
  console.log(
    `  an admin-day: ${String(admin.calls)} calls, ${kb(admin.read)} KB read (on this data: the pipeline and the ` +
      'visit forms’ place list grow with the places)',
  );
}

/**
 * `npm run bench`: what docs/cost.md counts from. The bytes one visit, one bill and one spend add to the
 * Realtime Database (its record and each index, as the JSON the database holds), written by the real
 * services into a local Store; the bytes each call reads from it (what the database bills as
 * downloaded) and its time in process; the calls of a staff-day and an admin-day; a visit's sheet row.
 */
export async function benchCostFigures(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'field-tracker-cost-'));
  const local = new LocalStore(dir);
  const counting = new CountingStore(local);
  const calls: Calls = {};
  const run: CostRun = {
    local,
    store: counting.store,
    host: memoryImageHost(BILL_BYTES),
    clock: { at: FIRST_DAY },
    counted: async (name, work) => {
      const [before, started] = [counting.read, performance.now()];
      const result = await work();
      (calls[name] ??= []).push({ bytes: counting.read - before, ms: performance.now() - started });
      return result;
    },
  };
  try {
    const { grown, counts } = await writeAll(run);
    await runReads(run);
    console.log(`cost figures, as the database stores them (${counts}):`);
    for (const [kind, nodes] of Object.entries(grown)) {
      const parts = [...nodes].map(([node, bytes]) => `${node} ${bytes.toFixed(0)}`).join(', ');
      const total = sum(nodes.values()).toFixed(0);
      console.log(`  a ${kind}: ${total} bytes, ${keptBytes(nodes).toFixed(0)} kept past 30 days (${parts})`);
    }
    console.log('  a call, in process on the local Store (medians): bytes read from the database, time');
    for (const [name, made] of Object.entries(calls)) {
      const bytes = median(made.map((call) => call.bytes));
      const ms = median(made.map((call) => call.ms)).toFixed(1);
      console.log(`    ${name}: ${String(bytes)} bytes, ${ms} ms over ${String(made.length)} calls`);
    }
    printDays(calls, grown);
    const places = Object.keys((await local.get<Record<string, unknown>>('visitPlaces/sales')) ?? {}).length;
    const perPlace = (name: string) =>
      (median((calls[name] ?? []).map((call) => call.bytes)) / Math.max(1, places)).toFixed(0);
    console.log(
      `  ${String(places)} places: visitedPlaces reads ${perPlace('visitedPlaces')} bytes a place, ` +
        `visitPipeline ${perPlace('visitPipeline')}`,
    );
    const [id] = Object.keys((await local.get<Record<string, unknown>>('sales_visits')) ?? {});
    const record = parseVisitRecord(await local.get(`sales_visits/${id ?? ''}`));
    const cells = record ? sheetRow(visitKinds.sales, record).length : 0;
    console.log(`  a sales visit's sheet row: ${String(cells)} cells, one append request a visit`);
  } finally {
    local.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
