import { call } from './callables';

/**
 * This device's morning reminder: on (subscribed and saved), off, blocked (the person or the browser
 * refused notifications), needsInstall (an iPhone's Safari tab: Web Push works only in the installed
 * app), or unsupported (no service worker or Push API).
 */
export type ReminderState = 'on' | 'off' | 'blocked' | 'needsInstall' | 'unsupported';

const isIos = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

/** Started from the Home Screen icon (iOS sets navigator.standalone; others match the display mode). */
const isInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** How long a first visit's worker may take to register (it is registered after the page loads). */
const REGISTRATION_WAIT_MS = 10_000;

/**
 * The worker's registration, or null where none registers (the dev server has none: `ready` alone
 * would wait for ever).
 */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  if (await navigator.serviceWorker.getRegistration()) return navigator.serviceWorker.ready;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => {
      setTimeout(() => {
        resolve(null);
      }, REGISTRATION_WAIT_MS);
    }),
  ]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

function subscriptionJson(subscription: PushSubscription) {
  const { keys } = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}

/** Whether the subscription was made with `publicKey` (a server whose key changed needs a new one). */
function madeWith(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return true;
  const expected = keyBytes(publicKey);
  const actual = new Uint8Array(key);
  return actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
}

export async function readReminderState(): Promise<ReminderState> {
  if (isIos() && !isInstalled()) return 'needsInstall';
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

async function subscribe(worker: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  return worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** 'Remind me each morning': asks for permission (only here, on the tap), subscribes and saves. */
export async function turnOnReminders(): Promise<ReminderState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const { publicKey } = await call('getPushKey', {});
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !madeWith(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await subscribe(worker, publicKey);
  await call('savePushSubscription', { subscription: subscriptionJson(subscription) });
  return 'on';
}

/** 'Turn off', and sign-out: the server forgets this device, and the browser drops the subscription. */
export async function turnOffReminders(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await call('removePushSubscription', { endpoint: subscription.endpoint });
  } finally {
    // Even unheard (no signal), the push service then answers 410 and the next digest forgets it.
    await subscription.unsubscribe();
  }
}

/**
 * On each app open with notifications granted: saves this device's subscription again (the server's
 * record follows a renewed endpoint or a changed role); subscribes anew when the server's key changed.
 */
export async function resyncReminders(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!worker || !subscription) return;
  const { publicKey } = await call('savePushSubscription', { subscription: subscriptionJson(subscription) });
  if (madeWith(subscription, publicKey)) return;
  await call('removePushSubscription', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
  const renewed = await subscribe(worker, publicKey);
  await call('savePushSubscription', { subscription: subscriptionJson(renewed) });
}
