import { z } from 'zod';

/** This device's subscription, forgotten ('Turn off', and at sign-out). */
export const removePushSubscriptionInput = z.strictObject({ endpoint: z.string().min(1).max(2000) });

export const removePushSubscriptionOutput = z.object({ removed: z.boolean() });

export type RemovePushSubscriptionInput = z.input<typeof removePushSubscriptionInput>;
