import { moveEntry } from './moveEntry';
import { entriesOf } from './outboxDb';

/** Ends every backoff wait of an account's entries (Send now, back online, the page shown again). */
export async function endBackoff(owner: string, at: number): Promise<void> {
  const late = (await entriesOf(owner)).filter(
    (entry) => entry.state === 'waiting' && entry.nextAttemptAt > at,
  );
  for (const entry of late) {
    await moveEntry(entry.id, 'sendNow', { change: () => ({ nextAttemptAt: at }) });
  }
}
