import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { callableTimeoutSeconds, draftLifetimeMs } from '../../src/domain/constants.js';
import { REQUEST_REUSED_REASON } from '../../src/domain/requestReused.js';
import {
  requestPath,
  runOnce,
  STALE_CLAIM_MS,
  type RequestKey,
} from '../../src/services/requests/runOnce.js';
import { sweepRequests } from '../../src/services/requests/sweepRequests.js';
import { failureOf } from '../support/callables.js';

let store: LocalStore;
beforeEach(async () => {
  store = new LocalStore(await mkdtemp(path.join(tmpdir(), 'run-once-')));
});

const key = (overrides: Partial<RequestKey> = {}): RequestKey => ({
  uid: 'u1',
  callable: 'saveSalesSpend',
  requestId: 'r-1',
  input: { requestId: 'r-1', amount: 10 },
  ...overrides,
});

/** Work that records one item under `items/{label}` and answers with the label. */
function recording(label: string, calls: string[] = []) {
  return () => {
    calls.push(label);
    return Promise.resolve({ writes: { [`items/${label}`]: { label } }, result: label });
  };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('runOnce', () => {
  it('runs the work once and answers a retry with the first result', async () => {
    const calls: string[] = [];
    expect(await runOnce(store, key(), recording('first', calls))).toBe('first');
    expect(await runOnce(store, key(), recording('second', calls))).toBe('first');
    expect(calls).toEqual(['first']);
    expect(await store.get('items')).toEqual({ first: { label: 'first' } });
  });

  it('keeps the outcome per user and callable, with a fingerprint of the input', async () => {
    await runOnce(store, key(), recording('first'));
    expect(await store.get(requestPath(key()))).toMatchObject({
      status: 'done',
      result: 'first',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
    expect(await runOnce(store, key({ uid: 'u2' }), recording('other user'))).toBe('other user');
    expect(await runOnce(store, key({ callable: 'savePlacementSpend' }), recording('other callable'))).toBe(
      'other callable',
    );
  });

  it('ignores key order and the request id when fingerprinting', async () => {
    await runOnce(store, key({ input: { a: 1, b: { c: 2, d: 3 }, requestId: 'r-1' } }), recording('first'));
    const again = key({ input: { b: { d: 3, c: 2 }, a: 1, requestId: 'r-1' } });
    expect(await runOnce(store, again, recording('second'))).toBe('first');
  });

  it('refuses the same id with other input, telling the client to start a new request', async () => {
    await runOnce(store, key(), recording('first'));
    const error = await failureOf(
      runOnce(store, key({ input: { requestId: 'r-1', amount: 11 } }), recording('edited')),
    );
    expect(error).toMatchObject({ code: 'failed-precondition', details: { reason: REQUEST_REUSED_REASON } });
    expect(await store.get('items')).toEqual({ first: { label: 'first' } });
  });

  it('lets one of two concurrent attempts write and tells the other to wait', async () => {
    const gate = deferred();
    const slow = async () => {
      await gate.promise;
      return { writes: { 'items/slow': true }, result: 'slow' };
    };
    const first = runOnce(store, key(), slow);
    const second = failureOf(runOnce(store, key(), recording('second')));
    expect(await second).toMatchObject({ code: 'aborted' });
    gate.resolve();
    expect(await first).toBe('slow');
    expect(await store.get('items')).toEqual({ slow: true });
  });

  it('writes nothing from a late attempt whose claim was taken over', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const gate = deferred();
    const late = runOnce(
      store,
      key(),
      async () => {
        await gate.promise;
        return { writes: { 'items/late': true }, result: 'late' };
      },
      now,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    clock += STALE_CLAIM_MS + 1;
    expect(await runOnce(store, key(), recording('takeover'), now)).toBe('takeover');
    gate.resolve();
    // The late attempt learns the outcome of the one that took over, and has written nothing.
    expect(await late).toBe('takeover');
    expect(await store.get('items')).toEqual({ takeover: { label: 'takeover' } });
  });

  it('takes over a claim left committing by an attempt killed past the callable timeout', async () => {
    const started = 5_000_000;
    // What a SIGKILL between the fence and the write leaves: 'committing' and no records.
    const { fingerprintOf } = await import('../../src/services/requests/fingerprint.js');
    const left = {
      status: 'committing',
      token: 'dead',
      at: started,
      fingerprint: fingerprintOf(key().input),
    };
    await store.set(requestPath(key()), left);
    const stillRunning = () => started + callableTimeoutSeconds * 1000 - 1;
    expect(await failureOf(runOnce(store, key(), recording('too soon'), stillRunning))).toMatchObject({
      code: 'aborted',
    });
    const afterTimeout = () => started + STALE_CLAIM_MS + 1;
    expect(STALE_CLAIM_MS).toBeGreaterThan(callableTimeoutSeconds * 1000);
    expect(STALE_CLAIM_MS).toBeLessThanOrEqual(2 * callableTimeoutSeconds * 1000);
    expect(await runOnce(store, key(), recording('resent'), afterTimeout)).toBe('resent');
    expect(await store.get('items')).toEqual({ resent: { label: 'resent' } });
    expect(await store.get(requestPath(key()))).toMatchObject({ status: 'done', result: 'resent' });
  });

  it('gives the id back when the work fails, so a retry can run', async () => {
    const failing = () => Promise.reject(new Error('sheet down'));
    await expect(runOnce(store, key(), failing)).rejects.toThrow('sheet down');
    expect(await store.get(requestPath(key()))).toBeNull();
    expect(await runOnce(store, key(), recording('retry'))).toBe('retry');
  });
});

describe('sweepRequests', () => {
  it('removes request records older than a draft lives, and keeps newer ones', async () => {
    const now = Date.now();
    await runOnce(store, key({ requestId: 'old' }), recording('old'), () => now - draftLifetimeMs - 1);
    await runOnce(store, key({ requestId: 'new' }), recording('new'), () => now - draftLifetimeMs + 60_000);
    expect(await sweepRequests(store, () => now)).toBe(1);
    expect(await store.get(requestPath(key({ requestId: 'old' })))).toBeNull();
    expect(await store.get(requestPath(key({ requestId: 'new' })))).toMatchObject({ status: 'done' });
    // The records it guarded stay: only the bookkeeping goes.
    expect(await store.get('items')).toEqual({ old: { label: 'old' }, new: { label: 'new' } });
  });
});
