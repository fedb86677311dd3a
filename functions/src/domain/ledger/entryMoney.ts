import { toPaise } from '../spend/money.js';
import { splitPaise } from '../spend/split.js';
import { isApprovedState, isClaimedState } from '../spendEntries/entryStates.js';
import { splitReducedPaise } from '../spendEntries/reducedSplit.js';
import type { SpendEntryRecord } from '../spendEntries/spendEntry.js';
import { zeroAmounts, type PostingAmounts } from './postingAmounts.js';

export interface MoneyEntry {
  state: SpendEntryRecord['state'];
  amounts: Pick<SpendEntryRecord['amounts'], 'allocatedAmount' | 'spentAmount'>;
  approvedAmount?: number | null | undefined;
  settlement?: unknown;
  advanceReversed?: unknown;
  advanceOwedOnRefusal?: unknown;
}

/**
 * The one reading of what a spend entry amounts to in its current state, in whole paise. Every posting
 * of an entry is the difference of this between the entry before and after an event, so the sum of an
 * entry's postings is always this.
 * - claimed: its allocated and spent amounts while it is claimed (not withdrawn);
 * - advance: its allocation, drawn from the person's paid advances once the spend is approved (a
 *   refused or withdrawn spend leaves the advance with the person, open on their advance ledger). A
 *   refused or withdrawn spend decided before advances existed (`advanceOwedOnRefusal`, or held by
 *   the settlement that recovered it) keeps counting as it was booked then, owed back by the person;
 * - approved: its approved amount while approved or settled;
 * - paid / recovered: once a settlement holds it, what that settlement paid or recovered for it.
 */
export function entryMoney(entry: MoneyEntry): PostingAmounts {
  const money = zeroAmounts();
  const allocated = toPaise(entry.amounts.allocatedAmount);
  if (isClaimedState(entry.state)) {
    money.allocated = allocated;
    money.claimed = toPaise(entry.amounts.spentAmount);
  }
  const owedBack = Boolean(entry.settlement) || Boolean(entry.advanceOwedOnRefusal);
  const drawn = isApprovedState(entry.state) || (entry.state !== 'waiting' && owedBack);
  if (drawn && !entry.advanceReversed) money.advance = allocated;
  if (isApprovedState(entry.state))
    money.approved = toPaise(entry.approvedAmount ?? entry.amounts.spentAmount);
  if (entry.settlement) {
    const net = money.approved - money.advance;
    money.paid = Math.max(net, 0);
    money.recovered = Math.max(-net, 0);
  }
  return money;
}

/**
 * One record's share of its entry's approved amount in paise (the record at its place in the entry's
 * `recordIds`), or null while the entry is not approved or the record is not one of its own.
 */
export function recordApprovedPaise(
  entry: MoneyEntry & Pick<SpendEntryRecord, 'recordIds'>,
  recordId: string,
): number | null {
  const index = entry.recordIds.indexOf(recordId);
  if (index < 0 || !isApprovedState(entry.state)) return null;
  return approvedShares(entryMoney(entry), Math.max(1, entry.recordIds.length))[index] ?? null;
}

/**
 * Each place's share of the approved amount, place by place in the entry's order: approved for less,
 * the reduction is taken off the claimed shares (splitReducedPaise).
 */
export function approvedShares(money: Pick<PostingAmounts, 'claimed' | 'approved'>, parts: number): number[] {
  return money.approved > 0 && money.approved <= money.claimed
    ? splitReducedPaise(money.claimed, money.approved, parts)
    : splitPaise(money.approved, parts);
}

/** Each place's share of the entry's claimed and approved amounts (the same split as its records). */
export function entryPlaceShares(
  entry: MoneyEntry & Pick<SpendEntryRecord, 'places'>,
): Map<string, { claimed: number; approved: number }> {
  const money = entryMoney(entry);
  const parts = Math.max(1, entry.places.length);
  const claimed = splitPaise(money.claimed, parts);
  const approved = approvedShares(money, parts);
  const shares = new Map<string, { claimed: number; approved: number }>();
  for (let index = 0; index < parts; index += 1) {
    const place = entry.places[index] ?? entry.places[entry.places.length - 1] ?? '';
    const share = shares.get(place) ?? { claimed: 0, approved: 0 };
    share.claimed += claimed[index] ?? 0;
    share.approved += approved[index] ?? 0;
    shares.set(place, share);
  }
  return shares;
}

/**
 * What the entry adds to its owner's balance while no settlement holds it (paise): approved minus
 * advance; what a settlement of it pays (positive) or recovers (negative).
 */
export function openBalancePaise(entry: MoneyEntry): number {
  const money = entryMoney({ ...entry, settlement: undefined });
  return money.approved - money.advance;
}

/**
 * Whether a settlement can take the entry now: approved and not settled, or refused or withdrawn with
 * an advance that was never returned.
 */
export function isSettleable(entry: MoneyEntry): boolean {
  if (entry.settlement) return false;
  if (entry.state === 'approved') return true;
  return (entry.state === 'refused' || entry.state === 'withdrawn') && entryMoney(entry).advance > 0;
}
