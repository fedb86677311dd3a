import type { NewEntry, OutboxEntry } from './entry';
import { isChangeable, releaseEvent } from './entryTransitions';
import { moveEntry } from './moveEntry';
import { bytesOf, newEntry, requestPersistentStorage } from './newEntry';
import { addEntry, addInTx, compareAndSet, deleteEntriesOf, inQueueTx } from './outboxDb';

/** Sent entries stay listed (with their codes) this long, without their bytes. */
const keepSentMs = 7 * 24 * 60 * 60_000;

export interface CommandContext {
  /** The signed-in account: only its entries are changed. */
  owner: () => string | null;
  now: () => number;
  /** Something changed in the queue: this tab reads it again and tells the others. */
  changed: () => Promise<void>;
}

/**
 * What the user (and sign-in, sign-out) does to the queue. Each is one IndexedDB transaction; none
 * sends: the facade starts the sending after them.
 */
export class QueueCommands {
  constructor(private readonly context: CommandContext) {}

  /** Stores a new entry on the phone (rejects, storing nothing, when the phone refuses it: quota). */
  async enqueue(draft: NewEntry, onStored?: (entry: OutboxEntry) => void): Promise<OutboxEntry> {
    const owner = this.signedIn();
    const entry = await addEntry(newEntry(owner, draft, this.context.now()), bytesOf(draft));
    onStored?.(entry);
    void requestPersistentStorage();
    await this.context.changed();
    return entry;
  }

  /**
   * Saves what a form opened by Edit made of a held entry: in one transaction the old entry goes (it is
   * never sent) and the new one, with a new request id, takes its place at the end of the queue.
   */
  async replace(oldId: string, draft: NewEntry): Promise<OutboxEntry> {
    const owner = this.signedIn();
    const entry = await inQueueTx(async (tx) => {
      const entries = tx.objectStore('entries');
      const old = await entries.get(oldId);
      if (old && (old.owner !== owner || !isChangeable(old))) {
        throw new Error('This entry was sent meanwhile. Check the Outbox.');
      }
      await entries.delete(oldId);
      await tx.objectStore('bytes').delete(oldId);
      return addInTx(tx, newEntry(owner, draft, this.context.now()), bytesOf(draft));
    });
    await this.context.changed();
    return entry;
  }

  /** Makes a failed entry wait to be sent again, as it is (`change`: what the user decided). */
  async retry(id: string, change: Partial<OutboxEntry>): Promise<void> {
    const done = await moveEntry(id, 'retry', {
      expect: this.owned,
      change: () => ({ ...change, nextAttemptAt: this.context.now() }),
    });
    if (done) await this.context.changed();
  }

  /** Takes a waiting or failed entry out of the sending for a form: undefined when it is sending or gone. */
  async hold(id: string): Promise<OutboxEntry | undefined> {
    const done = await moveEntry(id, 'hold', {
      expect: this.owned,
      change: (entry) =>
        entry.state === 'held' ? {} : { heldFrom: entry.state === 'failed' ? 'failed' : 'waiting' },
    });
    await this.context.changed();
    return done?.after;
  }

  /** Gives a held entry back to the sending as it was (the form was closed without saving). */
  async release(id: string): Promise<void> {
    const done = await moveEntry(id, releaseEvent, {
      expect: this.owned,
      change: () => ({ heldFrom: undefined, nextAttemptAt: this.context.now() }),
    });
    if (done) await this.context.changed();
  }

  /** Removes an entry, whatever its state: a send under way then writes nothing back. */
  async discard(id: string): Promise<void> {
    const done = await compareAndSet(id, this.owned, () => undefined);
    if (done) await this.context.changed();
  }

  /** Deletes every entry of an account (it signed out and chose to delete them), bytes included. */
  async deleteAllOf(owner: string): Promise<void> {
    await deleteEntriesOf(owner);
    await this.context.changed();
  }

  /** Deletes an account's sent entries and their bytes (it signs out: nothing of them stays). */
  async deleteSentOf(owner: string): Promise<void> {
    await deleteEntriesOf(owner, (entry) => entry.state === 'sent');
    await this.context.changed();
  }

  /** At sign-in: the account's sent entries older than a week go. */
  async forgetOldSent(owner: string): Promise<void> {
    const cutoff = this.context.now() - keepSentMs;
    await deleteEntriesOf(owner, (entry) => entry.state === 'sent' && (entry.sentAt ?? 0) < cutoff);
  }

  private readonly owned = (entry: OutboxEntry): boolean => entry.owner === this.context.owner();

  private signedIn(): string {
    const owner = this.context.owner();
    if (owner === null) throw new Error('Sign in to send entries.');
    return owner;
  }
}
