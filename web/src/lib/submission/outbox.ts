import type { NewEntry, OutboxEntry } from './entry';
import { followToEnd, waitForFirstAnswer, type FinalOutcome, type SubmitOutcome } from './firstAnswer';
import { browserDeps, type OutboxDeps } from './outboxDeps';
import { QueueCommands } from './queueCommands';
import { QueueView } from './queueView';
import type { Sender } from './sendAttempt';
import { SendLoop } from './sendLoop';
import { TabSync } from './tabSync';

export type { Sender, SendContext } from './sendAttempt';
export type { FinalOutcome, SubmitOutcome } from './firstAnswer';

export interface SubmitOptions {
  /** Told once the entry is kept on the phone, before anything is sent. */
  onStored?: (entry: OutboxEntry) => void;
  /** How long to wait for the first answer (default: the outbox's `firstAnswerWaitMs`). */
  waitMs?: number;
  /** Aborted: the form stops waiting and the submit resolves 'pending' (the person closed the status). */
  handBack?: AbortSignal;
}

/**
 * The one way a field user's writes reach the server: each is stored on the phone with its request id
 * before it is sent (`QueueCommands`), then sent whenever the app is online, and retried with backoff
 * after a failure that says nothing about the entry (`SendLoop`, one sender per device under a Web
 * Lock). Every state change is a move of the transition table (`entryTransitions`) made as one
 * compare-and-set, so a discard or a sign-out made during a send stays done. Tabs refresh each other
 * (`TabSync`). Only the signed-in account's entries are sent or shown (`QueueView`).
 */
export class Outbox {
  private owner: string | null = null;
  private readonly deps: OutboxDeps;
  private readonly view = new QueueView(() => this.owner);
  private readonly tabs: TabSync;
  private readonly commands: QueueCommands;
  private readonly loop: SendLoop;

  constructor(deps: Partial<OutboxDeps> = {}) {
    this.deps = { ...browserDeps, ...deps };
    this.tabs = new TabSync(this.deps.channel);
    const owner = () => this.owner;
    const now = () => this.deps.now();
    const changed = () => this.changed();
    this.commands = new QueueCommands({ owner, now, changed });
    this.loop = new SendLoop({
      owner,
      now,
      changed,
      isOnline: () => this.deps.isOnline(),
      lock: (work) => this.deps.lock(work),
      entries: () => this.view.getEntries(),
      onProgress: (id, percent) => {
        this.view.setProgress(id, percent);
      },
    });
  }

  registerSender(kind: OutboxEntry['kind'], sender: Sender): void {
    this.loop.registerSender(kind, sender);
    this.kick();
  }

  /** The signed-in account (null: nobody): its entries are loaded, shown and sent; nobody else's are. */
  async setOwner(owner: string | null): Promise<void> {
    if (owner === this.owner) return;
    this.owner = owner;
    this.loop.stopTimer();
    this.view.clear();
    if (owner === null) {
      // Nobody's entries to refresh: a message from another tab must not reload a signed-out queue.
      this.tabs.close();
      return;
    }
    this.tabs.listen(() => {
      void this.view.reload();
    });
    await this.commands.forgetOldSent(owner);
    await this.view.reload();
    this.kick({ now: true });
  }

  getOwner(): string | null {
    return this.owner;
  }

  /** The signed-in account's entries in sending order (a stable array until something changes). */
  getEntries = (): readonly OutboxEntry[] => this.view.getEntries();

  /** Online, yet the last try of a waiting entry got no answer: the connection is weak. */
  isWeak = (): boolean => this.view.isWeak();

  getProgress(id: string): number | undefined {
    return this.view.getProgress(id);
  }

  subscribe = (listener: () => void): (() => void) => this.view.subscribe(listener);

  /** Called after each entry the server has stored, whichever tab sent it (to refresh what shows it). */
  onSent(listener: (entry: OutboxEntry) => void): () => void {
    return this.view.onSent(listener);
  }

  /**
   * Stores a new entry on the phone (rejects, storing nothing, when the phone refuses it: quota), tells
   * `onStored`, and starts sending. Resolves as soon as the first answer came, or at once when offline
   * or the connection is weak ('queued'), or after `waitMs` or when `handBack` aborts ('pending': `follow`
   * it). The wait is `firstAnswerWaitMs` unless the form keeps its own words on screen for longer.
   */
  async submit(draft: NewEntry, options: SubmitOptions = {}): Promise<SubmitOutcome> {
    return this.firstAnswer(await this.commands.enqueue(draft, options.onStored), options);
  }

  /** Saves what a form opened by Edit made of a held entry: a new entry with a new request id. */
  async replace(oldId: string, draft: NewEntry, options: SubmitOptions = {}): Promise<SubmitOutcome> {
    const entry = await this.commands.replace(oldId, draft);
    options.onStored?.(entry);
    return this.firstAnswer(entry, options);
  }

  /** Resolves when the entry was sent, refused, or discarded (in this tab or another). */
  follow(id: string): Promise<FinalOutcome> {
    return followToEnd(id, (entryId, watcher) => this.view.watch(entryId, watcher));
  }

  /** Sends a failed entry again, as it is (`change`: what the user decided, like 'upload anyway'). */
  async retry(id: string, change: Partial<OutboxEntry> = {}): Promise<void> {
    await this.commands.retry(id, change);
    this.kick({ now: true });
  }

  /** Takes a waiting or failed entry out of the sending for a form (Edit); undefined when it cannot. */
  hold(id: string): Promise<OutboxEntry | undefined> {
    return this.commands.hold(id);
  }

  /** Gives a held entry back to the sending as it was (the form was closed without saving). */
  async release(id: string): Promise<void> {
    await this.commands.release(id);
    this.kick();
  }

  /** Removes an entry, whatever its state: a send under way then writes nothing back. */
  discard(id: string): Promise<void> {
    return this.commands.discard(id);
  }

  /** Deletes every entry of an account (it signed out and chose to delete them), bytes included. */
  deleteAllOf(owner: string): Promise<void> {
    return this.commands.deleteAllOf(owner);
  }

  /** Deletes an account's sent entries and their bytes (it signs out: nothing of them stays). */
  deleteSentOf(owner: string): Promise<void> {
    return this.commands.deleteSentOf(owner);
  }

  /** Sends what is waiting, if online; `now` ends every backoff wait first (Send now, back online). */
  kick(options: { now?: boolean } = {}): void {
    this.loop.kick(options);
  }

  /**
   * Resolves once this tab's sender is idle: nothing it started is being sent or written back; what is
   * left waits for its retry timer, a kick or the user (a test moves the clock, then waits for this).
   */
  settled(): Promise<void> {
    return this.loop.settled();
  }

  /** Stops listening to other tabs and sending (a test's tab closing). */
  close(): void {
    this.loop.stopTimer();
    this.tabs.close();
    this.owner = null;
  }

  private firstAnswer(entry: OutboxEntry, { waitMs, handBack }: SubmitOptions): Promise<SubmitOutcome> {
    return waitForFirstAnswer(entry, {
      connected: () => this.deps.isOnline() && !this.view.isWeak(),
      watch: (id, watcher) => this.view.watch(id, watcher),
      waitMs: waitMs ?? this.deps.firstAnswerWaitMs,
      ...(handBack ? { handBack } : {}),
      send: () => {
        this.kick();
      },
    });
  }

  /** Something changed in the queue: tell the other tabs, and read it again here. */
  private async changed(): Promise<void> {
    this.tabs.tellOthers();
    await this.view.reload();
  }
}

export const outbox = new Outbox();
