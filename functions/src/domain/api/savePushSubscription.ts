import { z } from 'zod';
import { pushSubscriptionSchema } from '../reminders/pushSubscription.js';

/** This device's push subscription, saved (or saved again) for the caller's morning reminder. */
export const savePushSubscriptionInput = z.strictObject({ subscription: pushSubscriptionSchema });

/** The server's public VAPID key: a device subscribed with another key subscribes again. */
export const savePushSubscriptionOutput = z.object({ publicKey: z.string() });

export type SavePushSubscriptionInput = z.input<typeof savePushSubscriptionInput>;
export type SavePushSubscriptionOutput = z.output<typeof savePushSubscriptionOutput>;
