import { afterEach, beforeEach, vi } from 'vitest';
import { CallError } from '../lib/callError';
import type { CallEntry, NewEntry, OutboxEntry, UploadPayload } from '../lib/submission/entry';
import { Outbox, type Sender } from '../lib/submission/outbox';
import { outboxDb } from '../lib/submission/outboxDb';
import { newRequestId } from '../lib/submission/requestId';
import { backoffMs } from '../lib/submission/sendPolicy';

/** What the outbox's tests share: entries to queue, senders, and tabs over one fake IndexedDB. */

export const visit = (name: string): NewEntry => ({
  kind: 'call',
  callable: 'submitSalesVisit',
  input: { requestId: newRequestId(), collegeName: name },
  summary: `Sales visit · ${name}`,
});

export const payload = (fileName: string): UploadPayload => ({
  folder: 'bills',
  dept: 'sales',
  fileName,
  mediaType: 'image/png',
  sha256: fileName.padEnd(64, '0'),
  allowDuplicate: false,
});

export const photo = (fileName: string): NewEntry => ({
  kind: 'upload',
  upload: payload(fileName),
  bytes: new Uint8Array([1, 2, 3]).buffer,
  summary: `Bill · ${fileName}`,
});

export const nameOf = (entry: OutboxEntry) =>
  entry.kind === 'call' ? (entry as CallEntry<'submitSalesVisit'>).input.collegeName : entry.upload.fileName;

/** The phone every tab of a test runs on: whether it says it is online, and its clock. */
export const phone = { online: true, clock: 1_000_000 };
/** The names the server stored, in order. */
export const sent: string[] = [];
const boxes: Outbox[] = [];

/** One tab's outbox: the tabs of a test share the IndexedDB, the Web Lock and the BroadcastChannel. */
export function newOutbox(sender: Sender, upload?: Sender): Outbox {
  const box = new Outbox({ now: () => phone.clock, isOnline: () => phone.online, firstAnswerWaitMs: 200 });
  box.registerSender('call', sender);
  if (upload) box.registerSender('upload', upload);
  boxes.push(box);
  return box;
}

export const accept: Sender = (entry) => {
  sent.push(nameOf(entry));
  return Promise.resolve({ code: `SALES-VIST-${String(sent.length)}` });
};

/** A reply the test lets through when it wants. */
export function heldReply() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: () => void = () => undefined;
  const begun = new Promise<void>((resolve) => {
    started = resolve;
  });
  const sender: Sender = async (entry, context) => {
    started();
    await held;
    return accept(entry, context);
  };
  return { sender, begun, release };
}

/**
 * Every wait of the sender's retry schedule until it repeats its longest (2, 4, 8, 16, 32, 60 s), and
 * that longest once more: past it, every retry the sender would make of anything it sent has come.
 */
export function everyRetryMs(): number {
  let total = 0;
  for (let attempts = 1; ; attempts += 1) {
    const wait = backoffMs(attempts);
    total += wait;
    if (backoffMs(attempts + 1) === wait) return total + wait;
  }
}

/** Moves the phone's clock of the tabs `newOutbox` opens. */
const movePhoneClock = (ms: number) => {
  phone.clock += ms;
};

/**
 * Moves the clock (`moveClock`: the phone's, by default) and the tabs' timers (fake ones:
 * `useFakeTimersBesideIndexedDb`) on by `ms`, a second at a time; after each second, waits until every
 * tab's sender has finished what it started, so a send on any timer within that second has happened
 * before the next.
 */
export async function passTime(
  ms: number,
  tabs: readonly Outbox[],
  moveClock: (ms: number) => void = movePhoneClock,
): Promise<void> {
  if (!vi.isFakeTimers()) throw new Error('passTime moves fake timers: call useFakeTimersBesideIndexedDb');
  for (let left = ms; left > 0; left -= 1000) {
    const step = Math.min(1000, left);
    moveClock(step);
    await vi.advanceTimersByTimeAsync(step);
    await Promise.all(tabs.map((tab) => tab.settled()));
  }
}

/** Moves the clock past every retry the tabs' senders would make (`everyRetryMs`). */
export function passEveryRetry(
  tabs: readonly Outbox[],
  moveClock: (ms: number) => void = movePhoneClock,
): Promise<void> {
  return passTime(everyRetryMs(), tabs, moveClock);
}

export const noSignal = () => new CallError('unavailable', 'unavailable', [], null, true);
export const states = (box: Outbox) => box.getEntries().map((entry) => entry.state);

/** Each test starts online, at the same time, with an empty queue, and closes the tabs it opened. */
export function startEachTestEmpty(): void {
  beforeEach(async () => {
    phone.online = true;
    phone.clock = 1_000_000;
    sent.length = 0;
    const db = await outboxDb();
    await db.clear('entries');
    await db.clear('bytes');
  });

  afterEach(() => {
    for (const box of boxes.splice(0)) box.close();
    vi.useRealTimers();
  });
}
