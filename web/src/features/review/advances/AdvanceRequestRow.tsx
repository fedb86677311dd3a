import { forwardRef, useId, type KeyboardEvent } from 'react';
import type { AdvanceView } from '@domain/api/advanceView';
import { dayText } from '@domain/time/orgTime';
import { paiseText } from '@domain/settlements/balances';
import { isTyping } from '../useGoToFirst';
import type { AdvanceDecisionKind } from './advanceDecision';

const labels: Record<AdvanceDecisionKind, string> = {
  approve: 'Approve',
  approveLess: 'Approve less',
  refuse: 'Refuse',
};
const kinds: readonly AdvanceDecisionKind[] = ['approve', 'approveLess', 'refuse'];

interface AdvanceRequestRowProps {
  advance: AdvanceView;
  /** The admin's own request: another admin decides it. */
  own: boolean;
  onDecide: (kind: AdvanceDecisionKind) => void;
  /** j / k or the arrows: the next or the previous request. */
  onMove: (step: 1 | -1) => void;
}

/**
 * One request: who, how much, what for, the days and places, and its decisions; a approves and r
 * refuses it from the keyboard, as on a spend's row.
 */
export const AdvanceRequestRow = forwardRef<HTMLElement, AdvanceRequestRowProps>(function AdvanceRequestRow(
  { advance, own, onDecide, onMove },
  ref,
) {
  const titleId = useId();
  const named = `advance of ${paiseText(advance.askedPaise)} for ${advance.owner.name}`;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    if (event.key === 'j' || event.key === 'ArrowDown') onMove(1);
    else if (event.key === 'k' || event.key === 'ArrowUp') onMove(-1);
    else if ((event.key === 'a' || event.key === 'r') && !own)
      onDecide(event.key === 'a' ? 'approve' : 'refuse');
    else return;
    event.preventDefault();
  };
  return (
    <article
      ref={ref}
      className="review-row review-advance"
      aria-labelledby={titleId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="advance-request"
    >
      <h3 id={titleId} className="review-row__title">
        {advance.owner.name} · {paiseText(advance.askedPaise)}
      </h3>
      <p>
        {advance.purpose} · {dayText(advance.from)}
        {advance.to !== advance.from ? ` to ${dayText(advance.to)}` : ''}
        {advance.places.length > 0 ? ` · ${advance.places.join(', ')}` : ''}
      </p>
      {own ? (
        <p className="review-row__own">Your own advance: another admin decides it.</p>
      ) : (
        <div className="review-row__actions">
          {kinds.map((kind) => (
            <button
              key={kind}
              type="button"
              className={kind === 'refuse' ? 'button button--danger' : 'button'}
              aria-label={`${labels[kind]} ${named}`}
              onClick={() => {
                onDecide(kind);
              }}
            >
              {labels[kind]}
            </button>
          ))}
        </div>
      )}
    </article>
  );
});
