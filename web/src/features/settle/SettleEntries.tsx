import type { SpendEntryView } from '@domain/api/spendEntryView';
import { entryBalancePaise, paiseText } from '@domain/settlements/balances';
import { rupeeText } from '@domain/spendEntries/rupees';
import { settleText } from './settleText';

/** 'YYYY-MM-DD' as a tick names its day: '26/11'. */
const shortDay = (day: string) => day.slice(8, 10) + '/' + day.slice(5, 7);

/**
 * A tick's name, its spend: '26/11 · VJTI Mumbai · ₹423.37' (the approved amount), or for a refused or
 * withdrawn spend the advance it owes: '26/11 · COEP · advance ₹2,000.00'.
 */
export function tickName(entry: SpendEntryView): string {
  const amount =
    entry.state === 'approved'
      ? rupeeText(entry.approvedAmount ?? entry.amounts.spentAmount)
      : `advance ${rupeeText(entry.amounts.allocatedAmount)}`;
  return `${shortDay(entry.day)} · ${entry.places.join(', ')} · ${amount}`;
}

/** What the tick adds to the settlement: 'Approved ₹1,234.56, advance ₹1,000.00: ₹234.56 to pay'. */
function tickDetails(entry: SpendEntryView): string {
  const balance = entryBalancePaise(entry);
  const what =
    entry.state === 'approved'
      ? `Approved ${rupeeText(entry.approvedAmount ?? entry.amounts.spentAmount)}, advance ${rupeeText(entry.amounts.allocatedAmount)}`
      : settleText.advanceOf(entry.state);
  return `${what}: ${paiseText(balance)} ${balance < 0 ? 'to recover' : 'to pay'}`;
}

interface SettleEntriesProps {
  entries: readonly SpendEntryView[];
  isTicked: (id: string) => boolean;
  onTick: (id: string, on: boolean) => void;
}

/**
 * A person's open entries to settle, one tick each, named by its spend; a list rather than a table so
 * that a long place name wraps on a phone instead of widening the page.
 */
export function SettleEntries({ entries, isTicked, onTick }: SettleEntriesProps) {
  return (
    <fieldset className="settle__entries">
      <legend className="settle__entries-title">{settleText.entries}</legend>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} className="settle-tick">
            <input
              id={`tick-${entry.id}`}
              type="checkbox"
              className="settle-tick__box"
              checked={isTicked(entry.id)}
              aria-describedby={`tick-${entry.id}-details`}
              onChange={(event) => {
                onTick(entry.id, event.target.checked);
              }}
            />
            <label htmlFor={`tick-${entry.id}`} className="settle-tick__name">
              {tickName(entry)}
            </label>
            <span id={`tick-${entry.id}-details`} className="settle-tick__details">
              {tickDetails(entry)}
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
