import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptPushBody, type ReceiverKeys } from './receiverKeys.js';
import { deliveryProblem, vapidProblem } from './vapidCheck.js';

/** One message the stand-in accepted, as GET /messages lists it. */
export interface ReceivedPush {
  subscription: string;
  ttl: number;
  urgency: string;
  topic?: string;
  /** The encrypted body (aes128gcm), base64url. */
  body: string;
  /** The body decrypted, when the stand-in holds the subscription's keys. */
  text?: string;
  receivedAt: number;
}

export interface PushHostOptions {
  /** 0 picks a free port (tests). */
  port: number;
  now?: () => number;
}

export interface RunningPushHost {
  /** The stand-in's origin with a slash, e.g. http://127.0.0.1:9193/ */
  url: string;
  port: number;
  /** A subscription's endpoint on the stand-in. */
  endpointOf(subscription: string): string;
  messages: ReceivedPush[];
  /** How many push requests were refused (bad VAPID, headers or encoding), with the last reason. */
  refused: { count: number; last?: string };
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 4096;

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function json(response: ServerResponse, code: number, body: unknown): void {
  response.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}

interface HostState {
  now: () => number;
  messages: ReceivedPush[];
  keys: Map<string, ReceiverKeys>;
  dead: Set<string>;
  refused: RunningPushHost['refused'];
  origin: string;
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function refuse({ refused }: HostState, response: ServerResponse, code: number, reason: string): void {
  refused.count += 1;
  refused.last = reason;
  json(response, code, { reason });
}

/** One push request: checked, answered, and kept when accepted. */
async function receive(
  state: HostState,
  request: IncomingMessage,
  response: ServerResponse,
  id: string,
): Promise<void> {
  const { now, messages, keys, dead, origin } = state;
  if (dead.has(id)) {
    json(response, 410, { reason: 'This subscription has expired or was unsubscribed.' });
    return;
  }
  const vapid = vapidProblem(header(request, 'authorization'), origin, now());
  if (vapid) {
    refuse(state, response, 403, vapid);
    return;
  }
  const ttl = header(request, 'ttl');
  const urgency = header(request, 'urgency');
  const delivery = deliveryProblem(ttl, urgency);
  if (delivery) {
    refuse(state, response, 400, delivery);
    return;
  }
  if (header(request, 'content-encoding') !== 'aes128gcm') {
    refuse(state, response, 415, 'Content-Encoding is not aes128gcm');
    return;
  }
  const body = await readBody(request);
  if (body === null) {
    refuse(state, response, 413, `The body is over ${String(MAX_BODY_BYTES)} bytes`);
    return;
  }
  const own = keys.get(id);
  let text: string | undefined;
  if (own) {
    try {
      text = decryptPushBody(body, own);
    } catch (error) {
      refuse(
        state,
        response,
        400,
        `The body does not decrypt: ${error instanceof Error ? error.message : ''}`,
      );
      return;
    }
  }
  const topic = header(request, 'topic');
  messages.push({
    subscription: id,
    ttl: Number(ttl),
    urgency: urgency ?? '',
    ...(topic === undefined ? {} : { topic }),
    body: body.toString('base64url'),
    ...(text === undefined ? {} : { text }),
    receivedAt: now(),
  });
  response.writeHead(201, { location: `${origin}/messages/${String(messages.length)}` }).end();
}

/**
 * A stand-in for a Web Push service (RFC 8030) on the local stack. `POST /push/{id}` takes what web-push
 * sends: it checks the VAPID JWT (RFC 8292: ES256 by `k`, aud the origin, exp within 24 h), TTL,
 * Urgency and the aes128gcm coding, answers 201 and keeps the message; it answers 410 for a subscription
 * marked dead. For tests: `PUT /subscriptions/{id}` with a subscription's keys (receiverKeys.ts) lets it
 * decrypt that subscription's messages; `POST /subscriptions/{id}/dead` marks it dead;
 * `GET /messages?subscription={id}` lists the messages kept (all without the parameter).
 */
export async function startPushHost(options: PushHostOptions): Promise<RunningPushHost> {
  const now = options.now ?? Date.now;
  const messages: ReceivedPush[] = [];
  const keys = new Map<string, ReceiverKeys>();
  const dead = new Set<string>();
  const refused: RunningPushHost['refused'] = { count: 0 };

  const state: HostState = { now, messages, keys, dead, refused, origin: '' };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const push = /^\/push\/([\w-]+)$/.exec(url.pathname);
    const subscription = /^\/subscriptions\/([\w-]+)(\/dead)?$/.exec(url.pathname);
    const answer = async () => {
      if (request.method === 'POST' && push?.[1]) return receive(state, request, response, push[1]);
      if (request.method === 'PUT' && subscription?.[1] && !subscription[2]) {
        const body = await readBody(request);
        keys.set(subscription[1], JSON.parse(body?.toString('utf8') ?? '{}') as ReceiverKeys);
        json(response, 200, { endpoint: `${state.origin}/push/${subscription[1]}` });
        return;
      }
      if (request.method === 'POST' && subscription?.[1] && subscription[2]) {
        dead.add(subscription[1]);
        json(response, 200, { dead: subscription[1] });
        return;
      }
      if (request.method === 'GET' && url.pathname === '/messages') {
        const only = url.searchParams.get('subscription');
        json(response, 200, { messages: messages.filter((m) => only === null || m.subscription === only) });
        return;
      }
      json(response, 404, { reason: `The stand-in has no ${request.method ?? ''} ${url.pathname}` });
    };
    answer().catch((error: unknown) => {
      json(response, 500, { reason: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${String(port)}`;
  state.origin = origin;
  return {
    url: `${origin}/`,
    port,
    endpointOf: (id) => `${origin}/push/${id}`,
    messages,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
