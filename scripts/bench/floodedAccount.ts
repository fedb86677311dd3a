import { randomUUID } from 'node:crypto';
import { FUNCTIONS_REGION } from '../../functions/src/domain/constants.js';
import { demoAccount } from '../stack/demoAccounts.js';
import { emulatorIdToken } from '../stack/emulatorSignIn.js';
import { PROJECT_ID } from '../stack/paths.js';
import { stackPorts } from '../stack/ports.js';
import { postJson } from '../stack/postJson.js';

const FUNCTIONS_URL = `http://127.0.0.1:${String(stackPorts.functions.port)}/${PROJECT_ID}/${FUNCTIONS_REGION}`;
const FLOOD_CALLS = 1000;
/** The flood's calls in flight at once: a script in a loop with a small pool. */
const FLOOD_CONCURRENCY = 20;
const SAMPLES = 20;

async function timedCall(
  name: string,
  idToken: string,
  data: unknown,
): Promise<{ ms: number; status: number }> {
  const { status, ms } = await postJson(
    `${FUNCTIONS_URL}/${name}`,
    { data },
    { authorization: `Bearer ${idToken}` },
  );
  return { ms, status };
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
}

/** Another account's whoAmI and saveSalesSpend, one at a time (saves stay under the write limit). */
async function othersP95(idToken: string): Promise<{ whoAmI: number; save: number }> {
  const who: number[] = [];
  const save: number[] = [];
  for (let index = 0; index < SAMPLES; index++) {
    who.push((await timedCall('whoAmI', idToken, {})).ms);
    const spend = {
      visitType: 'Single Visit',
      colleges: ['Flood bench college'],
      allocatedAmount: 100,
      spentAmount: 90,
      requestId: randomUUID(),
    };
    save.push((await timedCall('saveSalesSpend', idToken, spend)).ms);
  }
  return { whoAmI: p95(who), save: p95(save) };
}

/**
 * One account sends 1,000 whoAmI calls (20 at a time) while another account's whoAmI and
 * saveSalesSpend are timed; the same calls timed on an idle stack first. The per-account call limit
 * (token bucket) should keep the other's p95 within 2x of idle.
 */
export async function benchFloodedAccount(): Promise<void> {
  const flooder = demoAccount('sales', 0);
  const other = demoAccount('sales', 1);
  const [floodToken, otherToken] = await Promise.all([
    emulatorIdToken(flooder.email, flooder.password),
    emulatorIdToken(other.email, other.password),
  ]);
  await timedCall('whoAmI', otherToken, {});
  await timedCall('saveSalesSpend', otherToken, {
    visitType: 'Single Visit',
    colleges: ['Warm'],
    allocatedAmount: 1,
    spentAmount: 1,
    requestId: randomUUID(),
  });
  // The emulator runs each call in a process of its own and starts one per call in flight; a deployed
  // function's instances take many calls each (concurrency) and are already running under load. So
  // the flood's 20 processes are started first (by an account of their own), and the figures compare
  // the steady state, not the emulator's start of 20 Node processes.
  const warmer = demoAccount('placement', 0);
  const warmToken = await emulatorIdToken(warmer.email, warmer.password);
  await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, () => timedCall('whoAmI', warmToken, {})));
  const idle = await othersP95(otherToken);
  let sent = 0;
  const statuses = new Map<number, number>();
  const flood = async () => {
    while (sent < FLOOD_CALLS) {
      sent += 1;
      const { status } = await timedCall('whoAmI', floodToken, {});
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const flooding = Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, flood));
  const during = await othersP95(otherToken);
  await flooding;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const answered = [...statuses].map(([status, count]) => `${String(count)} x ${String(status)}`).join(', ');
  console.log(`flood: one account sent ${String(FLOOD_CALLS)} whoAmI (${answered})`);
  console.log(
    `  another account's p95 whoAmI: idle ${ms(idle.whoAmI)}, during the flood ${ms(during.whoAmI)} (target <= 2x idle)`,
  );
  console.log(
    `  another account's p95 saveSalesSpend: idle ${ms(idle.save)}, during the flood ${ms(during.save)} (target <= 2x idle)`,
  );
}
