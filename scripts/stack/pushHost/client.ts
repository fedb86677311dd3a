import type { ReceiverKeys } from './receiverKeys.js';
import type { ReceivedPush } from './server.js';

/** Hands the stand-in a subscription's keys (so it can decrypt its messages); answers its endpoint. */
export async function registerReceiver(hostUrl: string, id: string, keys: ReceiverKeys): Promise<string> {
  const response = await fetch(new URL(`subscriptions/${id}`, hostUrl), {
    method: 'PUT',
    body: JSON.stringify(keys),
  });
  if (!response.ok) throw new Error(`The push stand-in answered ${String(response.status)}`);
  return ((await response.json()) as { endpoint: string }).endpoint;
}

/** From now on the stand-in answers 410 Gone for this subscription, as a push service does for a dead one. */
export async function markDead(hostUrl: string, id: string): Promise<void> {
  const response = await fetch(new URL(`subscriptions/${id}/dead`, hostUrl), { method: 'POST' });
  if (!response.ok) throw new Error(`The push stand-in answered ${String(response.status)}`);
}

/** The messages the stand-in accepted for one subscription, oldest first. */
export async function receivedPushes(hostUrl: string, id: string): Promise<ReceivedPush[]> {
  const response = await fetch(new URL(`messages?subscription=${encodeURIComponent(id)}`, hostUrl));
  if (!response.ok) throw new Error(`The push stand-in answered ${String(response.status)}`);
  return ((await response.json()) as { messages: ReceivedPush[] }).messages;
}
