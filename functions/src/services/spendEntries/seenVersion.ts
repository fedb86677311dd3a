import { transitionMessages } from '../../domain/spendEntries/entryMessages.js';
import type { EntryEvent, SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { EntryCheck } from './claimEntry.js';

type VersionEvent = Extract<EntryEvent, { kind: 'saved' | 'corrected' }>;

/** The event that made the entry's current version (its save or its last correction). */
function versionEvent(entry: SpendEntryRecord): VersionEvent | undefined {
  return [...entry.history]
    .reverse()
    .find(
      (event): event is VersionEvent =>
        (event.kind === 'saved' || event.kind === 'corrected') && event.version === entry.version,
    );
}

/**
 * `check`, refused as 'changed' when the entry is no longer at the version the admin saw (its owner
 * corrected it since): the message names who changed it, when, and what it claims now. Run inside the
 * claim's transaction, so it is atomic with the state check; a decision someone else took meanwhile
 * is refused by `check` first, with its own message.
 */
export function atSeenVersion(version: number, check: EntryCheck): EntryCheck {
  return (entry) => {
    const checked = check(entry);
    if (!checked.allowed || entry.version === version) return checked;
    const event = versionEvent(entry);
    return {
      allowed: false,
      reason: 'changed',
      message: transitionMessages.changed(
        event?.by ?? entry.owner,
        event?.at ?? entry.updatedAt,
        entry.amounts.spentAmount,
      ),
    };
  };
}
