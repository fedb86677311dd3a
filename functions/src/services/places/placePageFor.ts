import { maxPlacePageVisits } from '../../domain/api/placePage.js';
import { fromPaise } from '../../domain/spend/money.js';
import { claimedStates } from '../../domain/spendEntries/entryStates.js';
import { recordApprovedPaise } from '../../domain/ledger/entryMoney.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { placeKeyOf } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';
import { readFollowUpBoard } from '../followUps/followUpBoard.js';
import { readMoneyNames } from '../people/moneyNames.js';
import { readPeopleNames } from '../people/names.js';
import { billOf, readEntry } from '../spendEntries/entryView.js';
import { knownPlaceName } from '../visits/knownPlaceName.js';
import { placeVisitsFor } from '../visits/placeVisitsFor.js';
import { readPlaceEntry } from '../visits/visitIndexWrites.js';
import { placeSpendRecords, type PlaceSpendRecord } from './placeSpends.js';
import { parsePlacePin, placePinPaths, type PlacePin } from '../../domain/visits/location/placePin.js';
import {
  agreeingReadings,
  spreadOf,
  type EvidenceReading,
} from '../../domain/visits/location/pinEvidence.js';
import type { PinEvidenceView, PlaceBill, PlacePageOutput } from '../../domain/api/placePage.js';
import { readPlaceEvidence } from '../visits/placeEvidence.js';
import type { PeopleNames } from '../people/names.js';
import { orgDayOf } from '../../domain/time/orgTime.js';

/** The evidence in words' reach: how many readings, whose (by name), which days, how far apart. */
function evidenceView(readings: readonly EvidenceReading[], names: PeopleNames): PinEvidenceView {
  const byUid = new Map(readings.map((reading) => [reading.uid, reading.email]));
  const people = [...byUid].map(([uid, email]) => names.of({ uid, email }));
  return {
    readings: readings.length,
    people: people.sort((a, b) => a.localeCompare(b)),
    days: [...new Set(readings.map((reading) => reading.day))].sort(),
    spread: spreadOf(readings),
    agreeing: agreeingReadings(readings)?.length ?? 0,
  };
}

/** The stored pin with the names of who proposed, accepted and set it, never their emails. */
function namedPin(value: unknown, names: PeopleNames): PlacePin | null {
  const pin = parsePlacePin(value);
  if (pin === null) return null;
  const { proposedBy, acceptedBy } = pin;
  return {
    ...pin,
    setBy: names.relabelled(pin.setBy),
    ...(proposedBy ? { proposedBy: proposedBy.map((person) => names.relabelled(person)) } : {}),
    ...(acceptedBy ? { acceptedBy: names.relabelled(acceptedBy) } : {}),
  };
}

interface PersonSums {
  uid: string;
  label: string;
  claimed: number;
  approved: number;
  count: number;
}

type PlaceEntries = ReadonlyMap<string, SpendEntryRecord | null>;

/** The entries the place's spend records are shares of, by id (null: an entry the store does not hold). */
async function placeEntries(
  store: Store,
  spends: ReadonlyMap<string, PlaceSpendRecord>,
): Promise<PlaceEntries> {
  const ids = new Set<string>();
  for (const { row } of spends.values()) if (row.entryId !== null) ids.add(row.entryId);
  const read = await Promise.all([...ids].map(async (id) => [id, await readEntry(store, id)] as const));
  return new Map(read);
}

/**
 * The place's claimed spends summed in paise, in all and per person (the largest claim first); a
 * record's approved share is its entry's (`recordApprovedPaise`).
 */
function placeSpendSums(
  spends: ReadonlyMap<string, PlaceSpendRecord>,
  entries: PlaceEntries,
  names: PeopleNames,
): PlacePageOutput['spend'] {
  const people = new Map<string, PersonSums>();
  let claimed = 0;
  let approved = 0;
  let count = 0;
  for (const { createdBy, row } of spends.values()) {
    const state = row.state ?? 'waiting';
    if (!claimedStates.includes(state)) continue;
    const person = people.get(createdBy.uid) ?? {
      uid: createdBy.uid,
      label: names.of(createdBy),
      claimed: 0,
      approved: 0,
      count: 0,
    };
    const entry = row.entryId === null ? null : (entries.get(row.entryId) ?? null);
    const approvedPaise = (entry && recordApprovedPaise(entry, row.id)) ?? 0;
    person.claimed += row.amounts.spent.paise;
    person.approved += approvedPaise;
    person.count += 1;
    people.set(createdBy.uid, person);
    claimed += row.amounts.spent.paise;
    approved += approvedPaise;
    count += 1;
  }
  return {
    claimed: fromPaise(claimed),
    approved: fromPaise(approved),
    count,
    people: [...people.values()]
      .map((person) => ({
        ...person,
        claimed: fromPaise(person.claimed),
        approved: fromPaise(person.approved),
      }))
      .sort((a, b) => b.claimed - a.claimed || a.label.localeCompare(b.label)),
  };
}

/** The bills of the place's entries, each with its entry's owner, day and state; the latest day first. */
async function placeBills(store: Store, entries: PlaceEntries, names: PeopleNames): Promise<PlaceBill[]> {
  return (
    await Promise.all(
      [...entries].map(async ([entryId, entry]): Promise<PlaceBill[]> => {
        if (entry === null) return [];
        const found = await Promise.all(entry.billIds.map((billId) => billOf(store, billId)));
        return found.map((bill) => ({
          ...bill,
          entryId,
          owner: names.named(entry.owner),
          day: entry.day,
          state: entry.state,
        }));
      }),
    )
  )
    .flat()
    .sort((a, b) => b.day.localeCompare(a.day) || a.id.localeCompare(b.id));
}

/**
 * Everything about one place, found by any spelling of its name: its visit index entry (latest phase
 * or stage, who visited last), its latest visits through its timeline index, its spend records through
 * the indexed place field, summed per person in paise, the bills of their entries, and the open
 * follow-ups there.
 */
export async function placePageFor(
  store: Store,
  kind: VisitKind,
  typed: string,
  now: number = Date.now(),
): Promise<PlacePageOutput> {
  const name = await knownPlaceName(store, kind, typed);
  const key = placeKeyOf(name);
  const [entry, timeline, names, money, { board }, pin, evidence] = await Promise.all([
    readPlaceEntry(store, kind, key),
    placeVisitsFor(store, kind, key, maxPlacePageVisits),
    readPeopleNames(store),
    readMoneyNames(store),
    readFollowUpBoard(store, kind, orgDayOf(now)),
    store.get(placePinPaths.pin(kind, key)),
    readPlaceEvidence(store, kind, key),
  ]);
  const spends = await placeSpendRecords(store, kind, [name, typed, entry?.name ?? '']);

  // Money is named as the books name it; visits and pins as the people are called.
  const entries = await placeEntries(store, spends);
  const spend = placeSpendSums(spends, entries, money);
  const bills = await placeBills(store, entries, money);

  return {
    name: entry?.name ?? name,
    key,
    total: entry?.count ?? timeline.visits.length,
    firstAt: entry?.firstAt ?? null,
    lastAt: entry?.lastAt ?? null,
    lastBy: entry?.lastBy ? names.relabelled(entry.lastBy) : null,
    latest: entry?.latest ?? {},
    followUps: board.openAt(key),
    pin: namedPin(pin, names),
    evidence: evidenceView(evidence, names),
    visits: timeline.visits,
    spend,
    bills,
  };
}
