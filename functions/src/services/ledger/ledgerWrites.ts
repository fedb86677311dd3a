import { entryPosting } from '../../domain/ledger/entryPostings.js';
import { entryPostingId } from '../../domain/ledger/postingId.js';
import {
  balanceChange,
  ledgerDaysPath,
  postingPath,
  storedPosting,
  type Posting,
} from '../../domain/ledger/posting.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import { increment } from '../../ports/store.js';

/** The writes that book one posting: the posting itself and its day's balance change (a cache). */
export function postingWrites(id: string, posting: Posting): Record<string, unknown> {
  const writes: Record<string, unknown> = { [postingPath(id)]: storedPosting(posting) };
  const change = balanceChange(posting.amounts);
  if (change !== 0) writes[`${ledgerDaysPath(posting.person)}/${posting.day}/change`] = increment(change);
  return writes;
}

/**
 * The ledger writes of one entry's change from `before` to `after`, for the same atomic update as the
 * entry: the posting of what moved (none when no amount did), keyed by the event that made it.
 */
export function entryLedgerWrites(
  entryId: string,
  before: SpendEntryRecord | null,
  after: SpendEntryRecord,
  requestId?: string,
): Record<string, unknown> {
  const posting = entryPosting(entryId, before, after, requestId);
  if (posting === null) return {};
  return postingWrites(entryPostingId(entryId, Math.max(0, after.history.length - 1)), posting);
}
