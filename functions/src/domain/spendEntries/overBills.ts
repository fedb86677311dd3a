import { judgedTotal, type BillReadings } from '../bills/serverRead.js';
import type { SpendFlag } from './spendFlags.js';

/** A claim may exceed what its bills read by this much (1 %): rounding, a tip, a misread paisa. */
const ALLOWED_PERCENT = 1;
/** A phone's total and the server's may differ by this much before the phone's is called a misread. */
const SAME_READ_PERCENT = 1;

/**
 * The 'Claimed ₹1,500.00, bills read ₹1,234.00' flag: when every bill of the spend has a total read
 * from it (the server's reading where it has one, else the phone's) and the claim exceeds their sum by
 * more than 1 %. A bill with no total read leaves the claim unjudged: comparing to part of the bills
 * would flag honest spends.
 */
export function overBillsFlag(claimedPaise: number, bills: readonly BillReadings[]): SpendFlag | null {
  if (bills.length === 0) return null;
  let readPaise = 0;
  for (const bill of bills) {
    const total = judgedTotal(bill);
    if (total === undefined) return null;
    readPaise += total;
  }
  return claimedPaise * 100 > readPaise * (100 + ALLOWED_PERCENT)
    ? { kind: 'overBills', claimedPaise, readPaise }
    : null;
}

const differs = (a: number, b: number) => Math.abs(a - b) * 100 > Math.max(a, b) * SAME_READ_PERCENT;

/**
 * What the server's reading says of the phone's, per bill whose phone reading was used (it filled the
 * claim): 'The phone read ₹71,200.00, the bill reads ₹1,200.00' when their totals differ, and a used
 * total the bill's own lines do not support (the server read it too, but with a doubt).
 */
export function readingFlags(bills: readonly BillReadings[]): SpendFlag[] {
  const flags: SpendFlag[] = [];
  for (const { billId, read, serverRead } of bills) {
    if (read?.status !== 'read' || !read.used || read.totalPaise === undefined) continue;
    if (serverRead?.status !== 'read' || serverRead.totalPaise === undefined) continue;
    if (differs(read.totalPaise, serverRead.totalPaise)) {
      flags.push({
        kind: 'readDiffers',
        billId,
        phonePaise: read.totalPaise,
        serverPaise: serverRead.totalPaise,
      });
    } else if (serverRead.doubt) {
      flags.push({ kind: 'readUnsupported', billId, usedPaise: read.totalPaise });
    }
  }
  return flags;
}

/** The flags a spend's bills' readings raise, as the save, a correction, an attach and a server read judge them. */
export function billFlags(claimedPaise: number, bills: readonly BillReadings[]): SpendFlag[] {
  const overBills = overBillsFlag(claimedPaise, bills);
  return [...(overBills ? [overBills] : []), ...readingFlags(bills)];
}

/** The kinds `billFlags` owns: replaced whenever a spend's bills are judged again. */
export const billFlagKinds = ['overBills', 'readDiffers', 'readUnsupported'] as const;
