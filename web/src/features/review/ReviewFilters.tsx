import { spendSides, type SpendSide } from '@domain/spend/sides';
import { spendFlagKinds, type SpendFlagKind } from '@domain/spendEntries/spendFlags';
import type { ReviewFilter } from './api/reviewQueue';
import { reviewText } from './reviewText';
import { personName } from '@domain/people/personName';

type Staff = readonly { uid: string; email?: string | undefined; name?: string | undefined }[];

interface ReviewFiltersProps {
  filter: ReviewFilter;
  staff: Staff;
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
      <StaffFilter
        value={filter.staff}
        staff={staff}
        onPick={(uid) => {
          set({ staff: uid });
        }}
      />
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
      <FlagFilter
        value={filter.flag}
        onPick={(flag) => {
          set({ flag });
        }}
      />
    </form>
  );
}

/** One staff member's spends; a uid the address names but the staff list lacks shows as itself. */
function StaffFilter({
  value,
  staff,
  onPick,
}: {
  value: string | undefined;
  staff: Staff;
  onPick: (uid: string | undefined) => void;
}) {
  const known = staff.some((person) => person.uid === value);
  return (
    <label>
      Staff member
      <select
        value={value ?? ''}
        onChange={(event) => {
          onPick(event.target.value || undefined);
        }}
      >
        <option value="">Everyone</option>
        {value !== undefined && !known && <option value={value}>{value}</option>}
        {staff.map((person) => (
          <option key={person.uid} value={person.uid}>
            {personName(person)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Only the spends carrying one flag. */
function FlagFilter({
  value,
  onPick,
}: {
  value: SpendFlagKind | undefined;
  onPick: (flag: SpendFlagKind | undefined) => void;
}) {
  return (
    <label>
      Flag
      <select
        value={value ?? ''}
        onChange={(event) => {
          onPick((event.target.value || undefined) as SpendFlagKind | undefined);
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
  );
}
