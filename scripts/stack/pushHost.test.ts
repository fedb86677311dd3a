import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { generateVapidKeys } from '../../functions/src/adapters/push/webPushSender.js';
import { receivedPushes, registerReceiver } from './pushHost/client.js';
import { newReceiverKeys } from './pushHost/receiverKeys.js';
import { startPushHost, type RunningPushHost } from './pushHost/server.js';

const vapid = { subject: 'mailto:test@example.com', ...generateVapidKeys() };
let host: RunningPushHost;
beforeAll(async () => {
  host = await startPushHost({ port: 0 });
});
afterAll(() => host.close());

/** What web-push would send, with one thing changed by `spoil`, posted to the stand-in: its status. */
async function post(id: string, spoil: (headers: Record<string, string>) => void = () => undefined) {
  const keys = newReceiverKeys();
  const endpoint = await registerReceiver(host.url, id, keys);
  const details = webpush.generateRequestDetails({ endpoint, keys }, 'hello', {
    vapidDetails: vapid,
    TTL: 60,
    urgency: 'high',
  });
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name !== 'Content-Length')
      .map(([name, value]) => [name, value]),
  );
  spoil(headers);
  const response = await fetch(endpoint, { method: 'POST', headers, body: new Uint8Array(details.body) });
  return response.status;
}

describe('the push service stand-in', () => {
  it('accepts what web-push sends and decrypts it with the subscription keys', async () => {
    expect(await post('good')).toBe(201);
    const [message] = await receivedPushes(host.url, 'good');
    expect(message).toMatchObject({ text: 'hello', ttl: 60, urgency: 'high' });
  });

  it.each([
    [
      'a JWT signed by another key',
      (h: Record<string, string>) => {
        h.Authorization = (h.Authorization ?? '').replace(/k=.*$/, `k=${generateVapidKeys().publicKey}`);
      },
      403,
    ],
    [
      'no Authorization',
      (h: Record<string, string>) => {
        delete h.Authorization;
      },
      403,
    ],
    [
      'no TTL',
      (h: Record<string, string>) => {
        delete h.TTL;
      },
      400,
    ],
    [
      'an unknown Urgency',
      (h: Record<string, string>) => {
        h.Urgency = 'urgent';
      },
      400,
    ],
    [
      'another content coding',
      (h: Record<string, string>) => {
        h['Content-Encoding'] = 'aesgcm';
      },
      415,
    ],
  ])('refuses %s', async (_name, spoil, status) => {
    const before = host.refused.count;
    expect(await post(`bad-${String(before)}`, spoil)).toBe(status);
    expect(host.refused.count).toBe(before + 1);
  });

  it('refuses a JWT for another origin', async () => {
    const keys = newReceiverKeys();
    const endpoint = await registerReceiver(host.url, 'aud', keys);
    const { Authorization } = webpush.getVapidHeaders(
      'https://push.example.com',
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { Authorization, TTL: '60', Urgency: 'high', 'Content-Encoding': 'aes128gcm' },
      body: 'x',
    });
    expect(response.status).toBe(403);
  });

  // web-push signs for 12 h: a stand-in whose clock is 13 h behind sees it expire in 25 h, one 13 h
  // ahead sees it expired.
  it.each([
    ['expires more than 24 h ahead', -13],
    ['has expired', 13],
  ])('refuses a JWT that %s', async (_name, hours) => {
    const moved = await startPushHost({ port: 0, now: () => Date.now() + hours * 3_600_000 });
    try {
      const keys = newReceiverKeys();
      const endpoint = await registerReceiver(moved.url, 'late', keys);
      const details = webpush.generateRequestDetails({ endpoint, keys }, 'hello', {
        vapidDetails: vapid,
        TTL: 60,
        urgency: 'high',
      });
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { ...details.headers, TTL: '60', 'Content-Length': String(details.body.length) },
        body: new Uint8Array(details.body),
      });
      expect(response.status).toBe(403);
      expect(moved.refused.last).toMatch(/expire/);
    } finally {
      await moved.close();
    }
  });
});
