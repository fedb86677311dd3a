import { emulatorIdToken } from '../stack/emulatorSignIn.js';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { FUNCTIONS_REGION } from '../../functions/src/domain/constants.js';
import { demoAccount } from '../stack/demoAccounts.js';
import { PROJECT_ID } from '../stack/paths.js';
import { stackPorts } from '../stack/ports.js';
import { postJson } from '../stack/postJson.js';

const FUNCTIONS_URL = `http://127.0.0.1:${String(stackPorts.functions.port)}/${PROJECT_ID}/${FUNCTIONS_REGION}`;
const AUTH_URL = `http://127.0.0.1:${String(stackPorts.auth.port)}`;
/** Under the per-account write limit (60 a minute), warm-up included. */
const CALLS = 55;

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

async function submitOnce(idToken: string, index: number): Promise<number> {
  const { body, status, ms } = await postJson<{ result?: { code: string }; error?: { message: string } }>(
    `${FUNCTIONS_URL}/submitSalesVisit`,
    { data: { collegeName: `Latency benchmark ${String(index)}`, requestId: randomUUID() } },
    { authorization: `Bearer ${idToken}` },
  );
  if (!body.result) throw new Error(`submitSalesVisit failed: ${body.error?.message ?? String(status)}`);
  return ms;
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * `npm run bench`: p50/p95/max of 55 sequential submitSalesVisit calls against the running local
 * stack (emulated Functions, local Store, sheet disabled), as a demo sales rep. It stores the visits
 * named 'Latency benchmark N' under the third demo sales account, so the others' reports stay clean.
 */
export async function main(): Promise<void> {
  if (!(await reachable(AUTH_URL)) || !(await reachable(FUNCTIONS_URL))) {
    console.log('skipped: no local stack running (start it with npm start)');
    return;
  }
  const rep = demoAccount('sales', 2);
  const idToken = await emulatorIdToken(rep.email, rep.password);
  await submitOnce(idToken, 0); // Warm-up: the emulator starts a function process on first call.
  const samples: number[] = [];
  for (let index = 1; index <= CALLS; index++) samples.push(await submitOnce(idToken, index));
  samples.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `submitSalesVisit on the local stack, ${String(CALLS)} sequential calls: ` +
      `p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, max ${ms(samples[samples.length - 1] ?? Number.NaN)}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
