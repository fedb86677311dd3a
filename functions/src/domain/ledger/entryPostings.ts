import type { EntryEvent, SpendEntryRecord } from '../spendEntries/spendEntry.js';
import type { BillEvidence } from './billEvidence.js';
import { entryMoney, entryPlaceShares } from './entryMoney.js';
import { headWeights } from './export/headSplit.js';
import { counterAccount, linesAmounts, linesPlaces, postingLines } from './lines.js';
import { personDayKey, settlesOf, sideDayKey, type Posting, type PostingKind } from './posting.js';
import { entryPostingId, movedOutPostingId } from './postingId.js';
import {
  postingAmountNames,
  subtractAmounts,
  type PlaceShare,
  type PostingAmounts,
  zeroAmounts,
} from './postingAmounts.js';
import { orgDayOf } from '../time/orgTime.js';

const kindOfEvent = {
  saved: 'claim',
  corrected: 'correction',
  approved: 'approved',
  approvedLess: 'approvedLess',
  refused: 'refused',
  reopened: 'reopened',
  withdrawn: 'withdrawn',
  settled: 'settled',
  settlementReversed: 'settlementReversed',
  imported: 'imported',
  billAttached: null,
} as const satisfies Record<EntryEvent['kind'], PostingKind | null>;

type Shares = Map<string, { claimed: number; approved: number }>;
const noShares = (): Shares => new Map<string, { claimed: number; approved: number }>();

function placeChanges(old: Shares, now: Shares): PlaceShare[] {
  const changes: PlaceShare[] = [];
  for (const place of new Set([...now.keys(), ...old.keys()])) {
    const claimed = (now.get(place)?.claimed ?? 0) - (old.get(place)?.claimed ?? 0);
    const approved = (now.get(place)?.approved ?? 0) - (old.get(place)?.approved ?? 0);
    if (claimed !== 0 || approved !== 0) changes.push({ place, claimed, approved });
  }
  return changes;
}

/**
 * The day a posting of this event is dated: a settlement on its date, its reversal on the day it was
 * reversed (the days the money moved); anything else (a claim, a correction, a decision, a reopening,
 * a withdrawal) on the spend's own day, so a spend's money belongs to the month it was spent. A spend
 * whose month is closed is booked late instead (lateBooking.ts).
 */
export function postingDay(before: SpendEntryRecord | null, after: SpendEntryRecord, at: number): string {
  if (before === null) return after.day;
  const last = after.history.at(-1);
  if (last?.kind === 'settled' && after.settlement) return after.settlement.date;
  if (last?.kind === 'settlementReversed') return orgDayOf(at);
  return after.day;
}

/** What one posting of an event moves, and from which version of the entry its split is read. */
interface Movement {
  amounts: PostingAmounts;
  places: PlaceShare[];
  weightsOf: SpendEntryRecord;
  day: string;
}

/**
 * What an event moves, as one movement on its day; a correction that moves the spend to another day
 * as two: the spend as it was reversed on its old day and the spend as it is claimed on its new one,
 * so each day's figures move by what that day lost or gained.
 */
function movements(before: SpendEntryRecord | null, after: SpendEntryRecord, at: number): Movement[] {
  const old = before ? entryMoney(before) : zeroAmounts();
  const oldShares: Shares = before ? entryPlaceShares(before) : noShares();
  const nowShares = entryPlaceShares(after);
  if (before !== null && before.day !== after.day && after.history.at(-1)?.kind === 'corrected') {
    return [
      {
        amounts: subtractAmounts(zeroAmounts(), old),
        places: placeChanges(oldShares, noShares()),
        weightsOf: before,
        day: before.day,
      },
      {
        amounts: entryMoney(after),
        places: placeChanges(noShares(), nowShares),
        weightsOf: after,
        day: after.day,
      },
    ];
  }
  const amounts = subtractAmounts(entryMoney(after), old);
  return [
    {
      amounts,
      places: placeChanges(oldShares, nowShares),
      weightsOf: after,
      day: postingDay(before, after, at),
    },
  ];
}

const moves = ({ amounts, places }: Movement): boolean =>
  postingAmountNames.some((name) => amounts[name] !== 0) || places.length > 0;

/**
 * The postings an entry's change books, with their ids: the difference of what the entry amounts to
 * before and after (entryMoney) as balanced lines, dated by `postingDay`, named after the event that
 * made it (history event `eventIndex`). A correction that moves the spend's day books two (see
 * `movements`), the old day's reversal under its own id. The split over places and expense heads is
 * fixed here, from the entry as it is at the event, and so are the `bills` it rests on as read then
 * (its voucher names them). None when no amount moves (a bill attached, a flag).
 */
export function entryPostings(
  entryId: string,
  eventIndex: number,
  before: SpendEntryRecord | null,
  after: SpendEntryRecord,
  requestId?: string,
  bills: readonly BillEvidence[] = [],
): { id: string; posting: Posting }[] {
  // A refusal that reverses the advance moves nothing (it was never owed) but is booked, with its reason.
  const advanceReversed = after.advanceReversed !== undefined && before?.advanceReversed === undefined;
  const event = before === null ? after.history[0] : after.history.at(-1);
  const at = event?.at ?? after.updatedAt;
  const all = movements(before, after, at);
  const booked = all.filter((movement, index) => moves(movement) || (advanceReversed && index === 0));
  const fromEvent = event ? kindOfEvent[event.kind] : null;
  const kind: PostingKind = advanceReversed
    ? 'advanceReversed'
    : (fromEvent ?? (before === null ? 'claim' : 'correction'));
  const reason = event && 'reason' in event ? event.reason : undefined;
  const settlementId = event && 'settlementId' in event ? event.settlementId : undefined;
  const by = event && 'by' in event ? event.by : undefined;
  const settles = settlesOf({ settlementId, kind });
  const mode = (after.settlement ?? before?.settlement)?.mode;
  const id = entryPostingId(entryId, eventIndex);
  return booked.map((movement) => {
    const { amounts, places, weightsOf, day } = movement;
    const lines = postingLines({
      person: after.owner.uid,
      amounts,
      places,
      weights: headWeights(weightsOf.amounts),
      ...(settles ? { counter: counterAccount(mode, after.owner.uid) } : {}),
    });
    const posting: Posting = {
      person: after.owner.uid,
      ...(after.owner.email === undefined ? {} : { personEmail: after.owner.email }),
      side: after.side,
      kind,
      day,
      personDay: personDayKey(after.owner.uid, day),
      sideDay: sideDayKey(after.side, day),
      entryId,
      ...(settlementId === undefined ? {} : { settlementId }),
      spendDay: weightsOf.day,
      lines,
      amounts: linesAmounts(lines, settles),
      places: linesPlaces(lines),
      ...(reason === undefined || reason === '' ? {} : { reason }),
      ...(bills.length === 0 ? {} : { bills: [...bills] }),
      ...(by === undefined ? {} : { by }),
      at,
      ...(requestId === undefined ? {} : { requestId }),
    };
    return { id: all.length > 1 && movement === all[0] ? movedOutPostingId(id) : id, posting };
  });
}
