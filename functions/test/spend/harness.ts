import { randomUUID } from 'node:crypto';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { callRequest, useTempLocalStore, type FakeCaller } from '../support/callRequest.js';

export const salesRep = {
  uid: 'sales-1',
  email: 'asha.sales@example.com',
  roles: ['sales'],
} satisfies FakeCaller;
export const placementRep = {
  uid: 'plac-1',
  email: 'kiran.placement@example.com',
  roles: ['placement'],
} satisfies FakeCaller;
export const admin = { uid: 'admin-1', email: 'admin@example.com', roles: ['admin'] } satisfies FakeCaller;

/**
 * Points the functions' services at a fresh local Store (before the first call in a test file: the
 * services are created once per process) and returns a second handle on the same data for assertions.
 */
export function useSpendStore(): { store: LocalStore; clear: () => Promise<void> } {
  const store = new LocalStore(useTempLocalStore());
  return { store, clear: () => store.remove('/') };
}

export function invoke<R>(
  callable: CallableFunction<unknown, Promise<R>>,
  data: unknown,
  caller?: FakeCaller,
): Promise<R> {
  return callable.run(callRequest(data, caller));
}

export interface CallFailure {
  code: string;
  message: string;
  details?: { fieldErrors?: { field: string; message: string }[] };
}

/** The error a call fails with (the test fails if it succeeds). */
export async function failureOf(call: Promise<unknown>): Promise<CallFailure> {
  const outcome = await call.then(
    (value: unknown) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`Expected the call to fail; it returned ${JSON.stringify(outcome.value)}`);
  return outcome.error as CallFailure;
}

export const newRequestId = (): string => randomUUID();
