import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savePushSubscription } from '../../src/callables/savePushSubscription.js';
import { createWebPushSender } from '../../src/adapters/push/webPushSender.js';
import { followUpPaths } from '../../src/domain/followUps/followUp.js';
import { pushSubscriptionPaths } from '../../src/domain/reminders/pushSubscription.js';
import { ownerCountPath } from '../../src/domain/spendEntries/reviewIndex.js';
import type { VisitKind } from '../../src/domain/visitCodes.js';
import { sendMorningDigests } from '../../src/services/reminders/morningDigest.js';
import { endpointKey } from '../../src/services/reminders/pushSubscriptions.js';
import { markDead, receivedPushes, registerReceiver } from '../../../scripts/stack/pushHost/client.js';
import { newReceiverKeys, decryptPushBody } from '../../../scripts/stack/pushHost/receiverKeys.js';
import { startPushHost, type RunningPushHost } from '../../../scripts/stack/pushHost/server.js';
import { ensureVapidFile, readVapidFile } from '../../../scripts/stack/pushHost/vapidFile.js';
import { invoke, placementRep, salesRep, otherSalesRep } from '../support/callables.js';
import type { FakeCaller } from '../support/callRequest.js';
import { useEmptyLocalStore } from '../visits/harness.js';

const store = useEmptyLocalStore();
const vapidFile = ensureVapidFile(mkdtempSync(join(tmpdir(), 'digest-vapid-')));
process.env.FIELD_TRACKER_VAPID_FILE = vapidFile;

/** 08:30 in Asia/Kolkata on 7 December 2026: the clock the run is given, not the machine's. */
const morning = Date.UTC(2026, 11, 7, 3, 0);

let host: RunningPushHost;
beforeAll(async () => {
  host = await startPushHost({ port: 0 });
});
afterAll(() => host.close());

async function followUp(kind: VisitKind, uid: string, place: string, due: string): Promise<void> {
  const at = Date.UTC(2026, 10, 20);
  await store.set(followUpPaths.slot(kind, uid, place.toLowerCase().replaceAll(' ', '-')), {
    lastVisitAt: at,
    sets: { [`visit-${place.replaceAll(' ', '-')}`]: { due, at, place } },
  });
}

/** A device of the person, subscribed on the stand-in with keys the test holds, saved through the callable. */
async function device(caller: FakeCaller, id: string) {
  const keys = newReceiverKeys();
  const endpoint = await registerReceiver(host.url, id, keys);
  await invoke(savePushSubscription, { subscription: { endpoint, keys } }, caller);
  return { id, keys, endpoint };
}

describe('the 08:30 digest on a moved clock, against the push stand-in over HTTP', () => {
  it('sends each person with anything due one summary, none to a person with nothing, and forgets a dead device', async () => {
    // Asha: 3 overdue, 2 due today (a follow-up on a side her devices do not cover does not count), 1 spend refused.
    await followUp('sales', salesRep.uid, 'College A', '2026-12-01');
    await followUp('sales', salesRep.uid, 'College B', '2026-12-05');
    await followUp('sales', salesRep.uid, 'College C', '2026-12-06');
    await followUp('sales', salesRep.uid, 'College D', '2026-12-07');
    await followUp('sales', salesRep.uid, 'College E', '2026-12-07');
    await followUp('sales', salesRep.uid, 'College F', '2026-12-12');
    await store.set(ownerCountPath(salesRep.uid, 'refused'), 1);
    // Kiran: only a follow-up next week and no refused spend: nothing to say.
    await followUp('placement', placementRep.uid, 'Company X', '2026-12-10');
    // Ravi: 1 due today and 2 refused, on two phones, one of which the push service has forgotten.
    await followUp('sales', otherSalesRep.uid, 'College G', '2026-12-07');
    await store.set(ownerCountPath(otherSalesRep.uid, 'refused'), 2);

    const asha = await device(salesRep, 'asha-phone');
    const kiran = await device(placementRep, 'kiran-phone');
    const ravi = await device(otherSalesRep, 'ravi-phone');
    const raviOld = await device(otherSalesRep, 'ravi-old-phone');
    await markDead(host.url, raviOld.id);

    const run = await sendMorningDigests(store, createWebPushSender(readVapidFile(vapidFile)), morning);

    expect(run).toMatchObject({ people: 3, reminded: 2, sent: 2, removed: 1, failed: 0 });
    const expected = {
      [asha.id]: '3 overdue, 2 due today; 1 spend refused',
      [ravi.id]: '1 due today; 2 spends refused',
    };
    for (const [id, body] of Object.entries(expected)) {
      const [message, ...more] = await receivedPushes(host.url, id);
      expect(more).toEqual([]);
      expect(message).toMatchObject({ ttl: 43_200, urgency: 'high' });
      const keys = id === asha.id ? asha.keys : ravi.keys;
      // The test decrypts the raw body itself, and the stand-in, holding the keys too, agrees.
      const text = decryptPushBody(Buffer.from(message?.body ?? '', 'base64url'), keys);
      expect(message?.text).toBe(text);
      expect(JSON.parse(text)).toEqual({
        title: 'Field Tracker',
        body,
        tag: 'morning-reminder',
        url: '/due',
        count: id === asha.id ? 6 : 3,
      });
    }
    expect(await receivedPushes(host.url, kiran.id)).toEqual([]);
    expect(host.refused.count).toBe(0);

    const devicesOf = async (uid: string) =>
      Object.keys((await store.get<Record<string, unknown>>(pushSubscriptionPaths.person(uid))) ?? {});
    expect(await devicesOf(otherSalesRep.uid)).toEqual([endpointKey(ravi.endpoint)]);
    expect(await devicesOf(salesRep.uid)).toEqual([endpointKey(asha.endpoint)]);
    expect(await devicesOf(placementRep.uid)).toEqual([endpointKey(kiran.endpoint)]);
  });
});
