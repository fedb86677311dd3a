import type { EntryBill, SpendEntryView } from '../../domain/api/spendEntryView.js';
import { sizedDeliveryUrl } from '../../domain/files/fileDisplay.js';
import { fileLimits } from '../../domain/files/fileLimits.js';
import { spendEntryRecordSchema, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { UploadRecord } from '../../domain/uploads/uploadRecord.js';
import type { Store } from '../../ports/store.js';
import { spendEntryPath } from '../../domain/spendEntries/spendEntry.js';
import type { SpendAmounts } from '../../domain/spend/spendFields.js';
import { daySpendsOf } from '../../domain/spendEntries/daySpends.js';
import { ownerDayPath } from '../../domain/spendEntries/reviewIndex.js';
import { flagAsDayStands, type SpendFlag } from '../../domain/spendEntries/spendFlags.js';

/** Reads a stored entry; null when there is none (or it cannot be read). */
export async function readEntry(store: Store, entryId: string): Promise<SpendEntryRecord | null> {
  return parseEntry(await store.get(spendEntryPath(entryId)));
}

export function parseEntry(value: unknown): SpendEntryRecord | null {
  if (value === null || value === undefined) return null;
  const parsed = spendEntryRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A bill as a row shows it; `exists` false when its record is gone. */
export async function billOf(store: Store, id: string): Promise<EntryBill> {
  const record = await store.get<UploadRecord>(`bills/${id}`);
  if (!record || typeof record.secure_url !== 'string') {
    return { id, url: '', previewUrl: '', thumbnailUrl: '', fileName: '', exists: false };
  }
  return billView(id, record);
}

/** A stored bill as a row shows it: a thumbnail that opens full size. */
export function billView(id: string, record: UploadRecord): EntryBill {
  return {
    id,
    url: record.secure_url,
    previewUrl: sizedDeliveryUrl(record.secure_url, fileLimits.previewPx),
    thumbnailUrl: sizedDeliveryUrl(record.secure_url, fileLimits.thumbnailPx),
    fileName: record.original_filename,
    exists: true,
    ...(record.read ? { read: record.read } : {}),
    ...(record.serverRead ? { serverRead: record.serverRead } : {}),
  };
}

/**
 * A waiting entry's over-limit flags as its day now stands: another spend of the day corrected or
 * withdrawn since changes the day's total (or ends the flag), so the flag never names a stale total.
 */
async function flagsAsDayStands(store: Store, entry: SpendEntryRecord): Promise<SpendFlag[]> {
  if (entry.state !== 'waiting' || !entry.flags.some((flag) => flag.kind === 'overLimit')) return entry.flags;
  const dayEntries = await store.get<Record<string, Partial<SpendAmounts>>>(
    ownerDayPath(entry.owner.uid, entry.day),
  );
  const day = daySpendsOf(Object.values(dayEntries ?? {}));
  return entry.flags.flatMap((flag) => flagAsDayStands(flag, day) ?? []);
}

/** An entry as the screens show it, with its bills' delivery URLs. */
export async function entryView(store: Store, id: string, entry: SpendEntryRecord): Promise<SpendEntryView> {
  const [bills, flags] = await Promise.all([
    Promise.all(entry.billIds.map((billId) => billOf(store, billId))),
    flagsAsDayStands(store, entry),
  ]);
  return {
    id,
    side: entry.side,
    owner: entry.owner,
    day: entry.day,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    visitType: entry.visitType,
    places: entry.places,
    amounts: entry.amounts,
    ...(entry.mileage ? { mileage: entry.mileage } : {}),
    bills,
    recordIds: entry.recordIds,
    state: entry.state,
    version: entry.version,
    flags,
    approvedAmount: entry.approvedAmount ?? null,
    reason: entry.reason ?? null,
    decidedBy: entry.decidedBy ?? null,
    decidedAt: entry.decidedAt ?? null,
    history: entry.history,
    settlement: entry.settlement ?? null,
    advanceReversed: entry.advanceReversed !== undefined,
    advanceOwedOnRefusal: entry.advanceOwedOnRefusal === true,
  };
}
