import { useEffect, useRef, useState } from 'react';
import type { UploadDept } from '@domain/uploads/folders';
import { entryUploadId } from '@domain/uploads/entryUploadId';
import type { OutboxEntry } from '../../../lib/submission/entry';
import { outbox } from '../../../lib/submission/outbox';
import { chosenImageProblem } from '../../uploads/imageFile';
import { prepareUpload } from '../../uploads/prepareUpload';
import { billText } from './billText';

/** A photo chosen in the Spent dialog; `handed` once it is in the outbox (a resave reuses it). */
export interface AddedBill {
  key: string;
  file: File;
  previewUrl: string;
  handed?: { uploadEntryId: string; billId: string } | undefined;
}

export type HandOver = { ok: true; billIds: string[]; after: string[] } | { ok: false; message: string };

let nextKey = 0;

/** Stores a photo entry and answers as soon as it is on the phone (the outbox then sends it). */
function storeUpload(draft: Parameters<typeof outbox.submit>[0]): Promise<OutboxEntry> {
  return new Promise((resolve, reject) => {
    outbox.submit(draft, { onStored: resolve }).catch(reject);
  });
}

/**
 * The bills a Spent dialog adds: chosen (camera or files) with the Bills dialog's checks, then, on
 * save, compressed and queued as photo entries before the spend, which names their records (the outbox
 * sends it after them). A bill the same content of which is stored already is uploaded anyway: the
 * reviewer sees it flagged 'same bill' when it is on another spend.
 */
export function useAddedBills(dept: UploadDept) {
  const [bills, setBills] = useState<AddedBill[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);

  const add = async (files: readonly File[]) => {
    setProblem(null);
    const accepted: AddedBill[] = [];
    for (const file of files) {
      const refused = await chosenImageProblem('bills', file);
      if (refused !== null) {
        setProblem(refused);
        continue;
      }
      nextKey += 1;
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      accepted.push({ key: `bill-${String(nextKey)}`, file, previewUrl });
    }
    setBills((current) => [...current, ...accepted]);
  };

  const remove = (key: string) => {
    setBills((current) => current.filter((bill) => bill.key !== key));
  };

  /** Puts every bill not yet queued in the outbox; answers their records' ids and their entries. */
  const handOver = async (): Promise<HandOver> => {
    const owner = outbox.getOwner();
    if (owner === null) return { ok: false, message: billText.signIn };
    const handed: AddedBill[] = [];
    for (const bill of bills) {
      if (bill.handed) {
        handed.push(bill);
        continue;
      }
      const prepared = await prepareUpload({ file: bill.file, folder: 'bills', dept, allowDuplicate: true });
      if (prepared.kind === 'refused')
        return { ok: false, message: `${bill.file.name}: ${prepared.message}` };
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
      setBills((current) => current.map((item) => (item.key === bill.key ? done : item)));
    }
    return {
      ok: true,
      billIds: handed.flatMap((bill) => (bill.handed ? [bill.handed.billId] : [])),
      after: handed.flatMap((bill) => (bill.handed ? [bill.handed.uploadEntryId] : [])),
    };
  };

  /** The dialog saved: the photos belong to the spend now (the outbox sends them). */
  const clear = () => {
    setBills([]);
    setProblem(null);
  };

  return { bills, problem, add, remove, handOver, clear };
}
