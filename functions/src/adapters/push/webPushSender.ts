import webpush from 'web-push';
import type { VapidKeys } from '../../config/pushConfig.js';
import type { PushMessage, PushOutcome, PushSender } from '../../ports/pushSender.js';

/** A push service that has not answered by then is counted failed; the run goes on. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * web-push signs the VAPID JWT and encrypts the payload (`generateRequestDetails`); the request itself is
 * sent with fetch, which keeps connections to a push service open across the run's messages and reaches
 * an http stand-in too (web-push's own sender speaks https only).
 */
export function createWebPushSender(keys: VapidKeys): PushSender {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send({ subscription, payload, ttlSeconds, urgency }: PushMessage): Promise<PushOutcome> {
      const details = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails,
        TTL: ttlSeconds,
        urgency,
      });
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, value]),
      );
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: new Uint8Array(details.body),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
        if (response.ok) return { outcome: 'sent' };
        return { outcome: 'failed', reason: `the push service answered ${String(response.status)}` };
      } catch (error) {
        return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** A new VAPID key pair (base64url), as `npx web-push generate-vapid-keys` makes one. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
