import type { KeyboardEvent } from 'react';
import type { ReviewQueueRow } from '@domain/api/reviewQueue';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import type { ReviewAction } from './decisionRequest';
import type { Uncovered } from './advances/useAdvanceCover';
import { ReviewRow } from './ReviewRow';

interface ReviewListProps {
  rows: readonly ReviewQueueRow[];
  rowRefs: { current: (HTMLElement | null)[] };
  actionsOf: (entry: SpendEntryView) => ReviewAction[];
  current: number;
  selected: ReadonlySet<string>;
  notices: Readonly<Record<string, string>>;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocusRow: (index: number) => void;
  onSelect: (id: string, on: boolean) => void;
  onDecide: (index: number, entry: SpendEntryView, kind: ReviewAction) => void;
  uncoveredOf: (entry: SpendEntryView) => Uncovered | null;
  onRecordPayment: (entry: SpendEntryView) => void;
  /** The queue: refreshing, another page to load, that page loading. */
  busy: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The spends waiting, oldest first, one row each (the current one marked), and Load More. */
export function ReviewList({
  rows,
  rowRefs,
  actionsOf,
  current,
  selected,
  notices,
  onKeyDown,
  onFocusRow,
  onSelect,
  onDecide,
  uncoveredOf,
  onRecordPayment,
  busy,
  hasMore,
  loadingMore,
  onLoadMore,
}: ReviewListProps) {
  return (
    <section aria-label="Spends waiting for review, oldest first" aria-busy={busy}>
      <ol className="review__list" id="review-list" onKeyDown={onKeyDown}>
        {rows.map((entry, index) => (
          <li key={entry.id}>
            <ReviewRow
              ref={(element) => {
                rowRefs.current[index] = element;
              }}
              entry={entry}
              dayVisits={entry.dayVisits}
              actions={actionsOf(entry)}
              current={index === Math.min(current, rows.length - 1)}
              selected={selected.has(entry.id)}
              notice={notices[entry.id]}
              onFocusRow={() => {
                onFocusRow(index);
              }}
              onSelect={(on) => {
                onSelect(entry.id, on);
              }}
              onDecide={(kind) => {
                onDecide(index, entry, kind);
              }}
              uncovered={uncoveredOf(entry)}
              onRecordPayment={() => {
                onRecordPayment(entry);
              }}
            />
          </li>
        ))}
      </ol>
      {hasMore && (
        <button type="button" className="button review__more" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? 'Loading...' : 'Load More'}
        </button>
      )}
    </section>
  );
}
