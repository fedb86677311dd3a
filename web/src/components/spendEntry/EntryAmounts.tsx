import type { SpendEntryView } from '@domain/api/spendEntryView';
import { rupeeText } from '@domain/spendEntries/rupees';
import './spendEntry.css';

const shown = [
  ['allocatedAmount', 'Allocated'],
  ['spentAmount', 'Spent'],
  ['food', 'Food'],
  ['fuel', 'Fuel'],
  ['stay', 'Stay'],
  ['toll', 'Toll'],
] as const;

/** The amounts of an entry before the split: allocated, spent and each category. */
export function EntryAmounts({ amounts }: { amounts: SpendEntryView['amounts'] }) {
  return (
    <dl className="entry-amounts">
      {shown.map(([name, label]) => (
        <div key={name}>
          <dt>{label}</dt>
          <dd>{rupeeText(amounts[name])}</dd>
        </div>
      ))}
    </dl>
  );
}
