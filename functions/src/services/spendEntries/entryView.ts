import type { EntryBill, SpendEntryView } from '../../domain/api/spendEntryView.js';
import { sizedDeliveryUrl } from '../../domain/files/fileDisplay.js';
import { fileLimits } from '../../domain/files/fileLimits.js';
import { spendEntryRecordSchema, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { UploadRecord } from '../../domain/uploads/uploadRecord.js';
import type { Store } from '../../ports/store.js';
import { spendEntryPath } from '../../domain/spendEntries/spendEntry.js';

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
  };
}

/** An entry as the screens show it, with its bills' delivery URLs. */
export async function entryView(store: Store, id: string, entry: SpendEntryRecord): Promise<SpendEntryView> {
  const bills = await Promise.all(entry.billIds.map((billId) => billOf(store, billId)));
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
    bills,
    recordIds: entry.recordIds,
    state: entry.state,
    version: entry.version,
    flags: entry.flags,
    approvedAmount: entry.approvedAmount ?? null,
    reason: entry.reason ?? null,
    decidedBy: entry.decidedBy ?? null,
    decidedAt: entry.decidedAt ?? null,
    history: entry.history,
    settlement: entry.settlement ?? null,
    advanceReversed: entry.advanceReversed !== undefined,
  };
}
