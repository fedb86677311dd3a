import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { visitPhases } from '../../functions/src/domain/options/visitOptions.js';
import { buildVisitRecord } from '../../functions/src/domain/records/visitRecord.js';
import { formatSalesVisitCode } from '../../functions/src/domain/visitCodes.js';
import { EARTH_RADIUS_M } from '../../functions/src/domain/visits/location/distance.js';
import type { VisitReading } from '../../functions/src/domain/visits/location/visitReading.js';
import { placeKeyOf } from '../../functions/src/domain/visits/visitPlaces.js';
import { placePinPaths } from '../../functions/src/domain/visits/location/placePin.js';
import { followUpWrites } from '../../functions/src/services/followUps/followUpWrites.js';
import { setPlacePin } from '../../functions/src/services/places/setPlacePin.js';
import { listVisitsFor } from '../../functions/src/services/visits/listVisitsFor.js';
import { visitExceptionsFor } from '../../functions/src/services/visits/visitExceptionsFor.js';
import { checkFilters } from '../../functions/src/domain/visits/location/checkFilters.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';
import { visitIndexUpdate } from '../../functions/src/services/visits/visitIndexWrites.js';
import { settleVisitPin } from '../../functions/src/services/visits/pinProposal.js';
import { parseIndexesCommand, runIndexesCommand } from '../indexes/command.js';

const VISITS = 20_000;
const COLLEGES = 1000;
/** One more college with this many visits, whose pin is moved. */
const PINNED_VISITS = 500;
const PINNED = 'Bench Pinned College';
const CALLS = 20;
const MOVES = 6;
const LOG_TARGET_MS = 300;
const RECHECK_TARGET_MS = 2000;
const DAY_MS = 24 * 60 * 60_000;
const reps = [
  { uid: 'bench-sales-1', email: 'asha@bench.example.com' },
  { uid: 'bench-sales-2', email: 'ravi@bench.example.com' },
  { uid: 'bench-sales-3', email: 'meera@bench.example.com' },
];
const admin = { uid: 'bench-admin', email: 'admin@bench.example.com', roles: ['admin' as const] };

/** College `n`'s spot: spread over Pune, a kilometre apart. */
const spotOf = (n: number) => ({
  latitude: 18.4 + (n % 40) * 0.009,
  longitude: 73.7 + Math.floor(n / 40) * 0.009,
});
const northOf = (metres: number, from: { latitude: number; longitude: number }) => ({
  latitude: from.latitude + (metres / EARTH_RADIUS_M) * (180 / Math.PI),
  longitude: from.longitude,
});

/**
 * Most visits read 40 m from their college; one in seven after each college's first 5 km off (Far);
 * one in eleven has no reading (Unverified). Each college's pin is proposed once two reps' readings
 * agree (its second visit), as a submission's `settleVisitPin` does; an admin accepts it after seeding
 * (only an accepted pin verifies).
 * (Seven and eleven share no factor with 1,000 or 3: every college and rep gets some of each.)
 */
function readingOf(i: number, college: number, createdAt: number): VisitReading {
  if (i % 11 === 1) return { kind: 'none', reason: 'denied' };
  const offset = i >= COLLEGES && i % 7 === 3 ? 5000 : 40;
  return { kind: 'fix', ...northOf(offset, spotOf(college)), accuracy: 20, age: 3000, at: createdAt };
}

async function seedVisit(store: LocalStore, i: number, college: string, spot: number, createdAt: number) {
  const id = store.newId();
  const record = buildVisitRecord({
    code: formatSalesVisitCode(i + 1),
    collegeName: college,
    city: 'Pune',
    visitPhase: visitPhases[Math.floor(i / COLLEGES) % visitPhases.length],
    reading: readingOf(i, spot, createdAt),
    createdBy: reps[i % reps.length] ?? admin,
    createdAt,
    sheet: { state: 'disabled', attempts: 0 },
  });
  const index = await visitIndexUpdate(store, 'sales', id, record);
  await store.update({
    [`sales_visits/${id}`]: record,
    ...index.writes,
    ...followUpWrites('sales', id, record),
  });
  await settleVisitPin(store, 'sales', placeKeyOf(college), { id, record, pinSeen: index.pinSeen });
}

/**
 * 20,000 sales visits over 1,000 colleges in the year up to a month ago, then 500 more of one college
 * in the last 21 days: stored in the order they were made, as submissions are.
 */
async function seed(store: LocalStore, now: number, visits: number): Promise<void> {
  const start = now - 365 * DAY_MS;
  const step = Math.floor((335 * DAY_MS) / visits);
  for (let i = 0; i < visits; i++) {
    const college = i % COLLEGES;
    await seedVisit(store, i, `Bench College ${String(college)}`, college, start + i * step);
  }
  for (let i = 0; i < PINNED_VISITS; i++) {
    await seedVisit(store, visits + i, PINNED, COLLEGES, now - (PINNED_VISITS - i) * 60 * 60_000);
  }
}

/** The admin accepts every college's proposed pin (the pinned college's is timed apart). */
async function acceptPins(store: LocalStore): Promise<void> {
  for (let college = 0; college < COLLEGES; college++) {
    const name = `Bench College ${String(college)}`;
    if ((await store.get(placePinPaths.pin('sales', placeKeyOf(name)))) !== null)
      await acceptPin(store, name);
  }
}

const acceptPin = (store: LocalStore, college: string) =>
  setPlacePin(store, admin, {
    requestId: crypto.randomUUID(),
    kind: 'sales',
    key: placeKeyOf(college),
    change: { kind: 'accept' },
  });

async function timed(calls: number, work: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  await work(); // Warm-up.
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(calls / 2)] ?? NaN, max: Math.max(...times) };
}

function line(
  label: string,
  { median, max }: { median: number; max: number },
  calls: number,
  target: number,
) {
  const verdict = median <= target ? 'met' : 'MISSED';
  console.log(
    `  ${label}: median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms over ${String(calls)} calls ` +
      `(target <= ${String(target)} ms: ${verdict})`,
  );
}

/** The exceptions view over the last 30 days (the default) and over the whole year seeded. */
async function benchExceptions(store: LocalStore, now: number): Promise<void> {
  for (const [label, from] of [
    ['the last 30 days', undefined],
    ['the whole year', orgDayOf(now - 366 * DAY_MS)],
  ] as const) {
    const result = await visitExceptionsFor(store, { kind: 'sales', from, to: orgDayOf(now) }, now);
    const counted = result.rows.reduce((sum, row) => sum + row.visits, 0);
    line(
      `exceptions view, ${label} (${String(result.rows.length)} reps, ${String(counted)} visits)`,
      await timed(CALLS, () => visitExceptionsFor(store, { kind: 'sales', from, to: orgDayOf(now) }, now)),
      CALLS,
      LOG_TARGET_MS,
    );
  }
}

/**
 * `npm run bench`, on a local Store of its own (issue 35): the visit log filtered by check over
 * 20,000 visits (its first page for each Location filter, and Far for one rep), the exceptions view
 * over the last 30 days and the year, then an admin moving the pin
 * of a college with 500 visits (`setPlacePin`, which judges all 500 again in the same update), then
 * `npm run indexes -- check` over everything seeded. Prints figures, never fails on them.
 */
export async function benchVerifiedVisits(visits: number = VISITS): Promise<void> {
  console.log(`\nVerified visits over ${String(visits)} visits (local Store):`);
  const dir = mkdtempSync(join(tmpdir(), 'field-tracker-verified-visits-bench-'));
  const store = new LocalStore(dir);
  try {
    const now = Date.now();
    const seeding = performance.now();
    await seed(store, now, visits);
    console.log(
      `  seeding: ${String(visits + PINNED_VISITS)} visits with readings in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const accepting = performance.now();
    await acceptPins(store);
    console.log(
      `  accepting ${String(COLLEGES)} colleges' pins: ${((performance.now() - accepting) / 1000).toFixed(1)} s`,
    );
    const acceptStarted = performance.now();
    const accepted = await acceptPin(store, PINNED);
    line(
      `accepting the pin of a place with ${String(accepted.recomputed)} visits (judging them again)`,
      { median: performance.now() - acceptStarted, max: performance.now() - acceptStarted },
      1,
      RECHECK_TARGET_MS,
    );
    for (const check of checkFilters) {
      const page = await listVisitsFor(store, { kind: 'sales', check }, now);
      line(
        `visit log, ${check} only, first page (${String(page.visits.length)} visits)`,
        await timed(CALLS, () => listVisitsFor(store, { kind: 'sales', check }, now)),
        CALLS,
        LOG_TARGET_MS,
      );
    }
    const rep = reps[1]?.uid ?? '';
    line(
      'visit log, far only, one rep',
      await timed(CALLS, () => listVisitsFor(store, { kind: 'sales', check: 'far', staff: rep }, now)),
      CALLS,
      LOG_TARGET_MS,
    );
    await benchExceptions(store, now);
    const key = placeKeyOf(PINNED);
    let move = 0;
    let recomputed = 0;
    const moving = await timed(MOVES, async () => {
      move += 1;
      const spot = northOf(move % 2 === 0 ? 0 : 5000, spotOf(COLLEGES));
      const done = await setPlacePin(store, admin, {
        requestId: crypto.randomUUID(),
        kind: 'sales',
        key,
        change: { kind: 'move', ...spot },
      });
      recomputed = done.recomputed;
    });
    line(
      `re-judging a place's ${String(recomputed)} visits after a pin change (setPlacePin, holding the place's lock)`,
      moving,
      MOVES,
      RECHECK_TARGET_MS,
    );
    const lines: string[] = [];
    const check = parseIndexesCommand(['check', 'visits', '--data-dir', dir]);
    const differences = await runIndexesCommand(check, store, (text) => {
      lines.push(text);
    });
    console.log(`  npm run indexes -- check visits over the bench data: ${String(differences)} differences`);
    for (const text of lines.slice(0, 8)) console.log(`    ${text}`);
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
