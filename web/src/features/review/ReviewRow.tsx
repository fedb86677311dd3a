import { forwardRef, useId } from 'react';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import type { DayVisits } from '@domain/visits/location/visitDays';
import { rupeeText } from '@domain/spendEntries/rupees';
import { flagLines } from '@domain/spendEntries/spendFlags';
import { mileageSumText } from '@domain/day/mileage';
import { vehicleWords } from '@domain/day/mileagePolicy';
import { EntryAmounts } from '../../components/spendEntry/EntryAmounts';
import { EntryBills } from '../../components/spendEntry/EntryBills';
import { EntryHistory } from '../../components/spendEntry/EntryHistory';
import { dayText, personText, stateTextOf } from '../../components/spendEntry/entryText';
import { personName } from '@domain/people/personName';
import { dayVisitsText } from '../../lib/visitCheckText';
import type { ReviewAction } from './decisionRequest';
import { reviewText } from './reviewText';
import type { Uncovered } from './advances/useAdvanceCover';
import { UncoveredFlag } from './advances/UncoveredFlag';

interface ReviewRowProps {
  entry: SpendEntryView;
  /** The owner's visits of the spend's day: the spend's journey. */
  dayVisits: DayVisits;
  /** The decisions (or the reopen) the signed-in admin may take now (from the transition table). */
  actions: readonly ReviewAction[];
  current: boolean;
  selected: boolean;
  /** What happened when this admin tried to decide (another admin's decision, say). */
  notice?: string | undefined;
  onFocusRow: () => void;
  onSelect: (selected: boolean) => void;
  onDecide: (kind: ReviewAction) => void;
  /** The Allocated beyond what the owner's advances hold: flagged, with a way to record the payment. */
  uncovered?: Uncovered | null | undefined;
  onRecordPayment?: (() => void) | undefined;
}

const actionLabels: Record<ReviewAction, string> = {
  approve: 'Approve',
  approveLess: 'Approve less',
  refuse: 'Refuse',
  reopen: 'Reopen',
};

/** One entry: who, day, places, the owner's visits that day, amounts, bills, flags, and the decisions (or the reopen) offered. */
export const ReviewRow = forwardRef<HTMLElement, ReviewRowProps>(function ReviewRow(
  {
    entry,
    dayVisits,
    actions,
    current,
    selected,
    notice,
    onFocusRow,
    onSelect,
    onDecide,
    uncovered,
    onRecordPayment,
  },
  ref,
) {
  const titleId = useId();
  const canSelect = entry.flags.length === 0 && !uncovered && actions.includes('approve');
  const spend = reviewText.spendNamed(
    rupeeText(entry.amounts.spentAmount),
    personName(entry.owner),
    entry.day,
  );
  return (
    <article
      ref={ref}
      className="review-row"
      aria-labelledby={titleId}
      aria-current={current ? 'true' : undefined}
      tabIndex={current ? 0 : -1}
      onFocus={onFocusRow}
      data-testid="review-row"
    >
      <ReviewRowHeader
        entry={entry}
        titleId={titleId}
        spend={spend}
        canSelect={canSelect}
        selected={selected}
        onSelect={onSelect}
      />
      <p className="review-row__places">
        {entry.visitType}: {entry.places.join(', ')}
      </p>
      <p className="review-row__day-visits">{dayVisitsText(dayVisits)}</p>
      <EntryAmounts amounts={entry.amounts} />
      {entry.mileage && (
        <p className="review-row__mileage">
          {reviewText.mileage(vehicleWords[entry.mileage.vehicle], mileageSumText(entry.mileage))}
        </p>
      )}
      <EntryBills bills={entry.bills} />
      {entry.flags.length > 0 && (
        <ul className="review-row__flags" aria-label="Flags">
          {flagLines(entry.flags, entry.day).map((line) => (
            <li key={line.kind} className="review-row__flag">
              {line.text}
            </li>
          ))}
        </ul>
      )}
      {uncovered && (
        <UncoveredFlag
          uncovered={uncovered}
          canRecord={actions.includes('approve')}
          spend={spend}
          onRecord={onRecordPayment}
        />
      )}
      {entry.state !== 'waiting' && <p className="review-row__state">{stateTextOf(entry)}</p>}
      {notice && (
        <p className="review-row__notice" role="alert">
          {notice}
        </p>
      )}
      <EntryHistory history={entry.history} />
      <ReviewRowActions entry={entry} actions={actions} spend={spend} onDecide={onDecide} />
    </article>
  );
});

/** The tick box (a spend without flags that this admin may approve), who and which day, and the side. */
function ReviewRowHeader({
  entry,
  titleId,
  spend,
  canSelect,
  selected,
  onSelect,
}: Pick<ReviewRowProps, 'entry' | 'selected' | 'onSelect'> & {
  titleId: string;
  spend: string;
  canSelect: boolean;
}) {
  return (
    <header className="review-row__header">
      {canSelect && (
        <label className="review-row__select">
          <input
            type="checkbox"
            checked={selected}
            aria-label={`Select ${spend}`}
            onChange={(event) => {
              onSelect(event.target.checked);
            }}
          />
        </label>
      )}
      <h2 id={titleId} className="review-row__title">
        {personText(entry.owner)} · {dayText(entry.day)}
      </h2>
      <span className="review-row__side">{entry.side === 'sales' ? 'Sales' : 'Placement'}</span>
    </header>
  );
}

/** The decisions (or the reopen) offered, each button named for its spend; or why there are none. */
function ReviewRowActions({
  entry,
  actions,
  spend,
  onDecide,
}: Pick<ReviewRowProps, 'entry' | 'actions' | 'onDecide'> & { spend: string }) {
  return (
    <>
      {entry.state === 'waiting' && actions.length === 0 && (
        <p className="review-row__own">{reviewText.ownEntry}</p>
      )}
      {actions.length > 0 && (
        <div className="review-row__actions">
          {actions.map((kind) => (
            <button
              key={kind}
              type="button"
              className={kind === 'refuse' ? 'button button--danger' : 'button'}
              aria-label={`${actionLabels[kind]} ${spend}`}
              onClick={() => {
                onDecide(kind);
              }}
            >
              {actionLabels[kind]}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
