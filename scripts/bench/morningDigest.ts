import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { createWebPushSender, generateVapidKeys } from '../../functions/src/adapters/push/webPushSender.js';
import { followUpPaths } from '../../functions/src/domain/followUps/followUp.js';
import { pushSubscriptionPaths } from '../../functions/src/domain/reminders/pushSubscription.js';
import { DIGEST_CONCURRENCY } from '../../functions/src/domain/reminders/reminderPush.js';
import { ownerCountPath } from '../../functions/src/domain/spendEntries/reviewIndex.js';
import { sendMorningDigests } from '../../functions/src/services/reminders/morningDigest.js';
import { endpointKey } from '../../functions/src/services/reminders/pushSubscriptions.js';
import { newReceiverKeys } from '../stack/pushHost/receiverKeys.js';
import { startPushHost } from '../stack/pushHost/server.js';

const PEOPLE = 2000;
const TARGET_S = 60;
/** 08:30 in Asia/Kolkata on 7 December 2026. */
const MORNING = Date.UTC(2026, 11, 7, 3, 0);

/** Each person: one phone, one follow-up overdue and one due today; every third has a spend refused. */
async function seed(store: LocalStore, endpointOf: (id: string) => string): Promise<void> {
  const at = Date.UTC(2026, 10, 20);
  const writes: Record<string, unknown> = {};
  for (let index = 0; index < PEOPLE; index += 1) {
    const uid = `bench-rep-${String(index)}`;
    const endpoint = endpointOf(uid);
    const { p256dh, auth } = newReceiverKeys();
    writes[pushSubscriptionPaths.device(uid, endpointKey(endpoint))] = {
      endpoint,
      keys: { p256dh, auth },
      kinds: ['sales'],
      createdBy: { uid },
      createdAt: at,
      savedAt: at,
    };
    for (const [place, due] of [
      ['late', '2026-12-02'],
      ['today', '2026-12-07'],
    ] as const) {
      writes[followUpPaths.slot('sales', uid, place)] = {
        lastVisitAt: at,
        sets: { [`visit-${place}-${String(index)}`]: { due, at, place } },
      };
    }
    if (index % 3 === 0) writes[ownerCountPath(uid, 'refused')] = 1;
  }
  await store.update(writes);
}

/**
 * `npm run bench`: the 08:30 digest to 2,000 people with something due, each message VAPID-signed and
 * encrypted by web-push and sent over HTTP to the push stand-in (which checks each one), at most
 * DIGEST_CONCURRENCY people at once. Prints the run's time against the 60 s it must finish within.
 */
export async function benchMorningDigest(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-morning-digest-'));
  const host = await startPushHost({ port: 0 });
  const store = new LocalStore(dir);
  try {
    await seed(store, (id) => host.endpointOf(id));
    const sender = createWebPushSender({ subject: 'mailto:bench@example.com', ...generateVapidKeys() });
    const started = performance.now();
    const run = await sendMorningDigests(store, sender, MORNING);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `morning digest: ${String(run.sent)} of ${String(PEOPLE)} people sent one push each in ${seconds.toFixed(1)} s ` +
        `(${((seconds * 1000) / PEOPLE).toFixed(1)} ms a person, ${String(DIGEST_CONCURRENCY)} at once; ` +
        `target <= ${String(TARGET_S)} s: ${seconds <= TARGET_S ? 'met' : 'MISSED'}); ` +
        `the stand-in accepted ${String(host.messages.length)}, refused ${String(host.refused.count)}; ` +
        `${String(run.failed)} failed${run.failures[0] ? ` (${run.failures[0]})` : ''}`,
    );
  } finally {
    store.close();
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
