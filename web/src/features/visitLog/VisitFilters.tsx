import { useId, useState } from 'react';
import { visitPhases } from '@domain/options/visitOptions';
import { checkFilters } from '@domain/visits/location/checkFilters';
import { checkFilterText } from '../../lib/visitCheckText';
import type { VisitKind } from '@domain/visitCodes';
import { rangeSearch, type DateRange } from '../../lib/dateRange';
import { RangeFilter } from '../../components/RangeFilter';
import type { VisitFilterFields } from './useVisitFilter';
import { StaffSelect } from '../../components/StaffSelect';
import { OverdueOnly } from './OverdueOnly';
import { placeWordOf } from './visitColumns';

interface VisitFiltersProps {
  kind: VisitKind;
  range: DateRange;
  fields: Required<VisitFilterFields>;
  staff: readonly { uid: string; label: string }[];
  onRange: (range: DateRange) => void;
  onChange: (change: VisitFilterFields) => void;
}

/** Days, submitter, phase (sales), location check, overdue follow-ups and a name search; each change reloads the log from its first page. */
export function VisitFilters({ kind, range, fields, staff, onRange, onChange }: VisitFiltersProps) {
  const ids = { phase: useId(), check: useId() };
  return (
    <div className="dashboard__toolbar visits__filters">
      <RangeFilter key={rangeSearch(range)} range={range} onChange={onRange} />
      <StaffSelect
        className="visits__field"
        label="Submitted by"
        value={fields.staff}
        staff={staff}
        onChange={(uid) => {
          onChange({ staff: uid });
        }}
      />
      {kind === 'sales' && (
        <div className="visits__field">
          <label htmlFor={ids.phase}>Visit Phase</label>
          <select
            id={ids.phase}
            value={fields.phase}
            onChange={(event) => {
              onChange({ phase: event.target.value });
            }}
          >
            <option value="">Every phase</option>
            {visitPhases.map((phase) => (
              <option key={phase}>{phase}</option>
            ))}
          </select>
        </div>
      )}
      <div className="visits__field">
        <label htmlFor={ids.check}>Location</label>
        <select
          id={ids.check}
          value={fields.check}
          onChange={(event) => {
            onChange({ check: event.target.value });
          }}
        >
          <option value="">Every location</option>
          {checkFilters.map((status) => (
            <option key={status} value={status}>
              {checkFilterText[status]}
            </option>
          ))}
        </select>
      </div>
      <OverdueOnly
        checked={fields.overdue === '1'}
        onChange={(checked) => {
          onChange({ overdue: checked ? '1' : '' });
        }}
      />
      <NameSearch
        kind={kind}
        initial={fields.q}
        onSearch={(q) => {
          onChange({ q });
        }}
      />
    </div>
  );
}

/** A search on place names, sent on submit; emptying the box clears it at once. */
function NameSearch({
  kind,
  initial,
  onSearch,
}: {
  kind: VisitKind;
  initial: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState(initial);
  return (
    <form
      className="visits__search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
    >
      <label htmlFor={id}>Search {placeWordOf(kind).toLowerCase()} names</label>
      <div className="visits__search-row">
        <input
          id={id}
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => {
            setSearch(event.target.value);
            if (event.target.value === '') onSearch('');
          }}
        />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}
