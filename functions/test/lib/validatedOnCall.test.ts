import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { writeRateLimit } from '../../src/domain/constants.js';
import { STANDING_CACHE_MS } from '../../src/lib/accountStanding.js';
import { useCase } from '../../src/lib/useCase.js';
import { validatedOnCall } from '../../src/lib/validatedOnCall.js';
import { callRequest, useTempLocalStore } from '../support/callRequest.js';
import { fakeAccounts } from '../support/fakeAccounts.js';

const contract = {
  input: z.strictObject({ name: z.string().max(5), count: z.number().int().nonnegative() }),
  output: z.object({ greeting: z.string() }),
};

const handler = vi.fn(async (input: { name: string; count: number }) =>
  Promise.resolve({ greeting: `${input.name} x${String(input.count)}` }),
);
const adminOnly = validatedOnCall('adminOnly', ['admin'], () => Promise.resolve(useCase(contract, handler)));

async function rejection(promise: Promise<unknown>): Promise<HttpsError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpsError)) throw new Error(`Expected an HttpsError, got ${String(error)}`);
  return error;
}

let store: LocalStore;
const accessChanged = 'Your access has changed. Please sign in again.';
const nowSeconds = () => Math.floor(Date.now() / 1000);

// For the whole file: both blocks below call through the services, whichever runs first.
beforeAll(() => {
  store = new LocalStore(useTempLocalStore());
});

describe('validatedOnCall', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the use case for a signed-in caller with the role and valid input', async () => {
    const result = await adminOnly.run(
      callRequest({ name: 'Ada', count: 2 }, { uid: 'u1', roles: ['admin'] }),
    );
    expect(result).toEqual({ greeting: 'Ada x2' });
  });

  it('answers a use case that failed to load as unavailable, and loads it again on the next call', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof useCase<typeof contract.input, typeof contract.output>>>>()
      .mockRejectedValueOnce(new Error('EMFILE: too many open files'))
      .mockResolvedValue(useCase(contract, handler));
    const flaky = validatedOnCall('flaky', ['admin'], load);
    const call = () => flaky.run(callRequest({ name: 'Ada', count: 1 }, { uid: 'u1', roles: ['admin'] }));
    const error = await rejection(call());
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('Something went wrong on our side. Please try again.');
    expect(await call()).toEqual({ greeting: 'Ada x1' });
    expect(await call()).toEqual({ greeting: 'Ada x1' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a caller who is not signed in, before looking at the input', async () => {
    const error = await rejection(adminOnly.run(callRequest({ nonsense: true })));
    expect(error.code).toBe('unauthenticated');
  });

  it('refuses a caller without the role', async () => {
    handler.mockClear();
    const error = await rejection(
      adminOnly.run(callRequest({ name: 'Ada', count: 2 }, { uid: 'u2', roles: ['sales'] })),
    );
    expect(error.code).toBe('permission-denied');
    expect(handler).not.toHaveBeenCalled();
  });

  it('names the bad field of an invalid input and does not run the use case', async () => {
    handler.mockClear();
    const error = await rejection(
      adminOnly.run(
        callRequest({ name: 'Ada Lovelace', count: -1, extra: 1 }, { uid: 'u1', roles: ['admin'] }),
      ),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/^name: /);
    expect(error.details).toEqual({
      fieldErrors: [
        { field: 'name', message: expect.any(String) as string },
        { field: 'count', message: expect.any(String) as string },
        { field: 'extra', message: 'Unknown field.' },
      ],
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('hides unexpected failures behind an internal error and logs them', async () => {
    handler.mockRejectedValueOnce(new Error('disk on fire'));
    const error = await rejection(
      adminOnly.run(callRequest({ name: 'Ada', count: 1 }, { uid: 'u1', roles: ['admin'] })),
    );
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('disk on fire');
  });

  it('refuses an account whose email is not verified, whatever its roles, before the input', async () => {
    handler.mockClear();
    const error = await rejection(
      adminOnly.run(callRequest({ nonsense: true }, { uid: 'u3', roles: ['admin'], emailVerified: false })),
    );
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe('This account’s email address is not verified. Contact Admin.');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a token signed in before the account’s tokens were revoked, and accepts a newer one', async () => {
    handler.mockClear();
    const signedInAt = nowSeconds() - 120;
    fakeAccounts.revokeTokens('u4', (signedInAt + 60) * 1000);
    const old = await rejection(
      adminOnly.run(
        callRequest({ name: 'Ada', count: 1 }, { uid: 'u4', roles: ['admin'], authTime: signedInAt }),
      ),
    );
    expect(old.code).toBe('unauthenticated');
    expect(old.message).toBe(accessChanged);
    expect(handler).not.toHaveBeenCalled();

    const fresh = { uid: 'u4', roles: ['admin' as const], authTime: signedInAt + 60 };
    expect(await adminOnly.run(callRequest({ name: 'Ada', count: 1 }, fresh))).toEqual({
      greeting: 'Ada x1',
    });
  });

  it('refuses a disabled or deleted account', async () => {
    fakeAccounts.disable('u5');
    fakeAccounts.remove('u6');
    for (const uid of ['u5', 'u6']) {
      const error = await rejection(
        adminOnly.run(callRequest({ name: 'A', count: 1 }, { uid, roles: ['admin'] })),
      );
      expect(error.code).toBe('unauthenticated');
    }
  });

  it('asks Auth about an account at most once a minute per instance, then sees a revocation', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const caller = { uid: 'u7', roles: ['admin' as const], authTime: nowSeconds() - 10 };
    const before = fakeAccounts.lookups;
    await adminOnly.run(callRequest({ name: 'A', count: 1 }, caller));
    await adminOnly.run(callRequest({ name: 'A', count: 2 }, caller));
    expect(fakeAccounts.lookups - before).toBe(1);

    fakeAccounts.revokeTokens('u7');
    vi.advanceTimersByTime(STANDING_CACHE_MS);
    const error = await rejection(adminOnly.run(callRequest({ name: 'A', count: 3 }, caller)));
    expect(error.message).toBe(accessChanged);
    expect(fakeAccounts.lookups - before).toBe(2);
  });

  it('refuses input nested 5,000 levels deep at once, before parsing, naming the input', async () => {
    handler.mockClear();
    let deep: unknown = 'x';
    for (let level = 0; level < 5000; level++) deep = { a: deep };
    const started = performance.now();
    const error = await rejection(adminOnly.run(callRequest(deep, { uid: 'u1', roles: ['admin'] })));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('input: This request is nested too deeply.');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a huge input at once, before parsing', async () => {
    handler.mockClear();
    const huge = { name: 'Ada', count: 1, padding: Array.from({ length: 200 }, () => 'x'.repeat(5000)) };
    const error = await rejection(adminOnly.run(callRequest(huge, { uid: 'u1', roles: ['admin'] })));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('input: This request is too large.');
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers a Store path error as invalid-argument, not as an internal error', async () => {
    handler.mockImplementationOnce(async () => {
      await store.get('spend_entries/../settlements');
      return { greeting: 'unreachable' };
    });
    const error = await rejection(
      adminOnly.run(callRequest({ name: 'Ada', count: 1 }, { uid: 'u1', roles: ['admin'] })),
    );
    expect(error.code).toBe('invalid-argument');
  });

  it('sets a ceiling on instances', () => {
    expect(adminOnly.__endpoint.maxInstances).toBeGreaterThan(0);
  });
});

describe('the write rate limit', () => {
  const writer = validatedOnCall('writer', ['sales'], () => Promise.resolve(useCase(contract, handler)), {
    writes: true,
  });
  const call = (uid: string, count = 1) =>
    writer.run(callRequest({ name: 'W', count }, { uid, roles: ['sales'] }));

  it(`lets an account make ${String(writeRateLimit.maxWrites)} writes a minute, then refuses until the next minute`, async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 2, 1, 10, 0, 5), toFake: ['Date'] });
    for (let index = 0; index < writeRateLimit.maxWrites; index += 1) await call('w1', index);
    handler.mockClear();
    const error = await rejection(call('w1'));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('Too many saves in a short time. Please wait a minute and try again.');
    expect(handler).not.toHaveBeenCalled();
    expect(await store.get('rateLimits/w1')).toEqual({
      windowStart: Date.UTC(2026, 2, 1, 10, 0, 0),
      count: writeRateLimit.maxWrites,
    });

    await expect(call('w2')).resolves.toEqual({ greeting: 'W x1' });
    vi.advanceTimersByTime(writeRateLimit.windowMs);
    await expect(call('w1')).resolves.toEqual({ greeting: 'W x1' });
  });

  it('does not count refused input', async () => {
    await rejection(writer.run(callRequest({ name: 'far too long' }, { uid: 'w3', roles: ['sales'] })));
    expect(await store.get('rateLimits/w3')).toBeNull();
  });

  it('leaves reads unlimited', async () => {
    await adminOnly.run(callRequest({ name: 'R', count: 1 }, { uid: 'r1', roles: ['admin'] }));
    expect(await store.get('rateLimits/r1')).toBeNull();
  });
});
