import { useRef } from 'react';
import type { BillRead } from '@domain/bills/billRead';
import { maxDaysBackLimit, spendDayWindow } from '@domain/spend/spendDayWindow';
import { readBillPhoto } from './billReader';

/**
 * Bills uploaded from the Bills dialog, to be put on a spend later, are read as soon as they are
 * chosen; what was read by the time Upload sends one is kept with its record (never waited for). Any
 * day a spend may ever be dated on is a bill's possible day.
 */
export function useBillReads(enabled: boolean) {
  const results = useRef(new Map<string, BillRead>());
  return {
    start: (key: string, file: File) => {
      if (!enabled) return;
      readBillPhoto(file, spendDayWindow(Date.now(), maxDaysBackLimit)).then(
        (reading) => {
          results.current.set(key, reading.status === 'read' ? { ...reading, used: false } : reading);
        },
        () => undefined,
      );
    },
    readOf: (key: string): BillRead | undefined => results.current.get(key),
  };
}
