import { HttpsError } from 'firebase-functions/v2/https';
import { toPaise } from '../../domain/spend/money.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import { spendAmountNames, type SpendAmounts } from '../../domain/spend/spendFields.js';
import { daySpendsOf } from '../../domain/spendEntries/daySpends.js';
import { billEntriesPath, ownerDayPath } from '../../domain/spendEntries/reviewIndex.js';
import {
  blockingFindings,
  checkPolicy,
  flagsOf,
  type SpendFlag,
} from '../../domain/spendEntries/spendFlags.js';
import { billReadSchema, type BillRead } from '../../domain/bills/billRead.js';
import { billFlags } from '../../domain/spendEntries/overBills.js';
import { serverBillReadSchema, type ServerBillRead } from '../../domain/bills/serverRead.js';
import type { UploadRecord } from '../../domain/uploads/uploadRecord.js';
import type { Store } from '../../ports/store.js';
import { readSpendPolicy } from './policyStore.js';
import type { Vehicle } from '../../domain/day/mileagePolicy.js';
import type { MileageAllowance } from '../../domain/day/mileage.js';
import { mileageCheck } from '../day/mileageCheck.js';

export const billMessages = {
  notFound: 'This bill does not exist (any more).',
  notYours: 'You can only attach bills you uploaded yourself.',
  onAnotherSpend: 'This bill is already on another spend.',
} as const;

export interface CheckedBill {
  id: string;
  sha256: string;
  /** What the phone read from it, if anything. */
  read?: BillRead | undefined;
  /** What the server read from its image, once it has. */
  serverRead?: ServerBillRead | undefined;
}

/** A bill record's two readings, each kept only when it is one. */
export function readingsOf(record: {
  read?: unknown;
  serverRead?: unknown;
}): Pick<CheckedBill, 'read' | 'serverRead'> {
  const read = billReadSchema.safeParse(record.read);
  const serverRead = serverBillReadSchema.safeParse(record.serverRead);
  return {
    ...(read.success ? { read: read.data } : {}),
    ...(serverRead.success ? { serverRead: serverRead.data } : {}),
  };
}

export interface EntryChecks {
  flags: SpendFlag[];
  bills: CheckedBill[];
  /** The server's mileage figures for the vehicle the entry names (none named, or no legs: absent). */
  mileage?: MileageAllowance;
}

function billError(index: number, message: string): HttpsError {
  const fieldErrors = [{ field: `billIds.${String(index)}`, message }];
  return new HttpsError('invalid-argument', `billIds: ${message}`, { fieldErrors });
}

/** The caller's bills, each uploaded by them and on no other entry; refused with a field message if not. */
export async function checkBills(
  store: Store,
  ownerUid: string,
  entryId: string,
  billIds: readonly string[],
): Promise<CheckedBill[]> {
  return Promise.all(
    billIds.map(async (id, index) => {
      const record = await store.get<UploadRecord>(`bills/${id}`);
      if (!record || typeof record.sha256 !== 'string') throw billError(index, billMessages.notFound);
      if (record.uploadedBy.uid !== ownerUid) throw billError(index, billMessages.notYours);
      if (record.entryId !== undefined && record.entryId !== entryId) {
        throw billError(index, billMessages.onAnotherSpend);
      }
      return { id, sha256: record.sha256, ...readingsOf(record) };
    }),
  );
}

/**
 * The server's half of the limits and flags: the same domain check the Spent dialog runs, against the
 * day's stored entries of the same person, plus what only the server knows (a bill of the same content
 * on another entry, another entry with the same day and spent amount). A blocking rule refuses the save
 * with its field message.
 */
export async function entryChecks(
  store: Store,
  input: {
    side: SpendSide;
    ownerUid: string;
    entryId: string;
    day: string;
    amounts: SpendAmounts;
    billIds: readonly string[];
    /** The vehicle whose mileage the phone offered for Fuel, if Mileage was used. */
    vehicle?: Vehicle | undefined;
  },
): Promise<EntryChecks> {
  const [policy, dayEntries, bills] = await Promise.all([
    readSpendPolicy(store),
    store.get<Record<string, Partial<SpendAmounts>>>(ownerDayPath(input.ownerUid, input.day)),
    checkBills(store, input.ownerUid, input.entryId, input.billIds),
  ]);
  const earlierToday: Partial<SpendAmounts> = {};
  const sameDayAmount: string[] = [];
  const others: Partial<SpendAmounts>[] = [];
  for (const [otherId, amounts] of Object.entries(dayEntries ?? {})) {
    if (otherId === input.entryId) continue;
    others.push(amounts);
    for (const name of spendAmountNames)
      earlierToday[name] = (earlierToday[name] ?? 0) + (amounts[name] ?? 0);
    if (toPaise(amounts.spentAmount ?? -1) === toPaise(input.amounts.spentAmount))
      sameDayAmount.push(otherId);
  }
  const findings = checkPolicy({
    side: input.side,
    amounts: input.amounts,
    billCount: input.billIds.length,
    earlierToday,
    policy,
  });
  const blocking = blockingFindings(findings);
  if (blocking.length > 0) {
    const fieldErrors = blocking.map(({ field, message }) => ({ field, message }));
    throw new HttpsError('invalid-argument', `${blocking[0]?.field ?? ''}: ${blocking[0]?.message ?? ''}`, {
      fieldErrors,
    });
  }
  const sameBills: { billId: string; otherEntryId: string }[] = [];
  for (const bill of bills) {
    const others = (await store.get<Record<string, string>>(billEntriesPath(bill.sha256))) ?? {};
    for (const otherEntryId of Object.keys(others)) {
      if (otherEntryId !== input.entryId) sameBills.push({ billId: bill.id, otherEntryId });
    }
  }
  const day = daySpendsOf([...others, input.amounts]);
  const flags = flagsOf({ findings, sameBills, sameDayAmount, day });
  const readFlags = billFlags(
    toPaise(input.amounts.spentAmount),
    bills.map((bill) => ({ billId: bill.id, ...bill })),
  );
  const mileage = await mileageCheck(store, {
    policy,
    ownerUid: input.ownerUid,
    day: input.day,
    vehicle: input.vehicle,
    dayFuelPaise: day.totals.fuel,
  });
  return {
    flags: [...flags, ...readFlags, ...(mileage.flag ? [mileage.flag] : [])],
    bills,
    ...(mileage.mileage ? { mileage: mileage.mileage } : {}),
  };
}

/** The writes that put bills on an entry (and take removed ones off), for the entry's atomic update. */
export function billWrites(
  entryId: string,
  added: readonly CheckedBill[],
  removed: readonly CheckedBill[] = [],
): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  for (const bill of removed) {
    writes[`bills/${bill.id}/entryId`] = null;
    writes[`${billEntriesPath(bill.sha256)}/${entryId}`] = null;
  }
  for (const bill of added) {
    writes[`bills/${bill.id}/entryId`] = entryId;
    writes[`${billEntriesPath(bill.sha256)}/${entryId}`] = bill.id;
  }
  return writes;
}
