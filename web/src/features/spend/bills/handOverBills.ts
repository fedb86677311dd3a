import type { BillRead } from '@domain/bills/billRead';
import type { UploadDept } from '@domain/uploads/folders';
import { entryUploadId } from '@domain/uploads/entryUploadId';
import type { OutboxEntry } from '../../../lib/submission/entry';
import { outbox } from '../../../lib/submission/outbox';
import { prepareUpload } from '../../uploads/prepareUpload';
import { billText } from './billText';
import type { AddedBill } from './useAddedBills';

/** What is kept with the bill record: a reading the reader finished, and whether it was used. */
function readOf(bill: AddedBill): BillRead | undefined {
  if (bill.reading.status === 'unreadable') return { status: 'unreadable' };
  if (bill.reading.status !== 'read') return undefined;
  return { ...bill.reading, used: bill.used };
}

export type HandOver = { ok: true; billIds: string[]; after: string[] } | { ok: false; message: string };

/** Stores a photo entry and answers as soon as it is on the phone (the outbox then sends it). */
function storeUpload(draft: Parameters<typeof outbox.submit>[0]): Promise<OutboxEntry> {
  return new Promise((resolve, reject) => {
    outbox.submit(draft, { onStored: resolve }).catch(reject);
  });
}

/**
 * Puts every bill not yet queued in the outbox, one after the other, before the spend that names them;
 * `onHanded` gets each as it is stored. Answers their records' ids and their entries.
 */
export async function handOverBills(
  bills: readonly AddedBill[],
  dept: UploadDept,
  onHanded: (bill: AddedBill) => void,
): Promise<HandOver> {
  const owner = outbox.getOwner();
  if (owner === null) return { ok: false, message: billText.signIn };
  const handed: AddedBill[] = [];
  for (const bill of bills) {
    if (bill.handed) {
      handed.push(bill);
      continue;
    }
    const prepared = await prepareUpload({
      file: bill.file,
      folder: 'bills',
      dept,
      allowDuplicate: true,
      read: readOf(bill),
    });
    if (prepared.kind === 'refused') return { ok: false, message: `${bill.file.name}: ${prepared.message}` };
    const entry = await storeUpload({
      kind: 'upload',
      upload: prepared.payload,
      bytes: prepared.bytes,
      summary: `${billText.summary} · ${bill.file.name}`,
    });
    const done = {
      ...bill,
      handed: { uploadEntryId: entry.id, billId: await entryUploadId(owner, entry.id) },
    };
    handed.push(done);
    onHanded(done);
  }
  return {
    ok: true,
    billIds: handed.flatMap((bill) => (bill.handed ? [bill.handed.billId] : [])),
    after: handed.flatMap((bill) => (bill.handed ? [bill.handed.uploadEntryId] : [])),
  };
}
