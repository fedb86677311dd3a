import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { PushSender } from '../ports/pushSender.js';
import { vapidPrivateKeySecret, vapidPublicKeyParam, vapidSubjectParam } from './pushParams.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The local stack's own pair, generated once into its data dir (FIELD_TRACKER_VAPID_FILE names it). */
const vapidFileSchema = z.object({
  publicKey: z.string().min(1),
  privateKey: z.string().min(1),
  subject: z.string().min(1),
});

function localVapidKeys(): VapidKeys | null {
  const file = process.env.FIELD_TRACKER_VAPID_FILE;
  return file ? vapidFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

/**
 * On a local stack (its own pair in a file) a device may subscribe anywhere: the tests' subscriptions
 * point at the push stand-in. A deployed project takes the browsers' push services only.
 */
export function anyPushEndpoint(): boolean {
  return Boolean(process.env.FIELD_TRACKER_VAPID_FILE);
}

/** The public key, for the callables (which bind no secret). */
export function vapidPublicKey(): string {
  const key = localVapidKeys()?.publicKey ?? vapidPublicKeyParam.value().trim();
  if (key === '') throw new Error('Reminders need VAPID_PUBLIC_KEY (see docs/deploy.md).');
  return key;
}

/** The whole pair and subject, read when the digest runs (params have no value at deploy-time import). */
export function vapidKeys(): VapidKeys {
  const local = localVapidKeys();
  if (local) return local;
  const keys = {
    publicKey: vapidPublicKeyParam.value().trim(),
    privateKey: vapidPrivateKeySecret.value().trim(),
    subject: vapidSubjectParam.value().trim(),
  };
  const missing = Object.entries(keys).filter(([, value]) => value === '');
  if (missing.length > 0) {
    const names = {
      publicKey: 'VAPID_PUBLIC_KEY',
      privateKey: 'VAPID_PRIVATE_KEY',
      subject: 'VAPID_SUBJECT',
    };
    const list = missing.map(([name]) => names[name as keyof typeof names]).join(', ');
    throw new Error(`Reminders need ${list} (see docs/deploy.md).`);
  }
  return keys;
}

/** The Web Push sender with the keys in force, its SDK imported only by the run that sends. */
export async function createPushSender(): Promise<PushSender> {
  const { createWebPushSender } = await import('../adapters/push/webPushSender.js');
  return createWebPushSender(vapidKeys());
}
