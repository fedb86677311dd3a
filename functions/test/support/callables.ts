import { randomUUID } from 'node:crypto';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { callRequest, type FakeCaller } from './callRequest.js';

/** The callers the callable tests act as (the demo accounts' emails, so messages read the same). */
export const salesRep = {
  uid: 'sales-1',
  email: 'asha.sales@example.com',
  roles: ['sales'],
} satisfies FakeCaller;
export const otherSalesRep = {
  uid: 'sales-2',
  email: 'ravi.sales@example.com',
  roles: ['sales'],
} satisfies FakeCaller;
export const placementRep = {
  uid: 'plac-1',
  email: 'kiran.placement@example.com',
  roles: ['placement'],
} satisfies FakeCaller;
export const admin = { uid: 'admin-1', email: 'admin@example.com', roles: ['admin'] } satisfies FakeCaller;

/** Calls a callable the way the Functions runtime does, as the given account (none: signed out). */
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
