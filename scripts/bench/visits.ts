import { emulatorIdToken } from '../stack/emulatorSignIn.js';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { visitPhases } from '../../functions/src/domain/options/visitOptions.js';
import { buildVisitRecord } from '../../functions/src/domain/records/visitRecord.js';
import { formatSalesVisitCode } from '../../functions/src/domain/visitCodes.js';
import { visitIndexWrites } from '../../functions/src/services/visits/visitIndexWrites.js';
import { followUpWrites } from '../../functions/src/services/followUps/followUpWrites.js';
import { demoAccount } from '../stack/demoAccounts.js';
import type { Stack } from '../stack/stack.js';
import { parseIndexesCommand, runIndexesCommand } from '../indexes/command.js';

const VISITS = 20_000;
const COLLEGES = 500;
const CALLS = 20;
const reps = [
  { uid: 'bench-sales-1', email: 'asha@bench.example.com' },
  { uid: 'bench-sales-2', email: 'ravi@bench.example.com' },
  { uid: 'bench-sales-3', email: 'meera@bench.example.com' },
];

function repOf(index: number): { uid: string; email: string } {
  const rep = reps[index % reps.length];
  if (!rep) throw new Error('no bench rep');
  return rep;
}

/**
 * 20,000 sales visits over 500 colleges in the last year, each stored as a submission stores it: the
 * record, its visit index entries and its person's follow-up slot in one update, the index read and
 * advanced one visit at a time.
 */
async function seed(store: LocalStore): Promise<void> {
  const start = Date.now() - 365 * 24 * 60 * 60_000;
  const step = Math.floor((365 * 24 * 60 * 60_000) / VISITS);
  for (let i = 0; i < VISITS; i++) {
    const id = store.newId();
    const createdAt = start + i * step;
    const record = buildVisitRecord({
      code: formatSalesVisitCode(i + 1),
      collegeName: `Bench College ${String(i % COLLEGES)}`,
      city: 'Pune',
      visitPhase: visitPhases[Math.floor(i / COLLEGES) % visitPhases.length],
      totalContractValue: 1000 * (i % 300),
      proposal: i % 2 === 0 ? 'Yes' : 'No',
      createdBy: repOf(i),
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

export async function timedCall(stack: Stack, idToken: string, name: string, data: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${stack.functionsUrl}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  const elapsed = performance.now() - started;
  if (!body.result) throw new Error(`${name} failed: ${body.error?.message ?? String(response.status)}`);
  return elapsed;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function report(stack: Stack, token: string, label: string, name: string, data: unknown) {
  await timedCall(stack, token, name, data); // Warm-up: the emulator starts a function process on first call.
  const calls: number[] = [];
  for (let i = 0; i < CALLS; i++) calls.push(await timedCall(stack, token, name, data));
  console.log(
    `${label} with ${String(VISITS)} visits over ${String(COLLEGES)} colleges: median ${median(calls).toFixed(0)} ms, ` +
      `max ${Math.max(...calls).toFixed(0)} ms over ${String(CALLS)} calls (target <= 300 ms)`,
  );
}

/**
 * `npm run bench`, on a stack it started: the visit log's first page, a filtered page (a phase and a
 * college search over a month), the pipeline; then `npm run indexes -- check` over everything seeded.
 */
export async function benchVisits(stack: Stack): Promise<void> {
  const admin = demoAccount('admin');
  const store = new LocalStore(stack.storeDir);
  try {
    const seeding = performance.now();
    await seed(store);
    console.log(
      `visit seeding: ${String(VISITS)} visits with their index writes in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    // Signed in after the seeding: a kept-alive connection idle that long is closed by the server.
    const token = await emulatorIdToken(admin.email, admin.password, stack.authEmulatorHost);
    const month = new Date(Date.now() - 60 * 24 * 60 * 60_000).toISOString().slice(0, 7);
    await report(stack, token, 'listVisits, first page', 'listVisits', { kind: 'sales' });
    await report(stack, token, 'listVisits, filtered (phase, search, one month)', 'listVisits', {
      kind: 'sales',
      phase: 'Closure',
      search: 'bench college 4',
      from: `${month}-01`,
      to: `${month}-28`,
    });
    await report(stack, token, 'listVisits, filtered (a rare college, whole year)', 'listVisits', {
      kind: 'sales',
      search: 'bench college 499',
    });
    await report(stack, token, 'visitPipeline', 'visitPipeline', { kind: 'sales' });
    const lines: string[] = [];
    // The derived indexes only: the bench's 20,000 file records name no image on the host.
    const check = parseIndexesCommand(['check', '--data-dir', stack.storeDir]);
    const derived = { ...check, indexes: check.indexes.filter((name) => name !== 'images') };
    const differences = await runIndexesCommand(derived, store, (line) => {
      lines.push(line);
    });
    console.log(`npm run indexes -- check over the bench data: ${String(differences)} differences`);
    for (const line of lines.filter((text) => !text.startsWith('    '))) console.log(`  ${line}`);
  } finally {
    store.close();
  }
}
