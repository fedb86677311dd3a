import type { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { callRateLimit } from '../../src/domain/constants.js';
import { useCase } from '../../src/lib/useCase.js';
import { validatedOnCall } from '../../src/lib/validatedOnCall.js';
import { callLimitPath, takeCallAllowance } from '../../src/services/limits/callRateLimit.js';
import { callRequest, useTempLocalStore } from '../support/callRequest.js';

const contract = { input: z.strictObject({ n: z.number() }), output: z.object({ n: z.number() }) };
const handler = vi.fn(async (input: { n: number }) => Promise.resolve({ n: input.n }));
const reader = validatedOnCall('reader', ['sales'], () => Promise.resolve(useCase(contract, handler)));
const call = (uid: string, n = 1) => reader.run(callRequest({ n }, { uid, roles: ['sales'] }));

let store: LocalStore;
beforeAll(() => {
  store = new LocalStore(useTempLocalStore());
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the per-account call limit (a token bucket)', () => {
  it('allows a burst, then refills at its rate, never past the burst', async () => {
    const start = Date.UTC(2026, 10, 26, 9, 0, 0);
    // A model of the bucket written here: burst tokens, one a call, perSecond back each second.
    for (let index = 0; index < callRateLimit.burst; index += 1) {
      expect(await takeCallAllowance(store, 'b1', start)).toBe(true);
    }
    expect(await takeCallAllowance(store, 'b1', start)).toBe(false);
    const oneToken = 1000 / callRateLimit.perSecond;
    expect(await takeCallAllowance(store, 'b1', start + oneToken - 1)).toBe(false);
    expect(await takeCallAllowance(store, 'b1', start + oneToken)).toBe(true);
    expect(await takeCallAllowance(store, 'b1', start + oneToken)).toBe(false);
    // A day later the bucket holds the burst again, not a day's refill.
    const later = start + 86_400_000;
    let taken = 0;
    while (await takeCallAllowance(store, 'b1', later)) taken += 1;
    expect(taken).toBe(callRateLimit.burst);
  });

  it('refuses every kind of call from a flooding account, before reading its input once it ran dry, and no one else', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 10, 0, 0), toFake: ['Date'] });
    const results = await Promise.allSettled(
      Array.from({ length: callRateLimit.burst + 30 }, (_, n) => call('flood', n)),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.length - refused.length).toBe(callRateLimit.burst);
    for (const result of refused) {
      const error = result.reason as HttpsError;
      expect(error.code).toBe('resource-exhausted');
      expect(error.message).toBe('Too many requests in a short time. Please wait a moment and try again.');
    }
    // Refused before the input is parsed: garbage is refused for the limit too, not the schema.
    const garbage = reader.run(callRequest({ nonsense: true }, { uid: 'flood', roles: ['sales'] }));
    await expect(garbage).rejects.toMatchObject({ code: 'resource-exhausted' });
    await expect(call('other', 7)).resolves.toEqual({ n: 7 });
    expect(await store.get(callLimitPath('flood'))).toMatchObject({ tokens: expect.any(Number) as number });
  });

  it('counts refused input too: a flood of malformed calls runs dry, and no one else does', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 11, 0, 0), toFake: ['Date'] });
    const malformed = () => reader.run(callRequest({ nonsense: true }, { uid: 'garbage', roles: ['sales'] }));
    const results = await Promise.allSettled(Array.from({ length: callRateLimit.burst + 30 }, malformed));
    const codes = results.map((result) =>
      result.status === 'rejected' ? (result.reason as HttpsError).code : 'ok',
    );
    expect(codes.filter((code) => code === 'invalid-argument')).toHaveLength(callRateLimit.burst);
    expect(codes.filter((code) => code === 'resource-exhausted')).toHaveLength(30);
    await expect(call('garbage', 1)).rejects.toMatchObject({ code: 'resource-exhausted' });
    await expect(call('bystander', 2)).resolves.toEqual({ n: 2 });
  });
});
