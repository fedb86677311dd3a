import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removePushSubscription } from '../../src/callables/removePushSubscription.js';
import { savePushSubscription } from '../../src/callables/savePushSubscription.js';
import { pushSubscriptionPaths } from '../../src/domain/reminders/pushSubscription.js';
import { endpointKey } from '../../src/services/reminders/pushSubscriptions.js';
import { failureOf, invoke, placementRep, salesRep } from '../support/callables.js';
import { useEmptyLocalStore } from '../visits/harness.js';

const store = useEmptyLocalStore();

const keys = { p256dh: 'BNc-device-key', auth: 'device-auth' };
const chrome = 'https://fcm.googleapis.com/fcm/send/abc:def';
const firefox = 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA';
const safari = 'https://web.push.apple.com/QGd7';

// A deployed project: its public key is a param, and no local pair opens every endpoint.
beforeEach(() => {
  vi.stubEnv('FIELD_TRACKER_VAPID_FILE', '');
  vi.stubEnv('VAPID_PUBLIC_KEY', 'BPublicKeyOfTheProject');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const devices = async (uid: string) =>
  (await store.get<Record<string, { endpoint: string; createdAt: number; savedAt: number }>>(
    pushSubscriptionPaths.person(uid),
  )) ?? {};

describe("a person's devices for the morning reminder", () => {
  it('keeps one record a device, keyed by its endpoint, saved again on each open', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 1, 4), toFake: ['Date'] });
    expect(
      await invoke(savePushSubscription, { subscription: { endpoint: chrome, keys } }, salesRep),
    ).toEqual({
      publicKey: 'BPublicKeyOfTheProject',
    });
    await invoke(savePushSubscription, { subscription: { endpoint: firefox, keys } }, salesRep);
    vi.setSystemTime(Date.UTC(2026, 11, 2, 4));
    await invoke(savePushSubscription, { subscription: { endpoint: chrome, keys } }, salesRep);

    const saved = await devices(salesRep.uid);
    expect(Object.keys(saved).sort()).toEqual([endpointKey(chrome), endpointKey(firefox)].sort());
    expect(saved[endpointKey(chrome)]).toMatchObject({
      endpoint: chrome,
      kinds: ['sales'],
      createdAt: Date.UTC(2026, 11, 1, 4),
      savedAt: Date.UTC(2026, 11, 2, 4),
    });
    expect(await devices(placementRep.uid)).toEqual({});
  });

  it("forgets only the caller's own device, once", async () => {
    await invoke(savePushSubscription, { subscription: { endpoint: safari, keys } }, salesRep);
    expect(await invoke(removePushSubscription, { endpoint: safari }, placementRep)).toEqual({
      removed: false,
    });
    expect(await invoke(removePushSubscription, { endpoint: safari }, salesRep)).toEqual({ removed: true });
    expect(await invoke(removePushSubscription, { endpoint: safari }, salesRep)).toEqual({ removed: false });
    expect(await devices(salesRep.uid)).toEqual({});
  });

  it.each([
    'https://internal.example.com/push/1',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/x',
  ])('refuses %s, which is no browser push service', async (endpoint) => {
    const failure = await failureOf(
      invoke(savePushSubscription, { subscription: { endpoint, keys } }, salesRep),
    );
    expect(failure.code).toBe('invalid-argument');
    expect(failure.message).toBe(
      "subscription.endpoint: This device's push service is not one the reminder can reach.",
    );
    expect(await devices(salesRep.uid)).toEqual({});
  });
});
