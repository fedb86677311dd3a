import type { EntryBill } from '@domain/api/spendEntryView';
import { billReadText, serverReadText } from './billReadText';
import './spendEntry.css';

/** An entry's bills as thumbnails, each with what the phone and the server read from it; each opens full size in a new tab. */
export function EntryBills({ bills }: { bills: readonly EntryBill[] }) {
  if (bills.length === 0) return <p className="entry-bills entry-bills--none">No bill</p>;
  return (
    <ul className="entry-bills" aria-label="Bills">
      {bills.map((bill) => (
        <li key={bill.id}>
          {bill.exists ? (
            <a href={bill.url} target="_blank" rel="noreferrer" className="entry-bills__link">
              <img
                src={bill.thumbnailUrl}
                alt={`Bill ${bill.fileName} (opens full size)`}
                width={64}
                height={64}
                loading="lazy"
              />
            </a>
          ) : (
            <span className="entry-bills__gone">{bill.fileName} (deleted)</span>
          )}
          {bill.exists && bill.read && <span className="entry-bills__read">{billReadText(bill.read)}</span>}
          {bill.exists && bill.serverRead && (
            <span className="entry-bills__read entry-bills__read--server">
              {serverReadText(bill.serverRead)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
