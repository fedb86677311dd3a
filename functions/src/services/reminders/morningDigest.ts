import {
  PUSH_SUBSCRIPTIONS_PATH,
  pushSubscriptionPaths,
  pushSubscriptionRecordSchema,
  type PushSubscriptionRecord,
} from '../../domain/reminders/pushSubscription.js';
import {
  DIGEST_CONCURRENCY,
  REMINDER_TAG,
  REMINDER_TITLE,
  REMINDER_URL,
  reminderDelivery,
  type ReminderPush,
} from '../../domain/reminders/reminderPush.js';
import { reminderBadgeCount, reminderSummaryText } from '../../domain/reminders/reminderSummary.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { orgDayOf } from '../../domain/time/orgTime.js';
import type { PushSender } from '../../ports/pushSender.js';
import type { Store } from '../../ports/store.js';
import { eachBounded } from './boundedPool.js';
import { reminderCountsOf } from './reminderCounts.js';

export interface DigestRun {
  /** People with a saved device. */
  people: number;
  /** People with anything due: each got one message on each device. */
  reminded: number;
  sent: number;
  /** Devices the push service answered 404 or 410 for: forgotten. */
  removed: number;
  failed: number;
  /** The first few failures' reasons, for the log. */
  failures: string[];
}

interface Person {
  uid: string;
  devices: [string, PushSubscriptionRecord][];
}

function peopleOf(tree: Record<string, unknown>): Person[] {
  return Object.entries(tree).flatMap(([uid, devices]) => {
    if (typeof devices !== 'object' || devices === null) return [];
    const parsed = Object.entries(devices as Record<string, unknown>).flatMap(
      ([key, value]): [string, PushSubscriptionRecord][] => {
        const record = pushSubscriptionRecordSchema.safeParse(value);
        return record.success ? [[key, record.data]] : [];
      },
    );
    return parsed.length > 0 ? [{ uid, devices: parsed }] : [];
  });
}

/**
 * The 08:30 digest: each person with a saved device and anything due on the organisation's day of
 * `now` gets one message on each device ('3 overdue, 2 due today; 1 spend refused'); a person with
 * nothing gets none. A device the push service says is gone is forgotten. At most `concurrency`
 * people are in flight at once.
 */
export async function sendMorningDigests(
  store: Store,
  sender: PushSender,
  now: number = Date.now(),
  concurrency: number = DIGEST_CONCURRENCY,
): Promise<DigestRun> {
  const today = orgDayOf(now);
  const people = peopleOf((await store.get<Record<string, unknown>>(PUSH_SUBSCRIPTIONS_PATH)) ?? {});
  const run: DigestRun = { people: people.length, reminded: 0, sent: 0, removed: 0, failed: 0, failures: [] };
  await eachBounded(people, concurrency, async ({ uid, devices }) => {
    const kinds = [...new Set(devices.flatMap(([, device]) => device.kinds))] as VisitKind[];
    const counts = await reminderCountsOf(store, uid, kinds, today);
    const body = reminderSummaryText(counts);
    if (body === null) return;
    run.reminded += 1;
    const push: ReminderPush = {
      title: REMINDER_TITLE,
      body,
      tag: REMINDER_TAG,
      url: REMINDER_URL,
      count: reminderBadgeCount(counts),
    };
    const payload = JSON.stringify(push);
    await Promise.all(
      devices.map(async ([key, device]) => {
        const answer = await sender.send({
          subscription: { endpoint: device.endpoint, keys: device.keys },
          payload,
          ttlSeconds: reminderDelivery.ttlSeconds,
          urgency: reminderDelivery.urgency,
        });
        if (answer.outcome === 'sent') run.sent += 1;
        else if (answer.outcome === 'gone') {
          await store.remove(pushSubscriptionPaths.device(uid, key));
          run.removed += 1;
        } else {
          run.failed += 1;
          if (run.failures.length < 5) run.failures.push(answer.reason);
        }
      }),
    );
  });
  return run;
}
