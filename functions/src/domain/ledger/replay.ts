import type { EntryEvent, SpendEntryRecord } from '../spendEntries/spendEntry.js';
import { entryPostings } from './entryPostings.js';
import type { Posting } from './posting.js';
import { orgDayOf } from '../time/orgTime.js';

type EntryState = Pick<
  SpendEntryRecord,
  'state' | 'amounts' | 'places' | 'approvedAmount' | 'settlement' | 'day' | 'advanceReversed'
>;

/** What the replay needs of each settlement: the day the money moved and how. */
export interface SettlementAsBooked {
  date: string;
  mode: string;
}

function applyEvent(
  state: EntryState,
  event: EntryEvent,
  settlements: ReadonlyMap<string, SettlementAsBooked>,
): EntryState {
  switch (event.kind) {
    case 'saved':
    case 'corrected':
      return {
        state: 'waiting',
        // Versions saved before a spend had a day of its own were dated the day the server got them.
        day: event.values.day ?? (event.kind === 'saved' ? orgDayOf(event.at) : state.day),
        amounts: event.values.amounts,
        places: event.values.places,
        approvedAmount: undefined,
        settlement: undefined,
        advanceReversed: undefined,
      };
    case 'approved':
    case 'approvedLess':
      return { ...state, state: 'approved', approvedAmount: event.amount };
    case 'refused':
      return {
        ...state,
        state: 'refused',
        approvedAmount: undefined,
        ...(event.advanceInError
          ? { advanceReversed: { reason: event.reason, at: event.at, by: event.by } }
          : {}),
      };
    case 'withdrawn':
      return { ...state, state: 'withdrawn' };
    case 'reopened':
      return { ...state, state: 'waiting', approvedAmount: undefined };
    case 'settled':
      return {
        ...state,
        state: state.state === 'approved' ? 'settled' : state.state,
        settlement: {
          id: event.settlementId,
          date: settlements.get(event.settlementId)?.date ?? orgDayOf(event.at),
          mode: settlements.get(event.settlementId)?.mode ?? 'bank',
          reference: '',
          at: event.at,
          by: event.by,
        },
      };
    case 'settlementReversed':
      return { ...state, state: state.state === 'settled' ? 'approved' : state.state, settlement: undefined };
    default:
      return state;
  }
}

/** One event of an entry's history replayed: the entry before and after it, and what it booked. */
export interface ReplayedChange {
  before: SpendEntryRecord | null;
  after: SpendEntryRecord;
  postings: { id: string; posting: Posting }[];
}

/**
 * An entry's history replayed event by event from its first claim: each event's change and the
 * postings it books, with the same ids as the writes made when each event happened (without their
 * request ids, which the history does not keep). `settlements` gives each settlement's date and mode.
 */
export function replayEntryChanges(
  entryId: string,
  entry: SpendEntryRecord,
  settlements: ReadonlyMap<string, SettlementAsBooked>,
): ReplayedChange[] {
  const changes: ReplayedChange[] = [];
  // An imported entry's first values are its current ones (records saved before entries kept no history).
  let state: EntryState = {
    state: 'waiting',
    day: entry.day,
    amounts: entry.amounts,
    places: entry.places,
    approvedAmount: undefined,
    settlement: undefined,
    advanceReversed: undefined,
  };
  let before: SpendEntryRecord | null = null;
  entry.history.forEach((event, index) => {
    state = applyEvent(state, event, settlements);
    const after: SpendEntryRecord = { ...entry, ...state, history: entry.history.slice(0, index + 1) };
    if (state.approvedAmount === undefined) delete after.approvedAmount;
    if (state.settlement === undefined) delete after.settlement;
    if (state.advanceReversed === undefined) delete after.advanceReversed;
    changes.push({ before, after, postings: entryPostings(entryId, index, before, after) });
    before = after;
  });
  return changes;
}
