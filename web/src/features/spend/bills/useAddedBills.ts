import { useEffect, useRef, useState } from 'react';
import type { BillReading } from '@domain/bills/readBillText';
import type { SpendDayWindow } from '@domain/spend/spendDayWindow';
import type { UploadDept } from '@domain/uploads/folders';
import { chosenImageProblem } from '../../uploads/imageFile';
import { handOverBills, type HandOver } from './handOverBills';
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
  const handOver = (): Promise<HandOver> =>
    handOverBills(bills, dept, (done) => {
      setBills((current) => current.map((item) => (item.key === done.key ? done : item)));
    });

  /** The dialog saved: the photos belong to the spend now (the outbox sends them). */
  const clear = () => {
    setBills([]);
    setProblem(null);
  };

  return { bills, problem, add, remove, markUsed, handOver, clear };
}
