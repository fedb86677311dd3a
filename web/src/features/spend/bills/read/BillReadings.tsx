import type { BillReading } from '@domain/bills/readBillText';
import type { AddedBill } from '../useAddedBills';
import { readingText } from './readingText';

type Read = Extract<BillReading, { status: 'read' }>;

/** What Use puts in the form: the total (and the bill's day, when one was read). */
export interface ReadingUse {
  keys: string[];
  totalPaise?: number | undefined;
  day?: string | undefined;
}

interface BillReadingsProps {
  bills: readonly AddedBill[];
  onUse: (use: ReadingUse) => void;
}

function ReadLine({ bill, read, onUse }: { bill: AddedBill; read: Read; onUse: (use: ReadingUse) => void }) {
  const text = readingText.read(read);
  return (
    <li className="spent__reading">
      <span>{text}</span>
      {read.doubt && <span className="spent__warning"> {readingText.doubt}</span>}
      <button
        type="button"
        className="button spent__use"
        aria-label={readingText.useLabel(text.replace('Read from the bill: ', ''))}
        onClick={() => {
          onUse({ keys: [bill.key], totalPaise: read.totalPaise, day: read.day });
        }}
      >
        {readingText.use}
      </button>
    </li>
  );
}

/**
 * Beside the amounts: what the phone read from each bill photo, with Use; nothing is filled unasked.
 * A line per bill ('Reading IMG_2041.jpg...', 'Could not read this photo'), and the sum of several.
 */
export function BillReadings({ bills, onUse }: BillReadingsProps) {
  const totals = bills.flatMap((bill) =>
    bill.reading.status === 'read' && bill.reading.totalPaise !== undefined
      ? [{ key: bill.key, paise: bill.reading.totalPaise }]
      : [],
  );
  const sum = totals.reduce((all, { paise }) => all + paise, 0);
  if (bills.length === 0) return null;
  return (
    <ul className="spent__readings" aria-label="Read from the bills" aria-live="polite">
      {bills.map((bill) => {
        const { reading } = bill;
        if (reading.status === 'reading')
          return (
            // The status sits inside its item: a list holds only items, or axe and screen readers lose it.
            <li key={bill.key} className="spent__reading">
              <span role="status">{readingText.reading(bill.file.name)}</span>
            </li>
          );
        if (reading.status === 'unreadable')
          return (
            <li key={bill.key} className="spent__reading">
              {readingText.unreadable}
            </li>
          );
        if (reading.status === 'failed') return null;
        return <ReadLine key={bill.key} bill={bill} read={reading} onUse={onUse} />;
      })}
      {totals.length > 1 && (
        <li className="spent__reading">
          <span>{readingText.sum(totals.length, sum)}</span>
          <button
            type="button"
            className="button spent__use"
            aria-label={readingText.useLabel(readingText.sum(totals.length, sum))}
            onClick={() => {
              onUse({ keys: totals.map(({ key }) => key), totalPaise: sum });
            }}
          >
            {readingText.use}
          </button>
        </li>
      )}
    </ul>
  );
}
