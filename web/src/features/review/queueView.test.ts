import { describe, expect, it } from 'vitest';
import type { ReviewQueueOutput, ReviewQueueRow } from '@domain/api/reviewQueue';
import { spendEntry } from '../../testing/spendEntries';
import { emptyView, newRows, nextView, shownRows, withDecided, withNewRows } from './queueView';

const noVisits = { count: 0, verified: 0, far: [], unverified: 0, notAccepted: 0, tooFast: 0 };
const row = (index: number, change: Partial<ReviewQueueRow> = {}): ReviewQueueRow => ({
  ...spendEntry({ id: `entry-${String(index).padStart(2, '0')}`, createdAt: 1_000 + index }),
  dayVisits: noVisits,
  ...change,
});
const page = (rows: ReviewQueueRow[]): ReviewQueueOutput => ({
  rows,
  next: null,
  waiting: { sales: rows.length, placement: 0 },
  staff: [],
});
const ids = (rows: readonly ReviewQueueRow[]) => rows.map((shown) => shown.id);
const filter = '{}';

describe('the rows Review shows', () => {
  it('shows every row of the pages loaded, first page and Load More alike, oldest first', () => {
    const first = nextView(emptyView(filter), filter, [page([row(0), row(1)])]);
    const more = nextView(first, filter, [page([row(0), row(1)]), page([row(2)])]);
    expect(ids(shownRows(more))).toEqual(['entry-00', 'entry-01', 'entry-02']);
    expect(newRows(more, [page([row(0), row(1)]), page([row(2)])])).toEqual([]);
  });

  it('holds back what a refresh finds among the pages shown, and shows it in its place when asked', () => {
    const shown = nextView(emptyView(filter), filter, [page([row(0), row(2)]), page([row(4)])]);
    // Sent since (the end) and sent back (an old spend reopened: the middle).
    const refreshed = [page([row(0), row(1), row(2)]), page([row(4), row(5)])];
    const view = nextView(shown, filter, refreshed);
    expect(ids(shownRows(view))).toEqual(['entry-00', 'entry-02', 'entry-04']);
    expect(ids(newRows(view, refreshed))).toEqual(['entry-01', 'entry-05']);
    const asked = withNewRows(view, refreshed);
    expect(ids(shownRows(asked))).toEqual(['entry-00', 'entry-01', 'entry-02', 'entry-04', 'entry-05']);
    expect(newRows(asked, refreshed)).toEqual([]);
  });

  it('shows spends that arrive in an empty list at once: there is no place to keep', () => {
    const empty = nextView(emptyView(filter), filter, [page([])]);
    const arrived = [page([row(0), row(1)])];
    const view = nextView(empty, filter, arrived);
    expect(ids(shownRows(view))).toEqual(['entry-00', 'entry-01']);
    expect(newRows(view, arrived)).toEqual([]);
  });

  it('keeps a row decided here, or elsewhere, in its place when the refresh no longer lists it', () => {
    const shown = nextView(emptyView(filter), filter, [page([row(0), row(1), row(2)])]);
    const approved = row(1, { state: 'approved', version: 2, approvedAmount: 500 });
    const decided = withDecided(shown, [approved]);
    const view = nextView(decided, filter, [page([row(0), row(2)])]);
    expect(ids(shownRows(view))).toEqual(['entry-00', 'entry-01', 'entry-02']);
    expect(shownRows(view)[1]).toMatchObject({ state: 'approved', version: 2 });
  });

  it('never takes back a version: a refresh sent before a decision may answer after it', () => {
    const shown = nextView(emptyView(filter), filter, [page([row(0)])]);
    const decided = withDecided(shown, [row(0, { state: 'refused', version: 2 })]);
    const late = nextView(decided, filter, [page([row(0)])]);
    expect(shownRows(late)[0]).toMatchObject({ state: 'refused', version: 2 });
    const changed = nextView(late, filter, [page([row(0, { version: 3, places: ['VIT'] })])]);
    expect(shownRows(changed)[0]).toMatchObject({ version: 3, places: ['VIT'] });
  });

  it('starts again for another filter', () => {
    const shown = nextView(emptyView(filter), filter, [page([row(0)]), page([row(1)])]);
    const other = nextView(shown, '{"side":"placement"}', [page([row(7)])]);
    expect(ids(shownRows(other))).toEqual(['entry-07']);
    expect(other.pages).toBe(1);
  });
});
