import { useState } from 'react';
import type { DateRange } from '../lib/dateRange';
import { dayOfText, dayTextOf, dayTextPlaceholder } from '../lib/dayText';
import './RangeFilter.css';

interface RangeFilterProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

/** Why a range cannot be applied, or null with the range when it can. */
function checkRange(fromText: string, toText: string): { problem: string } | { range: DateRange } {
  const from = dayOfText(fromText);
  const to = dayOfText(toText);
  if (from === null || to === null) return { problem: `Enter each date as ${dayTextPlaceholder}.` };
  if (from && to && from > to) return { problem: 'The start date must not be after the end date.' };
  return { range: { ...(from ? { from } : {}), ...(to ? { to } : {}) } };
}

/**
 * From and To days (both included) for the charts, the table and the per-place figures alike. Typed
 * as dd/mm/yyyy: a native date field would show the browser's own order (mm/dd/yyyy in the US).
 */
export function RangeFilter({ range, onChange }: RangeFilterProps) {
  const [from, setFrom] = useState(dayTextOf(range.from ?? ''));
  const [to, setTo] = useState(dayTextOf(range.to ?? ''));
  const [problem, setProblem] = useState('');
  const active = range.from !== undefined || range.to !== undefined;
  const dayField = (label: string, value: string, set: (text: string) => void) => (
    <label>
      {label}
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={dayTextPlaceholder}
        size={10}
        value={value}
        onChange={(event) => {
          set(event.target.value);
        }}
      />
    </label>
  );
  return (
    <form
      className="range-filter"
      aria-label="Date range"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkRange(from, to);
        if ('problem' in checked) {
          setProblem(checked.problem);
          return;
        }
        setProblem('');
        onChange(checked.range);
      }}
    >
      {dayField('From', from, setFrom)}
      {dayField('To', to, setTo)}
      <button type="submit" className={active ? 'button button--primary' : 'button'}>
        Apply
      </button>
      <button
        type="button"
        className="button"
        disabled={!active && !from && !to}
        onClick={() => {
          setFrom('');
          setTo('');
          setProblem('');
          onChange({});
        }}
      >
        Reset
      </button>
      {problem && (
        <p role="alert" className="range-filter__problem">
          {problem}
        </p>
      )}
    </form>
  );
}
