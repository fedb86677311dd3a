import { z } from 'zod';

export const getPushKeyInput = z.strictObject({}).optional();

/** The server's public VAPID key (base64url), the applicationServerKey a device subscribes with. */
export const getPushKeyOutput = z.object({ publicKey: z.string().min(1) });

export type GetPushKeyOutput = z.output<typeof getPushKeyOutput>;
