import type { PushSubscriptionJson } from '../domain/reminders/pushSubscription.js';

export interface PushMessage {
  subscription: PushSubscriptionJson;
  /** The payload, encrypted for the subscription by the sender. */
  payload: string;
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * What the push service answered: `sent` (accepted), `gone` (404 or 410: the subscription is dead and
 * is forgotten), or `failed` (anything else: kept, tried again tomorrow).
 */
export type PushOutcome = { outcome: 'sent' } | { outcome: 'gone' } | { outcome: 'failed'; reason: string };

/** Sends one Web Push message (VAPID-signed, aes128gcm-encrypted). */
export interface PushSender {
  send(message: PushMessage): Promise<PushOutcome>;
}
