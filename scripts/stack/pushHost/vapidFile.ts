import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateVapidKeys } from '../../../functions/src/adapters/push/webPushSender.js';
import type { VapidKeys } from '../../../functions/src/config/pushConfig.js';

/** Whom the local pushes name as their sender (a push service may write to it; no one reads it). */
const LOCAL_SUBJECT = 'mailto:reminders@field-tracker.local';

/** Where a stack keeps its VAPID pair, under its data folder. */
export const vapidFileOf = (dataDir: string): string => join(dataDir, 'push', 'vapid.json');

/**
 * The local stack's VAPID pair: generated once into its data folder and kept, so a phone subscribed
 * yesterday still gets today's reminder. The functions read it through FIELD_TRACKER_VAPID_FILE.
 */
export function ensureVapidFile(dataDir: string): string {
  const file = vapidFileOf(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const keys: VapidKeys = { ...generateVapidKeys(), subject: LOCAL_SUBJECT };
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  }
  return file;
}

export function readVapidFile(file: string): VapidKeys {
  return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
}
