import { spendSides, type SpendSide } from '@domain/spend/sides';
import { spendFlagKinds, type SpendFlagKind } from '@domain/spendEntries/spendFlags';
import type { ReviewFilter } from './api/reviewQueue';
import { reviewText } from './reviewText';
import { personName } from '@domain/people/personName';

interface ReviewFiltersProps {
  filter: ReviewFilter;
  staff: readonly { uid: string; email?: string | undefined; name?: string | undefined }[];
  onChange: (filter: ReviewFilter) => void;
}

const sideLabels: Record<SpendSide, string> = { sales: 'Sales', placement: 'Placement' };

/** Side, staff member, days and flag: each optional, they combine. */
export function ReviewFilters({ filter, staff, onChange }: ReviewFiltersProps) {
  const set = (change: Partial<ReviewFilter>) => {
    const next = Object.fromEntries(
      Object.entries({ ...filter, ...change }).filter(([, value]) => value !== ''),
    );
    onChange(next);
  };
  const known = staff.some((person) => person.uid === filter.staff);
  return (
    <form
      className="review-filters"
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <label>
        Side
        <select
          value={filter.side ?? ''}
          onChange={(event) => {
            set({ side: (event.target.value || undefined) as SpendSide | undefined });
          }}
        >
          <option value="">Both</option>
          {spendSides.map((side) => (
            <option key={side} value={side}>
              {sideLabels[side]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Staff member
        <select
          value={filter.staff ?? ''}
          onChange={(event) => {
            set({ staff: event.target.value || undefined });
          }}
        >
          <option value="">Everyone</option>
          {filter.staff !== undefined && !known && <option value={filter.staff}>{filter.staff}</option>}
          {staff.map((person) => (
            <option key={person.uid} value={person.uid}>
              {personName(person)}
            </option>
          ))}
        </select>
      </label>
      <label>
        From
        <input
          type="date"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => {
            set({ from: event.target.value || undefined });
          }}
        />
      </label>
      <label>
        To
        <input
          type="date"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => {
            set({ to: event.target.value || undefined });
          }}
        />
      </label>
      <label>
        Flag
        <select
          value={filter.flag ?? ''}
          onChange={(event) => {
            set({ flag: (event.target.value || undefined) as SpendFlagKind | undefined });
          }}
        >
          <option value="">Any</option>
          {spendFlagKinds.map((kind) => (
            <option key={kind} value={kind}>
              {reviewText.flagKinds[kind]}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
