import type { OutboxEntry } from './entry';
import { endBackoff } from './backoff';
import { failUnsent, lanes, nextDueIn, nextInLane, type Lane } from './nextInLane';
import { attempt, type Sender } from './sendAttempt';

export interface LoopContext {
  /** The signed-in account: only its entries are sent. */
  owner: () => string | null;
  now: () => number;
  isOnline: () => boolean;
  /** Runs `work` as the device's one sender (a Web Lock shared by every tab). */
  lock: (work: () => Promise<void>) => Promise<void>;
  /** The queue as last read: the timer looks there for the next backoff to end. */
  entries: () => readonly OutboxEntry[];
  changed: () => Promise<void>;
  onProgress: (id: string, percent: number | undefined) => void;
}

/**
 * The device's one sender: it waits for the send lock (behind the tab that holds it), then runs both
 * lanes until neither has anything due, lets the lock go, and sets a timer for the next backoff to end.
 */
export class SendLoop {
  private readonly senders = new Map<Lane, Sender>();
  private readonly running = new Map<Lane, Promise<void>>();
  private holding = false;
  private askedForLock = false;
  /** Kicks with `now` still ending backoff waits before they ask for the lock. */
  private ending = 0;
  private readonly onSettled: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly context: LoopContext) {}

  registerSender(kind: Lane, sender: Sender): void {
    this.senders.set(kind, sender);
  }

  /** Sends what is waiting, if online; `now` ends every backoff wait first (Send now, back online). */
  kick({ now = false }: { now?: boolean } = {}): void {
    const owner = this.context.owner();
    if (owner === null) return;
    if (now) {
      this.ending += 1;
      void endBackoff(owner, this.context.now())
        .then(() => {
          this.pump();
        })
        .finally(() => {
          this.ending -= 1;
          this.settle();
        });
    } else this.pump();
  }

  /**
   * Resolves once this tab's sender is idle: it neither holds nor waits for the send lock, and no kick
   * is under way, so nothing it started is still being sent or written back. What is left waits for its
   * retry timer, a kick or the user.
   */
  settled(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => {
      this.onSettled.push(resolve);
    });
  }

  stopTimer(): void {
    clearTimeout(this.timer);
  }

  private pump(): void {
    if (this.holding) {
      this.startLanes();
      return;
    }
    if (this.askedForLock) return;
    this.askedForLock = true;
    this.context
      .lock(async () => {
        this.askedForLock = false;
        this.holding = true;
        clearTimeout(this.timer);
        try {
          this.startLanes();
          while (this.running.size > 0) await Promise.all(this.running.values());
        } finally {
          this.holding = false;
        }
      })
      .then(
        () => {
          this.scheduleNext();
          this.settle();
        },
        (error: unknown) => {
          this.askedForLock = false;
          console.error('The outbox could not send', error);
          this.settle();
        },
      );
  }

  private isIdle(): boolean {
    return !this.holding && !this.askedForLock && this.ending === 0;
  }

  private settle(): void {
    if (!this.isIdle()) return;
    for (const resolve of this.onSettled.splice(0)) resolve();
  }

  private startLanes(): void {
    for (const lane of lanes) {
      if (this.running.has(lane)) continue;
      this.running.set(
        lane,
        this.runLane(lane).finally(() => {
          this.running.delete(lane);
        }),
      );
    }
  }

  private async runLane(lane: Lane): Promise<void> {
    for (;;) {
      const owner = this.context.owner();
      const sender = this.senders.get(lane);
      if (owner === null || !sender || !this.context.isOnline()) return;
      const step = await nextInLane(lane, owner, this.context.now());
      if (step.kind === 'idle') return;
      if (step.kind === 'fail') {
        await failUnsent(step);
        await this.context.changed();
        continue;
      }
      await attempt(step.entry, sender, {
        ...this.context,
        afterStored: (entry) => {
          // A call may have waited for this photo: its lane looks again (it stopped while it waited).
          if (entry.kind === 'upload' && this.holding) this.startLanes();
        },
      });
    }
  }

  /** After the lock is let go: a timer for the next entry whose backoff ends. */
  private scheduleNext(): void {
    clearTimeout(this.timer);
    if (this.context.owner() === null || !this.context.isOnline()) return;
    const hasSender = (kind: Lane) => this.senders.has(kind);
    const dueIn = nextDueIn(this.context.entries(), hasSender, this.context.now());
    if (dueIn === undefined) return;
    this.timer = setTimeout(() => {
      this.pump();
    }, dueIn);
  }
}
