import { useId } from 'react';
import type { EntryBill } from '@domain/api/spendEntryView';
import { FormMessage } from '../../../components/form/FormMessage';
import type { AddedBill } from './useAddedBills';
import { billText } from './billText';
import { warmBillReader } from '../../uploads/read/billReader';

interface SpendBillsProps {
  /** Bills already on the entry (a correction keeps them unless removed). */
  kept: readonly EntryBill[];
  added: readonly AddedBill[];
  /** Bills of a queued spend opened by Edit: on the phone, kept as they are. */
  queuedCount?: number;
  problem: string | null;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemoveKept: (id: string) => void;
  onRemoveAdded: (key: string) => void;
}

/** The Spent dialog's bills: each as a thumbnail with Remove, and 'Add bill' (camera or files, several). */
export function SpendBills({
  kept,
  added,
  queuedCount = 0,
  problem,
  disabled,
  onAdd,
  onRemoveKept,
  onRemoveAdded,
}: SpendBillsProps) {
  const inputId = useId();
  const hintId = useId();
  const shown = [
    ...kept.map((bill) => ({ key: bill.id, src: bill.thumbnailUrl, name: bill.fileName, kept: true })),
    ...added.map((bill) => ({ key: bill.key, src: bill.previewUrl, name: bill.file.name, kept: false })),
  ];
  return (
    <section className="spent__bills" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="spent__bills-title">
        {billText.title}
      </h3>
      {shown.length === 0 && queuedCount === 0 && <p className="spent__bills-none">{billText.none}</p>}
      {queuedCount > 0 && <p className="spent__bills-none">{billText.queued(queuedCount)}</p>}
      {shown.length > 0 && (
        <ul className="spent__bill-list" aria-label="Bills of this spend">
          {shown.map((bill) => (
            <li key={bill.key} className="spent__bill">
              <img src={bill.src} alt={`Bill ${bill.name}`} width={56} height={56} />
              <button
                type="button"
                className="button"
                aria-label={billText.remove(bill.name)}
                onClick={() => {
                  if (bill.kept) onRemoveKept(bill.key);
                  else onRemoveAdded(bill.key);
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        className="spent__bill-input"
        type="file"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        multiple
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          onAdd(files);
        }}
      />
      <label
        className="button spent__add-bill"
        htmlFor={inputId}
        aria-disabled={disabled}
        // The camera takes seconds: the bill reader's files come meanwhile.
        onClick={warmBillReader}
      >
        {billText.add}
      </label>
      <p id={hintId} className="spent__bills-hint">
        {billText.hint}
      </p>
      {problem && <FormMessage>{problem}</FormMessage>}
    </section>
  );
}
