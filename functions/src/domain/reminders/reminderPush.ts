/** How the digest asks the push service to deliver: at once, and not after the working day. */
export const reminderDelivery = { urgency: 'high', ttlSeconds: 12 * 60 * 60 } as const;

/** How many people the digest has pushes in flight for at once. */
export const DIGEST_CONCURRENCY = 50;

/** The screen the reminder opens. */
export const REMINDER_URL = '/due';

/** One tag: a second reminder replaces the first on the phone rather than stacking beside it. */
export const REMINDER_TAG = 'morning-reminder';

export const REMINDER_TITLE = 'Field Tracker';

/** The push message's payload (JSON), as the service worker reads it. */
export interface ReminderPush {
  title: string;
  body: string;
  tag: string;
  url: string;
  /** What the app badge shows. */
  count: number;
}
