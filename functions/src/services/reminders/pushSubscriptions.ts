import { createHash } from 'node:crypto';
import type { VisitKind } from '../../domain/visitCodes.js';
import {
  pushSubscriptionPaths,
  pushSubscriptionRecordSchema,
  type PushSubscriptionJson,
  type PushSubscriptionRecord,
} from '../../domain/reminders/pushSubscription.js';
import { createdByOf } from '../../domain/records/createdBy.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';

/** A device's key under the person: a hash of its endpoint (an endpoint is too long and has '.' in it). */
export function endpointKey(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url');
}

function kindsOf(caller: Caller): VisitKind[] {
  return (['sales', 'placement'] as const).filter((kind) => caller.roles.includes(kind));
}

/** Saves (or saves again, each app open) the caller's device; the first save's creation is kept. */
export async function savePushSubscription(
  store: Store,
  caller: Caller,
  subscription: PushSubscriptionJson,
  now: number = Date.now(),
): Promise<void> {
  const path = pushSubscriptionPaths.device(caller.uid, endpointKey(subscription.endpoint));
  const before = pushSubscriptionRecordSchema.safeParse(await store.get(path));
  const record: PushSubscriptionRecord = {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    kinds: kindsOf(caller),
    createdBy: before.success ? before.data.createdBy : createdByOf(caller),
    createdAt: before.success ? before.data.createdAt : now,
    savedAt: now,
  };
  await store.set(path, record);
}

/** Forgets one of the person's devices; false when it was not saved. */
export async function removePushSubscription(store: Store, uid: string, endpoint: string): Promise<boolean> {
  const path = pushSubscriptionPaths.device(uid, endpointKey(endpoint));
  const found = (await store.get(path)) !== null;
  if (found) await store.remove(path);
  return found;
}
