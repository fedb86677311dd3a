import type { VisitKind } from '../../domain/visitCodes.js';
import {
  checkDaysPath,
  dayCheckCountsOf,
  dayMatches,
  type DayCheckCounts,
} from '../../domain/visits/location/checkDays.js';
import type { CheckFilter } from '../../domain/visits/location/checkFilters.js';
import { addDays, orgDayEnd, orgDayOf, orgDayStart } from '../../domain/time/orgTime.js';
import type { Store } from '../../ports/store.js';

/** The days asked for (both inclusive, either open), oldest first, with each day's counts. */
export async function readCheckDays(
  store: Store,
  kind: VisitKind,
  from?: string,
  to?: string,
): Promise<{ day: string; counts: DayCheckCounts }[]> {
  const stored = await store.query<unknown>(checkDaysPath(kind), {
    orderBy: '$key',
    ...(from === undefined ? {} : { startAt: from }),
    ...(to === undefined ? {} : { endAt: to }),
  });
  return stored
    .map(({ key, value }) => ({ day: key, counts: dayCheckCountsOf(value) }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** A span of time, both ends inclusive, in ms. */
export interface TimeSpan {
  start: number;
  end: number;
}

/**
 * The days' counts are read back from the range's end a week first (a common filter finds its page
 * there), then twice as many days each time, up to a third of a year.
 */
const FIRST_DAYS = 7;
const MAX_DAYS = 128;

/**
 * The spans of a log range that can hold a visit the filter matches (of one person, with `uid`), newest
 * first: runs of days whose counts hold a match, clipped to the range. A day with no match is never
 * read; neighbouring days with matches are read as one span. The counts are read a chunk of days at a
 * time, as the caller asks for more spans (a span may end at a chunk's edge).
 */
export async function* spansWithMatches(
  store: Store,
  kind: VisitKind,
  filter: CheckFilter,
  uid: string | undefined,
  range: { start: number; end?: number | undefined },
): AsyncGenerator<TimeSpan> {
  const first = orgDayOf(range.start);
  let last = range.end === undefined ? undefined : orgDayOf(range.end);
  const spanOf = ({ oldest, newest }: { oldest: string; newest: string }): TimeSpan => ({
    start: Math.max(orgDayStart(oldest), range.start),
    end: Math.min(orgDayEnd(newest), range.end ?? Infinity),
  });
  let chunk = FIRST_DAYS;
  while (last === undefined || last >= first) {
    const stored = await store.query<unknown>(checkDaysPath(kind), {
      orderBy: '$key',
      startAt: first,
      ...(last === undefined ? {} : { endAt: last }),
      limitToLast: chunk,
    });
    const days = stored.map(({ key }) => key).sort();
    const matching = new Set(
      stored
        .filter(({ value }) => dayMatches(dayCheckCountsOf(value), filter, uid) > 0)
        .map(({ key }) => key),
    );
    let open: { oldest: string; newest: string } | null = null;
    for (const day of [...days].reverse()) {
      if (!matching.has(day)) continue;
      if (open !== null && addDays(day, 1) === open.oldest) open.oldest = day;
      else {
        if (open !== null) yield spanOf(open);
        open = { oldest: day, newest: day };
      }
    }
    if (open !== null) yield spanOf(open);
    const earliest = days[0];
    if (stored.length < chunk || earliest === undefined) return;
    last = addDays(earliest, -1);
    chunk = Math.min(chunk * 2, MAX_DAYS);
  }
}
