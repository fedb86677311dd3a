import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { visitPhases } from '../../functions/src/domain/options/visitOptions.js';
import { buildSpendRecord } from '../../functions/src/domain/records/spendRecord.js';
import { buildVisitRecord } from '../../functions/src/domain/records/visitRecord.js';
import { formatSalesVisitCode } from '../../functions/src/domain/visitCodes.js';
import { visitIndexWrites } from '../../functions/src/services/visits/visitIndexWrites.js';
import { demoAccount } from '../stack/demoAccounts.js';
import { emulatorIdToken } from '../stack/emulatorSignIn.js';
import type { Stack } from '../stack/stack.js';
import { median, timedCall } from './visits.js';

const PLACE = 'Bench Place College';
const VISITS = 200;
const SPENDS = 60;
const CALLS = 20;
const rep = { uid: 'bench-place-1', email: 'place@bench.example.com' };

/**
 * `npm run bench`, after the visit log's step (its 20,000 visits stay in the Store): 200 visits and 60
 * spend records of one more college, then the place page's call (median of 20) for it by a spelling
 * in another case and spacing.
 */
export async function benchPlacePage(stack: Stack): Promise<void> {
  const store = new LocalStore(stack.storeDir);
  try {
    const start = Date.now() - 180 * 24 * 60 * 60_000;
    for (let i = 0; i < VISITS; i++) {
      const id = store.newId();
      const record = buildVisitRecord({
        code: formatSalesVisitCode(900_000 + i),
        collegeName: PLACE,
        city: 'Pune',
        visitPhase: visitPhases[i % visitPhases.length],
        remarks: `Visit ${String(i + 1)}`,
        createdBy: rep,
        createdAt: start + i * 60 * 60_000,
        sheet: { state: 'disabled', attempts: 0 },
      });
      await store.update({
        [`sales_visits/${id}`]: record,
        ...(await visitIndexWrites(store, 'sales', id, record)),
      });
    }
    const spends: Record<string, unknown> = {};
    for (let i = 0; i < SPENDS; i++) {
      const date = start + i * 24 * 60 * 60_000;
      spends[`sales_spent/${store.newId()}`] = buildSpendRecord('sales', {
        place: PLACE,
        visitType: 'Single Visit',
        allocatedAmount: 1000,
        spentAmount: 400 + i,
        date,
        createdAt: date,
        createdBy: rep,
        state: i % 2 === 0 ? 'approved' : 'waiting',
      });
    }
    await store.update(spends);
    const visits = Object.keys((await store.get<Record<string, unknown>>('sales_visits')) ?? {}).length;
    const admin = demoAccount('admin');
    const token = await emulatorIdToken(admin.email, admin.password, stack.authEmulatorHost);
    const input = { kind: 'sales', name: ' bench place  COLLEGE ' };
    await timedCall(stack, token, 'placePage', input); // Warm-up.
    const calls: number[] = [];
    for (let i = 0; i < CALLS; i++) calls.push(await timedCall(stack, token, 'placePage', input));
    console.log(
      `placePage for a college with ${String(VISITS)} visits and ${String(SPENDS)} spends among ${String(visits)} visits: ` +
        `median ${median(calls).toFixed(0)} ms, max ${Math.max(...calls).toFixed(0)} ms over ${String(CALLS)} calls (target <= 300 ms)`,
    );
  } finally {
    store.close();
  }
}
