import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { visitPhases } from '../../functions/src/domain/options/visitOptions.js';
import { buildVisitRecord } from '../../functions/src/domain/records/visitRecord.js';
import { formatSalesVisitCode } from '../../functions/src/domain/visitCodes.js';
import { followUpWrites } from '../../functions/src/services/followUps/followUpWrites.js';
import { myFollowUps } from '../../functions/src/services/followUps/openFollowUps.js';
import { listVisitsFor } from '../../functions/src/services/visits/listVisitsFor.js';
import { visitIndexWrites } from '../../functions/src/services/visits/visitIndexWrites.js';
import { parseIndexesCommand, runIndexesCommand } from '../indexes/command.js';
import { addDays, orgDayOf } from '../../functions/src/domain/time/orgTime.js';

const VISITS = 20_000;
const COLLEGES = 1000;
/** The colleges whose visits set a next visit: each rep's latest visit to each is an open follow-up. */
const FOLLOWED = 500;
const CALLS = 20;
const TARGET_MS = 300;
const DAY_MS = 24 * 60 * 60_000;
const reps = [
  { uid: 'bench-sales-1', email: 'asha@bench.example.com' },
  { uid: 'bench-sales-2', email: 'ravi@bench.example.com' },
  { uid: 'bench-sales-3', email: 'meera@bench.example.com' },
];

/**
 * 20,000 sales visits over 1,000 colleges in the last year by three reps, each stored as a submission
 * stores it (the record, its visit indexes and its follow-up writes in one update); a visit to one of
 * the first 500 colleges sets its next visit two weeks on, so each rep has 500 open follow-ups, most
 * of them overdue.
 */
async function seed(store: LocalStore, now: number): Promise<void> {
  const start = now - 365 * DAY_MS;
  const step = Math.floor((365 * DAY_MS) / VISITS);
  for (let i = 0; i < VISITS; i++) {
    const id = store.newId();
    const createdAt = start + i * step;
    const college = i % COLLEGES;
    const rep = reps[i % reps.length] ?? reps[0];
    if (!rep) throw new Error('no bench rep');
    const record = buildVisitRecord({
      code: formatSalesVisitCode(i + 1),
      collegeName: `Bench College ${String(college)}`,
      city: 'Pune',
      visitPhase: visitPhases[Math.floor(i / COLLEGES) % visitPhases.length],
      remarks: 'Bring the MOU',
      ...(college < FOLLOWED ? { nextVisitOn: addDays(orgDayOf(createdAt), 14) } : {}),
      createdBy: rep,
      createdAt,
      sheet: { state: 'disabled', attempts: 0 },
    });
    await store.update({
      [`sales_visits/${id}`]: record,
      ...(await visitIndexWrites(store, 'sales', id, record)),
      ...followUpWrites('sales', id, record),
    });
  }
}

async function report(label: string, work: () => Promise<string>): Promise<void> {
  const detail = await work(); // Warm-up, and what the answer holds.
  const calls: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await work();
    calls.push(performance.now() - started);
  }
  const median = [...calls].sort((a, b) => a - b)[Math.floor(CALLS / 2)] ?? NaN;
  const verdict = median <= TARGET_MS ? 'met' : 'MISSED';
  console.log(
    `  ${label} (${detail}): median ${median.toFixed(0)} ms, max ${Math.max(...calls).toFixed(0)} ms ` +
      `over ${String(CALLS)} calls (target <= ${String(TARGET_MS)} ms: ${verdict})`,
  );
}

/**
 * `npm run bench`, on a local Store of its own: one rep's Due list with 500 open follow-ups (the
 * `myFollowUps` service) and the admin's 'Overdue only' visit log over 20,000 visits (its first page
 * and the last of its pages), then `npm run indexes -- check` over everything seeded.
 */
export async function benchFollowUps(): Promise<void> {
  console.log(`\nFollow-ups over ${String(VISITS)} visits (local Store):`);
  const dir = mkdtempSync(join(tmpdir(), 'field-tracker-follow-ups-bench-'));
  const store = new LocalStore(dir);
  try {
    const now = Date.now();
    const seeding = performance.now();
    await seed(store, now);
    console.log(
      `  seeding: ${String(VISITS)} visits in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const rep = reps[0]?.uid ?? '';
    await report('Due list of one rep', async () => {
      const due = await myFollowUps(store, rep, ['sales'], now);
      return `${String(due.followUps.length)} open, ${String(due.pressing)} overdue or today`;
    });
    await report('visit log, Overdue only, first page', async () => {
      const page = await listVisitsFor(store, { kind: 'sales', overdue: true }, now);
      return `${String(page.visits.length)} visits`;
    });
    let last = await listVisitsFor(store, { kind: 'sales', overdue: true, limit: 500 }, now);
    let pages = 1;
    let seen = last.visits.length;
    while (last.next) {
      last = await listVisitsFor(store, { kind: 'sales', overdue: true, limit: 500, after: last.next }, now);
      pages += 1;
      seen += last.visits.length;
    }
    console.log(`  Overdue only, paged 500 at a time: ${String(seen)} visits in ${String(pages)} pages`);
    await report('visit log, Overdue only, one rep', async () => {
      const page = await listVisitsFor(store, { kind: 'sales', overdue: true, staff: rep }, now);
      return `${String(page.visits.length)} visits`;
    });
    const lines: string[] = [];
    const check = parseIndexesCommand(['check', '--data-dir', dir]);
    const derived = { ...check, indexes: check.indexes.filter((name) => name !== 'images') };
    const differences = await runIndexesCommand(derived, store, (line) => {
      lines.push(line);
    });
    console.log(`  npm run indexes -- check over the bench data: ${String(differences)} differences`);
    for (const line of lines.filter((text) => !text.startsWith('    '))) console.log(`    ${line}`);
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
