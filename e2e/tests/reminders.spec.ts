import { expect, test } from '@playwright/test';
import { REMINDER_TAG } from '../../functions/src/domain/reminders/reminderPush.js';
import { pushSubscriptionPaths } from '../../functions/src/domain/reminders/pushSubscription.js';
import { addDays, orgDayOf } from '../../functions/src/domain/time/orgTime.js';
import { endpointKey } from '../../functions/src/services/reminders/pushSubscriptions.js';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { chromiumArgs, chromiumPath } from '../../scripts/stack/chromium.js';
import { stackPorts } from '../../scripts/stack/ports.js';
import { receivedPushes, registerReceiver } from '../../scripts/stack/pushHost/client.js';
import { decryptPushBody, newReceiverKeys } from '../../scripts/stack/pushHost/receiverKeys.js';
import { waitForWorkerControl } from '../../scripts/stack/serviceWorker.js';
import { axeViolations } from '../support/axe.js';
import { freshAccount } from '../support/freshAccount.js';
import { pastRightEdge, smallTargets } from '../support/layout.js';
import { runMorningDigest, storeFollowUps, storeRefusedCount } from '../support/reminders.js';
import { signInStaff } from '../support/signIn.js';
import { storeDir } from '../support/storeRecords.js';

// The push arrives through the service worker; notifications are allowed as a tap on 'Allow' would.
// On the full Chromium: chrome-headless-shell has no notifications (its Notification.permission stays
// 'denied' whatever is granted).
// axe is injected as a script of its own, which the CSP refuses.
test.use({
  serviceWorkers: 'allow',
  bypassCSP: true,
  permissions: ['notifications'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
});

const pushHostUrl = `http://127.0.0.1:${String(stackPorts.pushHost.port)}/`;

/**
 * Replaces PushManager's subscribe and getSubscription in the page (the e2e project has no DOM types:
 * the script is text). The subscription made is kept in localStorage, so it outlives a reload.
 */
function fakePushManager(endpoint: string, p256dh: string, auth: string): string {
  return `(() => {
    const endpoint = ${JSON.stringify(endpoint)};
    const keys = { p256dh: ${JSON.stringify(p256dh)}, auth: ${JSON.stringify(auth)} };
    const saved = 'e2e-push-subscription';
    const fake = () => {
      const key = localStorage.getItem(saved);
      if (key === null) return null;
      return {
        endpoint,
        expirationTime: null,
        options: {
          userVisibleOnly: true,
          applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer,
        },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: () => {
          localStorage.removeItem(saved);
          return Promise.resolve(true);
        },
      };
    };
    PushManager.prototype.subscribe = function (options) {
      const key = new Uint8Array(options.applicationServerKey);
      localStorage.setItem(saved, btoa(String.fromCharCode(...key)));
      return Promise.resolve(fake());
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(fake());
    };
  })();`;
}

/** The notifications the service worker shows, read in the page. */
const shownNotifications = `(async () => {
  const registration = await navigator.serviceWorker.ready;
  return (await registration.getNotifications()).map((notification) => ({
    title: notification.title,
    body: notification.body,
    tag: notification.tag,
    url: notification.data?.url,
  }));
})()`;

/**
 * CDP cannot click a notification: the click is dispatched in the worker, on the notification it
 * shows, through the same notificationclick listener (its waitUntil kept for the test to await).
 */
const clickTheNotification = `(async () => {
  const [notification] = await self.registration.getNotifications();
  const event = new NotificationEvent('notificationclick', { notification });
  let work = Promise.resolve();
  Object.defineProperty(event, 'waitUntil', { value: (promise) => { work = promise; } });
  self.dispatchEvent(event);
  await work;
})()`;

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: unknown;
}

test('a rep turns the morning reminder on, the 08:30 digest shows its summary, and the notification opens Due', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${String(test.info().workerIndex)}`;
  const staff = await freshAccount('sales', `reminder-${tag}`);
  const now = Date.now();
  const today = orgDayOf(now);
  await storeFollowUps(
    'sales',
    staff.uid,
    [
      { place: 'Overdue College', due: addDays(today, -3) },
      { place: 'Today College', due: today },
      { place: 'Next Week College', due: addDays(today, 6) },
    ],
    now - 10 * 24 * 60 * 60_000,
  );
  await storeRefusedCount(staff.uid, 1);
  const expectedSummary = '1 overdue, 1 due today; 1 spend refused';

  // Chromium here has no route to a real push service (its pushManager.subscribe reaches Google's
  // servers), so subscribe answers a subscription on the local stand-in instead, with keys this test
  // made: the test (and the stand-in) can then read what the server encrypted for this device.
  const keys = newReceiverKeys();
  const endpoint = await registerReceiver(pushHostUrl, `e2e-${tag}`, keys);
  await page.addInitScript(fakePushManager(endpoint, keys.p256dh, keys.auth));

  await signInStaff(page, staff, /\/sales$/);
  await waitForWorkerControl(page);
  await page.getByRole('link', { name: /^Due/ }).click();
  await expect(page).toHaveURL(/\/due$/);
  const reminder = page.getByRole('region', { name: 'Morning reminder' });
  await reminder.getByRole('button', { name: 'Remind me each morning' }).click();
  await expect(reminder.getByRole('status')).toHaveText(/^On: at 08:30 each morning/, { timeout: 30_000 });
  await expect(reminder.getByRole('button', { name: 'Turn off' })).toBeVisible();
  // At 360 px the section fits, its buttons are big enough to tap, and axe finds nothing.
  expect((await pastRightEdge(page)).elements).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  const stored = async () => {
    const store = new LocalStore(storeDir);
    try {
      return await store.get(pushSubscriptionPaths.device(staff.uid, endpointKey(endpoint)));
    } finally {
      store.close();
    }
  };
  expect(await stored()).toMatchObject({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });

  // 08:30: the stack's digest, run now. The stand-in received this device's message; a digest another
  // run of this spec started at once on the same stack sends it one more, with the same summary.
  await runMorningDigest(now);
  const messages = await receivedPushes(pushHostUrl, `e2e-${tag}`);
  expect(messages.length).toBeGreaterThanOrEqual(1);
  const texts = messages.map((message) => {
    expect(message).toMatchObject({ ttl: 43_200, urgency: 'high' });
    return decryptPushBody(Buffer.from(message.body, 'base64url'), keys);
  });
  for (const text of texts)
    expect(JSON.parse(text)).toEqual({
      title: 'Field Tracker',
      body: expectedSummary,
      tag: REMINDER_TAG,
      url: '/due',
      count: 3,
    });
  const data = texts[0] ?? '';

  // What the push service would deliver to the phone, handed to its service worker.
  await page.goto('/sales');
  await waitForWorkerControl(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const shown = () => page.evaluate<ShownNotification[]>(shownNotifications);
  const deliver = async (payload: string) => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: payload,
    });
  };
  await deliver(data);
  const expected: ShownNotification = {
    title: 'Field Tracker',
    body: expectedSummary,
    tag: REMINDER_TAG,
    url: '/due',
  };
  await expect.poll(shown).toEqual([expected]);
  // A second one (tomorrow's, say) replaces the first under the one tag, rather than stacking beside it.
  const tomorrow = '2 overdue';
  await deliver(JSON.stringify({ ...(JSON.parse(data) as object), body: tomorrow }));
  await expect.poll(shown).toEqual([{ ...expected, body: tomorrow }]);

  // The tap on the notification (see clickTheNotification).
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('No service worker');
  await worker.evaluate(clickTheNotification);
  await expect(page).toHaveURL(/\/due$/);
  await expect.poll(shown).toEqual([]);

  // 'Turn off' forgets this device on the server.
  await page
    .getByRole('region', { name: 'Morning reminder' })
    .getByRole('button', { name: 'Turn off' })
    .click();
  await expect(page.getByRole('button', { name: 'Remind me each morning' })).toBeVisible();
  await expect.poll(stored).toBeNull();
});
