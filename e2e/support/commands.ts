import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import {
  ruleOf,
  type PolicyCategory,
  type PolicyRuleKind,
} from '../../functions/src/domain/spendEntries/spendPolicy.js';
import type { SpendSide } from '../../functions/src/domain/spend/sides.js';
import { readSpendPolicy } from '../../functions/src/services/spendEntries/policyStore.js';
import { parseArgs } from '../../scripts/claims/parseArgs.js';
import { needsStore, runClaims } from '../../scripts/claims/runClaims.js';
import { parsePolicyCommand, runPolicyCommand } from '../../scripts/policy/command.js';
import { openStore } from '../../scripts/stack/openStore.js';
import { PROJECT_ID } from '../../scripts/stack/paths.js';
import { stackPorts } from '../../scripts/stack/ports.js';
import { storeDir } from './storeRecords.js';

/**
 * `npm run claims -- <args>` against the stack's Auth emulator, through that command's own parsing and
 * code: the lines it prints, and the uid of the account it names.
 */
export async function claims(...args: string[]): Promise<{ lines: string[]; uid: string }> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${String(stackPorts.auth.port)}`;
  const command = parseArgs(args);
  const app = initializeApp({ projectId: PROJECT_ID }, `e2e-claims-${randomUUID()}`);
  const store = needsStore(command) ? new LocalStore(storeDir) : undefined;
  try {
    const lines = await runClaims(getAuth(app), command, store && { store, by: 'e2e' });
    const uid = 'email' in command ? (await getAuth(app).getUserByEmail(command.email)).uid : '';
    return { lines, uid };
  } finally {
    store?.close();
    await deleteApp(app);
  }
}

export interface PolicyRuleSet {
  side: SpendSide;
  category: PolicyCategory;
  rule: PolicyRuleKind;
  amount: number;
  block?: boolean;
}

/** `npm run policy -- <args>` on the stack's Store (FIELD_TRACKER_DATA_DIR), through that command's code. */
async function policy(args: string[]): Promise<void> {
  const command = parsePolicyCommand(args);
  const { store, close } = await openStore(command.target, 'e2e-policy');
  try {
    await runPolicyCommand(command, store, () => undefined);
  } finally {
    await close();
  }
}

/**
 * Sets spend limits as `npm run policy -- set` does, in the stack's Store. The limits are global: pick a
 * side, category and amount no other spec can reach. Returns what puts each rule back as it was.
 */
export async function setSpendLimits(rules: readonly PolicyRuleSet[]): Promise<() => Promise<void>> {
  const store = new LocalStore(storeDir);
  const before = await readSpendPolicy(store).finally(() => {
    store.close();
  });
  const previous = rules.map(({ side, category, rule }) => ({
    side,
    category,
    rule,
    was: ruleOf(before, side, category, rule),
  }));
  for (const { side, category, rule, amount, block } of rules) {
    await policy(['set', side, category, rule, String(amount), ...(block ? ['--block'] : [])]);
  }
  return async () => {
    for (const { side, category, rule, was } of previous) {
      await policy(
        was
          ? ['set', side, category, rule, String(was.amount), ...(was.block ? ['--block'] : [])]
          : ['unset', side, category, rule],
      );
    }
  };
}

/**
 * Lets spends be dated up to `days` back, as `npm run policy -- days-back` does, in the stack's Store.
 * Returns what puts the window back as it was.
 */
export async function setDaysBack(days: number): Promise<() => Promise<void>> {
  const store = new LocalStore(storeDir);
  const before = await readSpendPolicy(store).finally(() => {
    store.close();
  });
  await policy(['days-back', String(days)]);
  return () => policy(['days-back', String(before.maxDaysBack)]);
}

/**
 * Sets mileage as `npm run policy -- set mileage ...` does, in the stack's Store: each entry is the
 * words after `set mileage` ('two-wheeler', '3.50'). Returns what puts mileage back as it was.
 */
export async function setMileage(
  settings: readonly (readonly [string, string])[],
): Promise<() => Promise<void>> {
  const store = new LocalStore(storeDir);
  const before = await readSpendPolicy(store).finally(() => {
    store.close();
  });
  for (const [setting, value] of settings) await policy(['set', 'mileage', setting, value]);
  return async () => {
    const { rates, roadFactor, dailyCapKm } = before.mileage;
    for (const vehicle of ['two-wheeler', 'car'] as const) {
      const rate = rates[vehicle];
      await policy(
        rate === undefined ? ['unset', 'mileage', vehicle] : ['set', 'mileage', vehicle, String(rate / 100)],
      );
    }
    await policy(['set', 'mileage', 'road-factor', String(roadFactor)]);
    await policy(
      dailyCapKm === undefined ? ['unset', 'mileage', 'cap'] : ['set', 'mileage', 'cap', String(dailyCapKm)],
    );
  };
}
