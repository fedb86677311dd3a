import type { EntryBill } from '@domain/api/spendEntryView';

/** The bills a corrected entry keeps, each removable before resending. */
export function KeptBills({
  bills,
  onRemove,
}: {
  bills: readonly EntryBill[];
  onRemove: (id: string) => void;
}) {
  return (
    <section className="spent__bills" aria-label="Bills of this spend">
      <h3 className="spent__bills-title">Bills</h3>
      {bills.length === 0 && <p className="spent__bills-none">No bill</p>}
      <ul className="spent__bill-list">
        {bills.map((bill) => (
          <li key={bill.id} className="spent__bill">
            <img src={bill.thumbnailUrl} alt={`Bill ${bill.fileName}`} width={56} height={56} />
            <button
              type="button"
              className="button"
              aria-label={`Remove bill ${bill.fileName}`}
              onClick={() => {
                onRemove(bill.id);
              }}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
