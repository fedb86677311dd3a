import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { createVisitSheet, STAND_IN_TOKEN } from '../../functions/src/adapters/sheets/createVisitSheet.js';
import { buildVisitRecord } from '../../functions/src/domain/records/visitRecord.js';
import { formatVisitCode, type VisitKind } from '../../functions/src/domain/visitCodes.js';
import { appendPendingRows } from '../../functions/src/services/visits/appendPendingRows.js';
import { initialSheetSync } from '../../functions/src/services/visits/sheetSync.js';
import { visitKinds } from '../../functions/src/services/visits/visitKinds.js';
import { startSheetsHost } from '../stack/sheetsHost/server.js';

const BURST_VISITS = 8000;
const BURST_MINUTES = 30;
const STAFF = 2000;
/** Another job on the same service account takes the whole write quota in these minutes of the burst. */
const CROWDED_MINUTES = new Set([10, 11]);
const DRAIN_LIMIT_MINUTES = 10;
const SPREADSHEET = 'bench-burst';

/**
 * 2,000 staff's 6 pm burst: 8,000 visits over 30 minutes on a moved clock, the scheduled sync run at
 * each minute against the Sheets stand-in with Google's quotas (two minutes of it crowded out by another
 * user of the account). Prints the appends, the 429s, when the backlog emptied, and checks every row
 * landed once, in visit order.
 */
export async function benchSheetBurst(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sheet-burst-'));
  const clock = { at: Date.UTC(2026, 11, 4, 12, 30) };
  const now = () => clock.at;
  const host = await startSheetsHost({ port: 0, now });
  const store = new LocalStore(dir);
  try {
    const sheet = await createVisitSheet({ kind: 'google', spreadsheetId: SPREADSHEET, rootUrl: host.url });
    const perMinute = BURST_VISITS / BURST_MINUTES;
    let made = 0;
    let runs = 0;
    let quotaErrorsSeen = 0;
    let emptyAt: number | undefined;
    const sequence: Record<VisitKind, number> = { sales: 0, placement: 0 };
    for (let minute = 0; minute < BURST_MINUTES + DRAIN_LIMIT_MINUTES; minute += 1) {
      if (minute < BURST_MINUTES) {
        const target = Math.round(perMinute * (minute + 1));
        for (; made < target; made += 1) {
          const kind: VisitKind = made % 2 === 0 ? 'sales' : 'placement';
          sequence[kind] += 1;
          clock.at += Math.floor(60_000 / perMinute) - 1;
          await storeVisit(store, kind, sequence[kind], made % STAFF, clock.at);
        }
      }
      clock.at = Date.UTC(2026, 11, 4, 12, 30) + (minute + 1) * 60_000;
      if (CROWDED_MINUTES.has(minute)) await crowdOut(host.url);
      const before = host.counts.quotaErrors;
      await appendPendingRows(store, sheet, now);
      runs += 1;
      quotaErrorsSeen += host.counts.quotaErrors - before;
      if (minute >= BURST_MINUTES - 1 && (await waiting(store)) === 0) {
        emptyAt = minute + 1 - BURST_MINUTES;
        break;
      }
    }
    const landed = (['sales', 'placement'] as const).map((kind) => {
      const rows = host.workbooks.tab(SPREADSHEET, visitKinds[kind].table.tab)?.rows.slice(1) ?? [];
      const codes = rows.map((row) => String(row[0]));
      const expected = Array.from({ length: sequence[kind] }, (_, index) => formatVisitCode(kind, index + 1));
      return {
        kind,
        rows: codes.length,
        once: new Set(codes).size === codes.length,
        inOrder: codes.join() === expected.join(),
      };
    });
    const writes = host.counts.writes - CROWDED_MINUTES.size * 60;
    console.log(
      `sheet burst: ${String(BURST_VISITS)} visits of ${String(STAFF)} staff over ${String(BURST_MINUTES)} min, ` +
        `${String(runs)} runs, ${String(writes)} writes (${(writes / runs).toFixed(1)} a minute), ${String(host.counts.reads)} reads, ` +
        `${String(quotaErrorsSeen)} of our requests answered 429 and retried; ` +
        landed
          .map(
            (tab) =>
              `${tab.kind} ${String(tab.rows)} rows${tab.once ? ' once' : ' TWICE'}${tab.inOrder ? ' in order' : ' OUT OF ORDER'}`,
          )
          .join(', ') +
        `; backlog empty ${emptyAt === undefined ? `NOT within ${String(DRAIN_LIMIT_MINUTES)} min` : `${String(emptyAt)} min`} after the burst; ` +
        `${String(await waiting(store))} left waiting`,
    );
  } finally {
    store.close();
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function storeVisit(store: LocalStore, kind: VisitKind, sequence: number, staff: number, at: number) {
  const config = visitKinds[kind];
  const fields = Object.fromEntries(config.fieldOrder.map((name) => [name, `${name} ${String(sequence)}`]));
  const record = buildVisitRecord({
    ...fields,
    code: formatVisitCode(kind, sequence),
    createdBy: { uid: `staff-${String(staff)}`, email: `staff-${String(staff)}@example.com` },
    createdAt: at,
    sheet: initialSheetSync(true, at),
  });
  await store.set(`${config.collection}/${store.newId()}`, record);
}

async function waiting(store: LocalStore): Promise<number> {
  let count = 0;
  for (const config of Object.values(visitKinds)) {
    count += (await store.query(config.collection, { orderBy: 'sheet/nextAttemptAt', startAt: 0 })).length;
  }
  return count;
}

/** Another job on the same account spends the minute's 60 writes before the sync runs. */
async function crowdOut(url: string): Promise<void> {
  const range = encodeURIComponent("'Other'!A1");
  for (let index = 0; index < 60; index += 1) {
    await fetch(`${url}v4/spreadsheets/${SPREADSHEET}/values/${range}:append`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STAND_IN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ values: [['x']] }),
    });
  }
}
