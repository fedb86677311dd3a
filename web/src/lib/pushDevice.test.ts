import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './callables';
import { readReminderState, resyncReminders, turnOffReminders, turnOnReminders } from './pushDevice';

vi.mock('./callables', () => ({ call: vi.fn() }));

const serverKey = 'BPk5bG9jYWwtcGFpcg'; // base64url of a few bytes: what getPushKey answers
const keyOf = (text: string) =>
  Uint8Array.from(
    atob(text.replaceAll('-', '+').replaceAll('_', '/') + '=='.slice(0, (4 - (text.length % 4)) % 4)),
    (c) => c.charCodeAt(0),
  );

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } };
  unsubscribe: ReturnType<typeof vi.fn>;
}

/** A phone's browser: its user agent, whether it runs installed, its permission and its push manager. */
function phone({
  userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
  installed = false,
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  push = true,
}) {
  let subscription: FakeSubscription | null = null;
  const made = (key: Uint8Array, endpoint: string): FakeSubscription => ({
    endpoint,
    options: { applicationServerKey: key.buffer as ArrayBuffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'device-p256dh', auth: 'device-auth' } }),
    unsubscribe: vi.fn(() => {
      subscription = null;
      return Promise.resolve(true);
    }),
  });
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(subscription)),
    subscribe: vi.fn((options: { applicationServerKey: Uint8Array }) => {
      subscription = made(options.applicationServerKey, `https://push.example.com/${String(Math.random())}`);
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: installed && query.includes('standalone') }));
  if (push) {
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
    });
  }
  const notification = { permission, requestPermission: vi.fn(() => Promise.resolve(answer)) };
  notification.requestPermission.mockImplementation(() => {
    notification.permission = answer;
    return Promise.resolve(answer);
  });
  vi.stubGlobal('Notification', notification);
  return {
    pushManager,
    notification,
    subscribedWith: (key: string, endpoint = 'https://push.example.com/old') => {
      subscription = made(keyOf(key), endpoint);
      return subscription;
    },
    current: () => subscription,
  };
}

beforeEach(() => {
  vi.mocked(call).mockImplementation((name) =>
    Promise.resolve(name === 'removePushSubscription' ? { removed: true } : { publicKey: serverKey }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("this device's morning reminder", () => {
  it('is off until asked, and the tap asks for permission, subscribes with the server key and saves', async () => {
    const device = phone({});
    expect(await readReminderState()).toBe('off');
    expect(device.notification.requestPermission).not.toHaveBeenCalled();
    expect(await turnOnReminders()).toBe('on');
    expect(device.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(Array.from(device.pushManager.subscribe.mock.calls[0]?.[0].applicationServerKey ?? [])).toEqual(
      Array.from(keyOf(serverKey)),
    );
    expect(call).toHaveBeenCalledWith('savePushSubscription', {
      subscription: {
        endpoint: device.current()?.endpoint,
        keys: { p256dh: 'device-p256dh', auth: 'device-auth' },
      },
    });
    expect(await readReminderState()).toBe('on');
  });

  it('is blocked when the person refuses, or refused before', async () => {
    phone({ answer: 'denied' });
    expect(await turnOnReminders()).toBe('blocked');
    vi.unstubAllGlobals();
    phone({ permission: 'denied' });
    expect(await readReminderState()).toBe('blocked');
  });

  it("needs the app installed on an iPhone's Safari tab, and works installed", async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1';
    phone({ userAgent: iphone, push: false });
    expect(await readReminderState()).toBe('needsInstall');
    vi.unstubAllGlobals();
    phone({ userAgent: iphone, installed: true });
    expect(await readReminderState()).toBe('off');
  });

  it('is unsupported without the Push API', async () => {
    phone({ push: false });
    expect(await readReminderState()).toBe('unsupported');
  });

  it('Turn off forgets the device on the server and unsubscribes it, even when the server is not reached', async () => {
    const device = phone({ permission: 'granted' });
    const subscription = device.subscribedWith(serverKey);
    vi.mocked(call).mockRejectedValueOnce(new Error('offline'));
    await expect(turnOffReminders()).rejects.toThrow('offline');
    expect(call).toHaveBeenCalledWith('removePushSubscription', { endpoint: subscription.endpoint });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(await readReminderState()).toBe('off');
  });

  it('each open saves the subscription again, and one made with an old key is replaced', async () => {
    const device = phone({ permission: 'granted' });
    device.subscribedWith(serverKey, 'https://push.example.com/same');
    await resyncReminders();
    expect(call).toHaveBeenCalledWith('savePushSubscription', expect.objectContaining({}));
    expect(device.pushManager.subscribe).not.toHaveBeenCalled();

    vi.mocked(call).mockClear();
    const old = device.subscribedWith('T2xkS2V5', 'https://push.example.com/old-key');
    await resyncReminders();
    expect(call).toHaveBeenCalledWith('removePushSubscription', { endpoint: old.endpoint });
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(device.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(vi.mocked(call).mock.calls.filter(([name]) => name === 'savePushSubscription')).toHaveLength(2);
  });

  it('resyncs nothing without permission', async () => {
    phone({});
    await resyncReminders();
    expect(call).not.toHaveBeenCalled();
  });
});
