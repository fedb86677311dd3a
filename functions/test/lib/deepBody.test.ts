import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableServers, postCall } from '../support/callableHttp.js';
import { useTempLocalStore } from '../support/callRequest.js';

// The SDK reads its debug switches when it loads: tokens are decoded unverified, as in the emulator.
process.env.FIREBASE_DEBUG_MODE = 'true';
process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ skipTokenVerification: true });
useTempLocalStore();
const { whoAmI, withdrawSpend } = await import('../../src/index.js');

const servers = callableServers();
const nested = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('a callable over HTTP', () => {
  let whoAmIUrl = '';
  let withdrawUrl = '';
  beforeAll(async () => {
    whoAmIUrl = await servers.urlOf(whoAmI);
    withdrawUrl = await servers.urlOf(withdrawSpend);
  });
  afterAll(() => {
    servers.close();
  });

  it('answers JSON nested 5,000 levels with 400 naming the input, at once', async () => {
    for (const url of [whoAmIUrl, withdrawUrl]) {
      const started = performance.now();
      const answer = await postCall(url, nested(5000), 'deep-1');
      expect(performance.now() - started).toBeLessThan(1000);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: 'input: This request is nested too deeply.',
      });
    }
  });

  it('still asks who is calling first: a stranger is told to sign in', async () => {
    const answer = await postCall(whoAmIUrl, nested(5000));
    expect(answer.status).toBe(401);
  });

  it('answers a huge input with 400', async () => {
    const answer = await postCall(whoAmIUrl, JSON.stringify({ x: 'y'.repeat(600 * 1024) }), 'deep-1');
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe('input: This request is too large.');
  });

  it('serves a normal call as before', async () => {
    const answer = await postCall(whoAmIUrl, '{}', 'deep-1');
    expect(answer.status).toBe(200);
  });
});
