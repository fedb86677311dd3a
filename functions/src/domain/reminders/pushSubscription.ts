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
