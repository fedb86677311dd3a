import type { EntryEvent, SpendEntryRecord } from '../spendEntries/spendEntry.js';
import type { BillEvidence } from './billEvidence.js';
import { entryMoney, entryPlaceShares } from './entryMoney.js';
import { headWeights } from './export/headSplit.js';
import { counterAccount, linesAmounts, linesPlaces, postingLines } from './lines.js';
import { personDayKey, settlesOf, sideDayKey, type Posting, type PostingKind } from './posting.js';
import { postingAmountNames, subtractAmounts, type PlaceShare, zeroAmounts } from './postingAmounts.js';
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

function placeChanges(before: SpendEntryRecord | null, after: SpendEntryRecord): PlaceShare[] {
  const old = before ? entryPlaceShares(before) : new Map<string, { claimed: number; approved: number }>();
  const now = entryPlaceShares(after);
  const changes: PlaceShare[] = [];
  for (const place of new Set([...now.keys(), ...old.keys()])) {
    const claimed = (now.get(place)?.claimed ?? 0) - (old.get(place)?.claimed ?? 0);
    const approved = (now.get(place)?.approved ?? 0) - (old.get(place)?.approved ?? 0);
    if (claimed !== 0 || approved !== 0) changes.push({ place, claimed, approved });
  }
  return changes;
}

/**
 * The day a posting of this event is dated: a spend's first claim on the spend's own day, a settlement
 * on its date, anything else on the day it happened in the organisation's zone.
 */
export function postingDay(before: SpendEntryRecord | null, after: SpendEntryRecord, at: number): string {
  if (before === null) return after.day;
  const last = after.history.at(-1);
  if (last?.kind === 'settled' && after.settlement) return after.settlement.date;
  return orgDayOf(at);
}

/**
 * The posting an entry's change books: the difference of what the entry amounts to before and after
 * (entryMoney) as balanced lines, dated by `postingDay`, named after the event that made it. The split
 * over places and expense heads is fixed here, from the entry as it is at the event, and so are the
 * `bills` it rests on as read then (its voucher names them). Null when no amount moves (a bill
 * attached, a flag).
 */
export function entryPosting(
  entryId: string,
  before: SpendEntryRecord | null,
  after: SpendEntryRecord,
  requestId?: string,
  bills: readonly BillEvidence[] = [],
): Posting | null {
  const amounts = subtractAmounts(entryMoney(after), before ? entryMoney(before) : zeroAmounts());
  const places = placeChanges(before, after);
  // A refusal that reverses the advance moves nothing (it was never owed) but is booked, with its reason.
  const advanceReversed = after.advanceReversed !== undefined && before?.advanceReversed === undefined;
  const moved = postingAmountNames.some((name) => amounts[name] !== 0) || places.length > 0;
  if (!moved && !advanceReversed) return null;
  const event = before === null ? after.history[0] : after.history.at(-1);
  const fromEvent = event ? kindOfEvent[event.kind] : null;
  const kind: PostingKind = advanceReversed
    ? 'advanceReversed'
    : (fromEvent ?? (before === null ? 'claim' : 'correction'));
  const at = event?.at ?? after.updatedAt;
  const day = postingDay(before, after, at);
  const reason = event && 'reason' in event ? event.reason : undefined;
  const settlementId = event && 'settlementId' in event ? event.settlementId : undefined;
  const by = event && 'by' in event ? event.by : undefined;
  const settles = settlesOf({ settlementId, kind });
  const mode = (after.settlement ?? before?.settlement)?.mode;
  const lines = postingLines({
    person: after.owner.uid,
    amounts,
    places,
    weights: headWeights(after.amounts),
    ...(settles ? { counter: counterAccount(mode, after.owner.uid) } : {}),
  });
  return {
    person: after.owner.uid,
    ...(after.owner.email === undefined ? {} : { personEmail: after.owner.email }),
    side: after.side,
    kind,
    day,
    personDay: personDayKey(after.owner.uid, day),
    sideDay: sideDayKey(after.side, day),
    entryId,
    ...(settlementId === undefined ? {} : { settlementId }),
    spendDay: after.day,
    lines,
    amounts: linesAmounts(lines, settles),
    places: linesPlaces(lines),
    ...(reason === undefined || reason === '' ? {} : { reason }),
    ...(bills.length === 0 ? {} : { bills: [...bills] }),
    ...(by === undefined ? {} : { by }),
    at,
    ...(requestId === undefined ? {} : { requestId }),
  };
}
