import type { InfiniteData } from '@tanstack/react-query';
import type { ReviewQueueOutput, ReviewQueueRow } from '@domain/api/reviewQueue';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { queueKey } from '@domain/spendEntries/reviewIndex';

/**
 * What the admin has been shown of the queue, kept apart from the queue's answers: a refresh reads the
 * pages again, but only the admin adds rows to the list (Load More, 'Show N new spends').
 */
export interface QueueView {
  /** The filter the view is of: another filter starts a new view. */
  filter: string;
  /** How many pages the admin loaded: rows of a page loaded later are shown at once. */
  pages: number;
  /** Each row shown, at its latest version: a decided row stays, though the queue no longer lists it. */
  shown: ReadonlyMap<string, ReviewQueueRow>;
}

export function emptyView(filter: string): QueueView {
  return { filter, pages: 0, shown: new Map() };
}

const rowsOf = (pages: readonly ReviewQueueOutput[]) => pages.flatMap((page) => page.rows);

function newer(kept: ReviewQueueRow | undefined, row: ReviewQueueRow): ReviewQueueRow {
  // A refresh sent before a decision may answer after it: the version the row shows never goes back.
  return kept && kept.version > row.version ? kept : row;
}

/**
 * The view after the queue answered (a first page, Load More, a refresh or a decision put into the
 * cache): the rows of pages loaded now are shown, rows already shown take their latest version, and
 * rows a refresh found in pages already shown wait to be asked for (`newRows`).
 */
export function nextView(view: QueueView, filter: string, pages: readonly ReviewQueueOutput[]): QueueView {
  const from = view.filter === filter ? view : emptyView(filter);
  const shown = new Map(from.shown);
  // An empty list has no place to keep: spends that arrive are shown at once.
  const nothingShown = from.shown.size === 0;
  pages.forEach((page, index) => {
    for (const row of page.rows) {
      if (nothingShown || index >= from.pages || shown.has(row.id))
        shown.set(row.id, newer(shown.get(row.id), row));
    }
  });
  return { filter, pages: Math.max(from.pages, pages.length), shown };
}

/** The rows shown, in the queue's order (oldest first). */
export function shownRows(view: QueueView): ReviewQueueRow[] {
  const keyOf = (row: ReviewQueueRow) => queueKey(row.createdAt, row.id);
  return [...view.shown.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

/** Spends the queue lists now that the admin has not been shown: sent (or sent back) since it loaded. */
export function newRows(view: QueueView, pages: readonly ReviewQueueOutput[]): ReviewQueueRow[] {
  return rowsOf(pages).filter((row) => !view.shown.has(row.id));
}

/** The view with the new rows shown too, each in its place in the queue's order. */
export function withNewRows(view: QueueView, pages: readonly ReviewQueueOutput[]): QueueView {
  const shown = new Map(view.shown);
  for (const row of newRows(view, pages)) shown.set(row.id, row);
  return { ...view, shown };
}

/** The view with the entries as a decision answered them, in the rows that show them. */
export function withDecided(view: QueueView, entries: readonly SpendEntryView[]): QueueView {
  const shown = new Map(view.shown);
  for (const entry of entries) {
    const row = shown.get(entry.id);
    if (row) shown.set(entry.id, newer(row, rowWithEntry(row, entry)));
  }
  return { ...view, shown };
}

/** A row with the entry as the server now has it; the visits of its day stay (a decision keeps them). */
export function rowWithEntry(row: ReviewQueueRow, entry: SpendEntryView): ReviewQueueRow {
  return { ...entry, dayVisits: row.dayVisits };
}

/** Puts the entries as the server now has them into every cached page of a queue (its rows update). */
export function withEntries(data: unknown, entries: readonly SpendEntryView[]): unknown {
  if (typeof data !== 'object' || data === null || !('pages' in data)) return data;
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const pages = (data as InfiniteData<ReviewQueueOutput>).pages.map((page) => ({
    ...page,
    rows: page.rows.map((row) => {
      const entry = byId.get(row.id);
      return entry ? rowWithEntry(row, entry) : row;
    }),
  }));
  return { ...(data as InfiniteData<ReviewQueueOutput>), pages };
}
