import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { allowedActions } from '@domain/spendEntries/transitions';
import { DashboardLink } from '../../components/DashboardLink';
import { ProfileMenu } from '../../components/ProfileMenu';
import { Skeleton } from '../../components/Skeleton';
import { apiKey } from '../../lib/apiKey';
import { useSession } from '../../lib/session';
import { useUrlChoices } from '../../lib/useUrlChoices';
import { approveSpends, type DecisionOutcome } from './api/decideSpend';
import { BulkApproveDialog } from './BulkApproveDialog';
import { DecisionDialog, type DecisionKind, type ReviewAction } from './DecisionDialog';
import { changeOf, filterFromParams } from './reviewFilter';
import { ReviewFilters } from './ReviewFilters';
import { ReviewRow } from './ReviewRow';
import { reviewText } from './reviewText';
import { isTyping, useGoToFirst } from './useGoToFirst';
import { useShownQueue } from './useShownQueue';
import { NewSpends } from './NewSpends';
import { withEntries } from './queueView';
import '../../components/adminScreen.css';
import './review.css';

const reviewActions: readonly ReviewAction[] = ['approve', 'approveLess', 'refuse', 'reopen'];

/**
 * /review: the spends waiting for review, oldest first, 20 at a time, filtered by side, staff member,
 * days and flag. Approve, approve less or refuse each (a, r and j / k from the keyboard; g r or the skip
 * link to the first), or approve several unflagged ones at once (after a confirmation naming their count
 * and total). A decided row stays in view with its outcome, through every refresh of the list, so the
 * list keeps its place; an approved one may be reopened from there. Spends sent meanwhile are announced
 * ('Show 2 new spends'), not slipped in (useShownQueue). Each decision names the version the row shows: one changed since is
 * refused and the row updated.
 */
export function ReviewPage() {
  const session = useSession();
  const { committed, shown, choose } = useUrlChoices({ replace: true });
  const filter = filterFromParams(committed);
  const { queue, rows, newCount, showNew, showDecided } = useShownQueue(filter);
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState<{ entry: SpendEntryView; kind: ReviewAction } | null>(null);
  const [confirmingBulk, setConfirmingBulk] = useState(false);
  const [notices, setNotices] = useState<Readonly<Record<string, string>>>({});
  const [bulk, setBulk] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const rowRefs = useRef<(HTMLElement | null)[]>([]);

  const first = queue.data?.pages[0];
  const actor = session.status === 'signedIn' ? { uid: session.uid, roles: session.roles } : null;
  const actionsOf = (entry: SpendEntryView): ReviewAction[] => {
    if (!actor) return [];
    const allowed = allowedActions({ ...entry, ownerUid: entry.owner.uid }, actor);
    return reviewActions.filter((kind) => allowed.includes(kind));
  };
  const selectedRows = rows.filter((entry) => selected.has(entry.id));
  const selectable = rows.filter((entry) => entry.flags.length === 0 && actionsOf(entry).includes('approve'));
  const allSelected = selectable.length > 0 && selectable.every((entry) => selected.has(entry.id));
  const filtered = Object.keys(filter).length > 0;
  const backSide = filter.side ?? 'sales';

  // The row at the top of the screen, and where it was, while decided rows change height above it.
  const anchor = useRef<{ id: string; top: number } | null>(null);
  useLayoutEffect(() => {
    const kept = anchor.current;
    if (!kept) return;
    anchor.current = null;
    const element = rowRefs.current[rows.findIndex((row) => row.id === kept.id)];
    if (element) window.scrollBy(0, element.getBoundingClientRect().top - kept.top);
  });

  const updateRows = (entries: readonly SpendEntryView[]) => {
    const index = rowRefs.current.findIndex((element) => (element?.getBoundingClientRect().bottom ?? 0) > 0);
    const top = rowRefs.current[index]?.getBoundingClientRect().top;
    const id = rows[index]?.id;
    anchor.current = id !== undefined && top !== undefined ? { id, top } : null;
    showDecided(entries);
    queryClient.setQueriesData({ queryKey: apiKey('reviewQueue') }, (data) => withEntries(data, entries));
    void queryClient.invalidateQueries({ queryKey: apiKey('reviewQueue', 'count') });
  };

  const settleRow = (entry: SpendEntryView, notice?: string) => {
    updateRows([entry]);
    setSelected((before) => {
      const after = new Set(before);
      after.delete(entry.id);
      return after;
    });
    setNotices((before) => {
      const rest = Object.fromEntries(Object.entries(before).filter(([id]) => id !== entry.id));
      return notice ? { ...rest, [entry.id]: notice } : rest;
    });
  };

  const decided = (outcome: DecisionOutcome) => {
    const entry = deciding?.entry;
    setDeciding(null);
    if (outcome.status === 'decided') settleRow(outcome.entry);
    else if (outcome.entry) settleRow(outcome.entry, outcome.message);
    else if (entry) setNotices((before) => ({ ...before, [entry.id]: outcome.message }));
  };

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    setCurrent(target);
    rowRefs.current[target]?.focus();
  };
  useGoToFirst(() => {
    focusRow(0);
  }, rows.length > 0);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || deciding || isTyping(event.target)) return;
    const entry = rows[current];
    if (event.key === 'j' || event.key === 'ArrowDown') focusRow(current + 1);
    else if (event.key === 'k' || event.key === 'ArrowUp') focusRow(current - 1);
    else if ((event.key === 'a' || event.key === 'r') && entry) {
      const kind: DecisionKind = event.key === 'a' ? 'approve' : 'refuse';
      if (!actionsOf(entry).includes(kind)) return;
      setDeciding({ entry, kind });
    } else return;
    event.preventDefault();
  };

  const approveSelected = async () => {
    setConfirmingBulk(false);
    setBulk({ busy: true, message: null });
    try {
      const result = await approveSpends(selectedRows);
      const skipped = result.skipped.map((skip) => skip.message);
      setSelected(new Set());
      setBulk({ busy: false, message: [reviewText.bulkDone(result.approved.length), ...skipped].join(' ') });
      // The approved rows stay where they are, with their outcome; a skipped one is read again.
      updateRows(result.entries);
      if (result.skipped.length > 0) await queryClient.invalidateQueries({ queryKey: apiKey('reviewQueue') });
    } catch (error) {
      setBulk({ busy: false, message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <section className="dashboard review">
      {rows.length > 0 && (
        <a
          className="review__skip"
          href="#review-list"
          onClick={(event) => {
            event.preventDefault();
            focusRow(0);
          }}
        >
          {reviewText.skipToFirst}
        </a>
      )}
      <header className="dashboard__header review__header">
        <DashboardLink side={backSide} />
        <h1 className="dashboard__title">{reviewText.title}</h1>
        <ProfileMenu area="dashboard" />
      </header>
      <ReviewFilters
        filter={filterFromParams(shown)}
        staff={first?.staff ?? []}
        onChange={(next) => {
          setCurrent(0);
          setSelected(new Set());
          choose(changeOf(next));
        }}
      />
      <div className="review__toolbar">
        {first && (
          <p className="review__waiting" aria-live="polite">
            Waiting: {first.waiting.sales} sales, {first.waiting.placement} placement
          </p>
        )}
        {rows.length > 0 && (
          <label className="review__select-all">
            <input
              type="checkbox"
              checked={allSelected}
              disabled={selectable.length === 0}
              onChange={(event) => {
                setSelected(new Set(event.target.checked ? selectable.map((entry) => entry.id) : []));
              }}
            />
            {reviewText.selectAll(selectable.length)}
          </label>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={selectedRows.length === 0 || bulk.busy}
          onClick={() => {
            setConfirmingBulk(true);
          }}
        >
          {bulk.busy ? 'Approving...' : reviewText.approveSelected(selectedRows.length)}
        </button>
        {bulk.message && (
          <p className="review__bulk" role="status">
            {bulk.message}
          </p>
        )}
      </div>
      <p className="review__keys">{reviewText.keyboard}</p>
      {queue.isPending && <Skeleton label="Loading spends" rows={4} />}
      {queue.isError && (
        <div role="alert" className="review__problem">
          <p>{reviewText.loadFailed}</p>
          <button type="button" className="button" onClick={() => void queue.refetch()}>
            Retry
          </button>
        </div>
      )}
      {queue.isSuccess && rows.length === 0 && (
        <p className="review__empty">{filtered ? reviewText.emptyFiltered : reviewText.empty}</p>
      )}
      {rows.length > 0 && (
        <section aria-label="Spends waiting for review, oldest first" aria-busy={queue.isFetching}>
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
                    setCurrent(index);
                  }}
                  onSelect={(on) => {
                    setSelected((before) => {
                      const after = new Set(before);
                      if (on) after.add(entry.id);
                      else after.delete(entry.id);
                      return after;
                    });
                  }}
                  onDecide={(kind) => {
                    setCurrent(index);
                    setDeciding({ entry, kind });
                  }}
                />
              </li>
            ))}
          </ol>
          {queue.hasNextPage && (
            <button
              type="button"
              className="button review__more"
              disabled={queue.isFetchingNextPage}
              onClick={() => void queue.fetchNextPage()}
            >
              {queue.isFetchingNextPage ? 'Loading...' : 'Load More'}
            </button>
          )}
        </section>
      )}
      <NewSpends count={newCount} onShow={showNew} />
      {confirmingBulk && (
        <BulkApproveDialog
          entries={selectedRows}
          onConfirm={() => void approveSelected()}
          onCancel={() => {
            setConfirmingBulk(false);
          }}
        />
      )}
      {deciding && (
        <DecisionDialog
          key={`${deciding.entry.id}-${deciding.kind}`}
          entry={deciding.entry}
          kind={deciding.kind}
          onClose={() => {
            setDeciding(null);
          }}
          onDone={decided}
        />
      )}
    </section>
  );
}
