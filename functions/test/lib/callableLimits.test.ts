import { randomUUID } from 'node:crypto';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { callableTimeoutSeconds, maxCallableInstances, writeRateLimit } from '../../src/domain/constants.js';
import type { Role } from '../../src/domain/roles.js';
import * as deployed from '../../src/index.js';
import { rateLimitPath } from '../../src/services/limits/writeRateLimit.js';
import { callRequest, useTempLocalStore, type FakeCaller } from '../support/callRequest.js';
import { fullPlacementVisit, fullSalesVisit } from '../visits/harness.js';

let store: LocalStore;
beforeAll(() => {
  store = new LocalStore(useTempLocalStore());
  delete process.env.SHEET_ID;
});

interface Endpoint {
  __endpoint: { maxInstances?: unknown; timeoutSeconds?: unknown; callableTrigger?: unknown };
}
const functions = Object.entries(deployed) as [string, Endpoint][];

describe('every deployed function', () => {
  it.each(functions.map(([name]) => name))('%s sets maxInstances', (name) => {
    const endpoint = (deployed as Record<string, Endpoint>)[name]?.__endpoint;
    expect(endpoint?.maxInstances).toEqual(expect.any(Number));
    expect(endpoint?.maxInstances as number).toBeLessThanOrEqual(maxCallableInstances);
  });
});

describe('every callable', () => {
  const callables = functions.filter(([, endpoint]) => endpoint.__endpoint.callableTrigger !== undefined);
  it.each(callables.map(([name]) => name))(
    '%s sets its timeout explicitly, the one request claims rely on',
    (name) => {
      expect((deployed as Record<string, Endpoint>)[name]?.__endpoint.timeoutSeconds).toBe(
        callableTimeoutSeconds,
      );
    },
  );
});

type Callable = CallableFunction<unknown, Promise<unknown>>;
const spend = { visitType: 'Single Visit', allocatedAmount: 100, spentAmount: 90 };
const writes: [string, Callable, Role, () => unknown][] = [
  [
    'submitSalesVisit',
    deployed.submitSalesVisit,
    'sales',
    () => ({ ...fullSalesVisit(), requestId: randomUUID() }),
  ],
  [
    'submitPlacementVisit',
    deployed.submitPlacementVisit,
    'placement',
    () => ({ ...fullPlacementVisit(), requestId: randomUUID() }),
  ],
  [
    'saveSalesSpend',
    deployed.saveSalesSpend,
    'sales',
    () => ({ ...spend, colleges: ['VJTI'], requestId: randomUUID() }),
  ],
  [
    'savePlacementSpend',
    deployed.savePlacementSpend,
    'placement',
    () => ({ ...spend, companies: ['Acme'], requestId: randomUUID() }),
  ],
  ['setSpendOptions', deployed.setSpendOptions, 'admin', () => ({ list: 'colleges', names: null })],
  ['retryVisitSheet', deployed.retryVisitSheet, 'admin', () => ({ kind: 'sales' })],
];

describe('the write callables', () => {
  it.each(writes)('%s counts against the per-account write limit', async (name, callable, role, input) => {
    const uid = `limited-${name}`;
    const caller = { uid, roles: [role] };
    await callable.run(callRequest(input(), caller));
    const counted = await store.get<{ windowStart: number; count: number }>(rateLimitPath(uid));
    expect(counted?.count).toBe(1);
    await store.set(rateLimitPath(uid), { ...counted, count: writeRateLimit.maxWrites });
    const refused = await callable.run(callRequest(input(), caller)).then(
      () => null,
      (error: unknown) => error as { code: string },
    );
    expect(refused?.code).toBe('resource-exhausted');
  });
});

describe('a request already answered', () => {
  it('is answered again 20 times without taking an allowance, even with none left', async () => {
    const caller = { uid: 'resender', roles: ['sales'] } satisfies FakeCaller;
    const input = { ...spend, colleges: ['VJTI'], requestId: randomUUID() };
    const first = await deployed.saveSalesSpend.run(callRequest(input, caller));
    // Two allowances left: before, two resends took them and the other 18 were refused.
    const windowStart = Date.now() - (Date.now() % writeRateLimit.windowMs);
    await store.set(rateLimitPath(caller.uid), { windowStart, count: writeRateLimit.maxWrites - 2 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => deployed.saveSalesSpend.run(callRequest(input, caller))),
    );
    expect(answers).toEqual(Array(20).fill(first));
    expect((await store.get<{ count: number }>(rateLimitPath(caller.uid)))?.count).toBe(
      writeRateLimit.maxWrites - 2,
    );
  });
});

describe('reads that any role may make', () => {
  it.each([
    ['whoAmI', deployed.whoAmI],
    ['getSpendOptions', deployed.getSpendOptions],
  ] as [string, Callable][])('%s refuses an account with no role', async (_, callable) => {
    const refused = await callable.run(callRequest({}, { uid: 'no-role', roles: [] })).then(
      () => null,
      (error: unknown) => error as { code: string },
    );
    expect(refused?.code).toBe('permission-denied');
    await expect(callable.run(callRequest({}, { uid: 'admin', roles: ['admin'] }))).resolves.toBeTruthy();
  });
});
