import { z } from 'zod';
import { createdBySchema } from '../records/createdBy.js';
import { visitKindSchema } from '../api/visitItem.js';

/**
 * `pushSubscriptions/{uid}/{endpointKey}`: one device's push subscription, keyed by a hash of its
 * endpoint, so a person may have several devices and a device saved again replaces its own record.
 */
export const PUSH_SUBSCRIPTIONS_PATH = 'pushSubscriptions';
export const pushSubscriptionPaths = {
  person: (uid: string) => `${PUSH_SUBSCRIPTIONS_PATH}/${uid}`,
  device: (uid: string, endpointKey: string) => `${PUSH_SUBSCRIPTIONS_PATH}/${uid}/${endpointKey}`,
};

/** A browser's PushSubscription as `toJSON()` gives it (the keys base64url). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionJson = z.output<typeof pushSubscriptionSchema>;

export const pushSubscriptionRecordSchema = pushSubscriptionSchema.extend({
  /** The sides the person worked on when the device last saved it: the follow-ups the digest counts. */
  kinds: z.array(visitKindSchema),
  createdBy: createdBySchema,
  createdAt: z.number(),
  /** The latest save (each app open resyncs it). */
  savedAt: z.number(),
});
export type PushSubscriptionRecord = z.output<typeof pushSubscriptionRecordSchema>;

/** The browsers' push services (Chrome's, Firefox's, Safari's, Edge's): the only hosts the digest posts to. */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

export const pushSubscriptionMessages = {
  unknownService: "This device's push service is not one the reminder can reach.",
} as const;

/**
 * Whether an endpoint is on a browser's push service (https, the host one of theirs or under it): a
 * subscription the server would otherwise post to is any URL a signed-in caller names.
 */
export function isPushServiceEndpoint(endpoint: string): boolean {
  const url = URL.parse(endpoint);
  if (url?.protocol !== 'https:') return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
