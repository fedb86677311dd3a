import type { BillRead } from '../bills/billRead.js';
import type { SpendFlag } from './spendFlags.js';

/** A claim may exceed what its bills read by this much (1 %): rounding, a tip, a misread paisa. */
const ALLOWED_PERCENT = 1;

/**
 * The 'Claimed ₹1,500.00, bills read ₹1,234.00' flag: when every bill of the spend has a total read
 * from it and the claim exceeds their sum by more than 1 %. A bill with no total read (not read, or
 * could not be read) leaves the claim unjudged: comparing to part of the bills would flag honest spends.
 */
export function overBillsFlag(
  claimedPaise: number,
  reads: readonly (BillRead | undefined)[],
): SpendFlag | null {
  if (reads.length === 0) return null;
  let readPaise = 0;
  for (const read of reads) {
    if (read?.status !== 'read' || read.totalPaise === undefined) return null;
    readPaise += read.totalPaise;
  }
  return claimedPaise * 100 > readPaise * (100 + ALLOWED_PERCENT)
    ? { kind: 'overBills', claimedPaise, readPaise }
    : null;
}
