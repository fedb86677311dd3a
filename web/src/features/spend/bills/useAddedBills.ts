import { useEffect, useRef, useState } from 'react';
import type { BillRead } from '@domain/bills/billRead';
import type { BillReading } from '@domain/bills/readBillText';
import type { SpendDayWindow } from '@domain/spend/spendDayWindow';
import type { UploadDept } from '@domain/uploads/folders';
import { entryUploadId } from '@domain/uploads/entryUploadId';
import type { OutboxEntry } from '../../../lib/submission/entry';
import { outbox } from '../../../lib/submission/outbox';
import { chosenImageProblem } from '../../uploads/imageFile';
import { prepareUpload } from '../../uploads/prepareUpload';
import { billText } from './billText';
import { readBillPhoto } from '../../uploads/read/billReader';

/** Where reading a photo stands: being read, read (or not a bill), or the reader could not start. */
export type ReadState = { status: 'reading' } | BillReading | { status: 'failed' };

/**
 * A photo chosen in the Spent dialog; `handed` once it is in the outbox (a resave reuses it); what the
 * phone read from it, and whether the person tapped Use.
 */
export interface AddedBill {
  key: string;
  file: File;
  previewUrl: string;
  handed?: { uploadEntryId: string; billId: string } | undefined;
  reading: ReadState;
  used: boolean;
}

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
 * The bills a Spent dialog adds: chosen (camera or files) with the Bills dialog's checks, then, on
 * save, compressed and queued as photo entries before the spend, which names their records (the outbox
 * sends it after them). A bill the same content of which is stored already is uploaded anyway: the
 * reviewer sees it flagged 'same bill' when it is on another spend.
 */
export function useAddedBills(dept: UploadDept, readWindow: () => SpendDayWindow) {
  const [bills, setBills] = useState<AddedBill[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useRef(new Set<string>());
  const lastKey = useRef(0);

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
      lastKey.current += 1;
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      accepted.push({
        key: `bill-${String(lastKey.current)}`,
        file,
        previewUrl,
        reading: { status: 'reading' },
        used: false,
      });
    }
    setBills((current) => [...current, ...accepted]);
    for (const bill of accepted) void read(bill.key, bill.file);
  };

  /** Reads a photo on the phone, beside everything else: Save never waits for it. */
  const read = async (key: string, file: File) => {
    let reading: ReadState;
    try {
      reading = await readBillPhoto(file, readWindow());
    } catch {
      reading = { status: 'failed' };
    }
    setBills((current) => current.map((bill) => (bill.key === key ? { ...bill, reading } : bill)));
  };

  /** The person tapped Use on these bills' reading. */
  const markUsed = (keys: readonly string[]) => {
    setBills((current) => current.map((bill) => (keys.includes(bill.key) ? { ...bill, used: true } : bill)));
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
      const prepared = await prepareUpload({
        file: bill.file,
        folder: 'bills',
        dept,
        allowDuplicate: true,
        read: readOf(bill),
      });
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

  return { bills, problem, add, remove, markUsed, handOver, clear };
}
