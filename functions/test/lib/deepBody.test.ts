import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTempLocalStore } from '../support/callRequest.js';

// The SDK reads its debug switches when it loads: tokens are decoded unverified, as in the emulator.
process.env.FIREBASE_DEBUG_MODE = 'true';
process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ skipTokenVerification: true });
useTempLocalStore();
const { whoAmI, withdrawSpend } = await import('../../src/index.js');

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/** An unsigned ID token for a verified admin (the SDK only decodes it in debug mode). */
function token(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none' })}.${part({ sub: uid, email_verified: true, auth_time: now, roles: ['admin', 'sales'] })}.x`;
}

/** Serves a callable the way the Functions runtime does: express-like request and response. */
function serve(callable: unknown): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Object.assign(request, {
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        header: (name: string) => request.headers[name.toLowerCase()],
      });
      Object.assign(response, {
        status: (code: number) => {
          response.statusCode = code;
          return response;
        },
        send: (body: unknown) => {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(body));
        },
      });
      void (callable as Handler)(request, response);
    });
  });
}

const servers: Server[] = [];
async function urlOf(callable: unknown): Promise<string> {
  const server = serve(callable);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;
}

const nested = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

async function post(url: string, data: string, uid?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(uid && { authorization: `Bearer ${token(uid)}` }) },
    body: `{"data":${data}}`,
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { status: string; message: string } },
  };
}

describe('a callable over HTTP', () => {
  let whoAmIUrl = '';
  let withdrawUrl = '';
  beforeAll(async () => {
    whoAmIUrl = await urlOf(whoAmI);
    withdrawUrl = await urlOf(withdrawSpend);
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it('answers JSON nested 5,000 levels with 400 naming the input, at once', async () => {
    for (const url of [whoAmIUrl, withdrawUrl]) {
      const started = performance.now();
      const answer = await post(url, nested(5000), 'deep-1');
      expect(performance.now() - started).toBeLessThan(1000);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: 'input: This request is nested too deeply.',
      });
    }
  });

  it('still asks who is calling first: a stranger is told to sign in', async () => {
    const answer = await post(whoAmIUrl, nested(5000));
    expect(answer.status).toBe(401);
  });

  it('answers a huge input with 400', async () => {
    const answer = await post(whoAmIUrl, JSON.stringify({ x: 'y'.repeat(600 * 1024) }), 'deep-1');
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe('input: This request is too large.');
  });

  it('serves a normal call as before', async () => {
    const answer = await post(whoAmIUrl, '{}', 'deep-1');
    expect(answer.status).toBe(200);
  });
});
