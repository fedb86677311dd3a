import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { createdByOf } from '../../domain/records/createdBy.js';
import { settleMarksPath, type SettleMark } from '../../domain/settlements/settlement.js';
import { transitionMessages } from '../../domain/spendEntries/entryMessages.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { abandonedSettlements, markEntries, unmarkEntries } from '../settlements/settleMarks.js';
import { conflict, refusalError, type EntryCheck } from './claimEntry.js';
import { readEntry } from './entryView.js';
import type { Hold } from './runTransition.js';
import { entryWithKeptNames, namedActor, readKeptNames } from '../people/names.js';

/**
 * A reopen's mark names no settlement: it is shaped as one so that a settlement's transaction reads
 * it as held (and takes it over once abandoned, as it does an abandoned settlement's).
 */
const REOPENING_PREFIX = 'reopening_';

export const isReopeningMark = (mark: SettleMark): boolean => mark.settlementId.startsWith(REOPENING_PREFIX);

/**
 * Reopen and settle are exclusive: a settlement marks its entries in one transaction on
 * `settle_marks/{uid}` and then writes them settled, so a reopen first takes the entry's mark in a
 * transaction on the same node (refused while a settlement holds it), then claims and writes the
 * entry, and the same atomic update removes the mark.
 */
export async function holdForReopen(
  store: Store,
  entryId: string,
  check: EntryCheck,
  caller: Caller,
  now: () => number,
): Promise<Hold> {
  const entry = await readEntry(store, entryId);
  if (!entry) throw new HttpsError('not-found', transitionMessages.notFound);
  // A settled entry keeps its settlement's mark: the table says why it cannot be reopened.
  const checked = check(entryWithKeptNames(entry, await readKeptNames(store)));
  if (!checked.allowed) throw await refusalError(store, entryId, checked);
  const uid = entry.owner.uid;
  const at = now();
  const mark: SettleMark = {
    settlementId: `${REOPENING_PREFIX}${randomUUID()}`,
    by: createdByOf(caller),
    at,
  };
  const marked = await markEntries(store, uid, [entryId], mark, await abandonedSettlements(store, uid, at));
  if (!marked.committed) {
    const holder = marked.held[0];
    const by = await namedActor(store, holder?.by);
    const message =
      holder && isReopeningMark(holder)
        ? transitionMessages.beingReopened(by)
        : transitionMessages.beingSettled(by);
    throw await conflict(store, entryId, message);
  }
  return {
    writes: { [`${settleMarksPath(uid)}/${entryId}`]: null },
    release: async () => {
      await unmarkEntries(store, uid, [entryId], mark.settlementId);
    },
  };
}
