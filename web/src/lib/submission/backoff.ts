import type { OutboxEntry } from './entry';
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

/** How long until the first waiting entry that has a sender is due; undefined when none waits. */
export function nextDueIn(
  entries: readonly OutboxEntry[],
  hasSender: (kind: OutboxEntry['kind']) => boolean,
  now: number,
): number | undefined {
  const waits = entries
    .filter((entry) => entry.state === 'waiting' && hasSender(entry.kind))
    .map((entry) => entry.nextAttemptAt - now);
  return waits.length === 0 ? undefined : Math.max(0, Math.min(...waits));
}
