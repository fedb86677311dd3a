import { useState } from 'react';
import type { DateRange } from './dateRange';

interface RangeFilterProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

/** From and To days (both included) for the charts, the table and the per-place figures alike. */
export function RangeFilter({ range, onChange }: RangeFilterProps) {
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [problem, setProblem] = useState('');
  const active = range.from !== undefined || range.to !== undefined;
  return (
    <form
      className="range-filter"
      aria-label="Date range"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (from && to && from > to) {
          setProblem('The start date must not be after the end date.');
          return;
        }
        setProblem('');
        onChange({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
      }}
    >
      <label>
        From
        <input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => {
            setFrom(e.target.value);
          }}
        />
      </label>
      <label>
        To
        <input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => {
            setTo(e.target.value);
          }}
        />
      </label>
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
