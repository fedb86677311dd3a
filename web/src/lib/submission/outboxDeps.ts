import { withSendLock } from './sendLock';
import { openOutboxChannel, type ChannelLike } from './tabSync';

/** What the outbox takes from the browser; a test gives its own clock, network and wait. */
export interface OutboxDeps {
  now: () => number;
  isOnline: () => boolean;
  /** A form gives the screen back after this long at the latest (under 2 s), answer or not. */
  firstAnswerWaitMs: number;
  /** Runs `work` as the device's one sender (a Web Lock shared by every tab). */
  lock: (work: () => Promise<void>) => Promise<void>;
  channel: () => ChannelLike | null;
}

export const browserDeps: OutboxDeps = {
  now: () => Date.now(),
  isOnline: () => navigator.onLine,
  firstAnswerWaitMs: 800,
  lock: withSendLock,
  channel: openOutboxChannel,
};
