/**
 * The service worker's morning reminder, bundled on its own (vite.config.ts, `push-sw.js`) and loaded
 * by the generated worker with importScripts. What it shows comes in the push (the summary, its tag and
 * the screen it opens). Types here are the few of the worker's scope it uses: the web app's program is
 * typed for a page, not a worker.
 */
import { REMINDER_TAG, REMINDER_URL, type ReminderPush } from '@domain/reminders/reminderPush';
import { OPEN_MESSAGE, type OpenMessage } from './openMessage';

interface Extendable extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEventOfWorker extends Extendable {
  data: { json(): unknown } | null;
}
interface NotificationEventOfWorker extends Extendable {
  notification: Notification;
}
interface WindowClientOfWorker {
  url: string;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  location: Location;
  navigator: Navigator;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientOfWorker[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventOfWorker) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventOfWorker) => void): void;
}

const worker = self as unknown as WorkerScope;

function reminderOf(data: PushEventOfWorker['data']): ReminderPush | null {
  try {
    const push = data?.json() as Partial<ReminderPush> | undefined;
    if (typeof push?.title !== 'string' || typeof push.body !== 'string') return null;
    return {
      title: push.title,
      body: push.body,
      tag: typeof push.tag === 'string' ? push.tag : REMINDER_TAG,
      url: typeof push.url === 'string' ? push.url : REMINDER_URL,
      count: typeof push.count === 'number' ? push.count : 0,
    };
  } catch {
    return null;
  }
}

worker.addEventListener('push', (event) => {
  const push = reminderOf(event.data);
  if (!push) return;
  // Where the Badging API is missing (most browsers but Chromium's and installed Safari's) it is skipped.
  const badge =
    'setAppBadge' in worker.navigator
      ? worker.navigator.setAppBadge(push.count).catch(() => undefined)
      : null;
  event.waitUntil(
    Promise.all([
      // One tag: a second reminder replaces the first on the phone.
      worker.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        icon: '/icons/icon-192.png',
        data: { url: push.url },
      }),
      badge,
    ]),
  );
});

/** Shows `path` in an open window of the app (told by message, so a half-filled form is kept), else opens one. */
async function openApp(path: string): Promise<void> {
  const url = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (!open) {
    await worker.clients.openWindow(url);
    return;
  }
  const message: OpenMessage = { kind: OPEN_MESSAGE, path };
  open.postMessage(message);
  // Focus is allowed only within a real click on the notification; the screen moves either way.
  await open.focus().catch(() => undefined);
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openApp(typeof data?.url === 'string' ? data.url : REMINDER_URL));
});
