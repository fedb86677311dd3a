import { describe, expect, it } from 'vitest';
import { listVisits } from '../../src/callables/listVisits.js';
import type { ListVisitsOutput } from '../../src/domain/api/listVisits.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';
import { admin, invoke, otherSalesRep, salesRep } from '../support/callables.js';
import type { FakeCaller } from '../support/callRequest.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, indexes, ist, visit } from '../followUps/harness.js';
import { college, fixAt, northOf, pinPlace } from './harness.js';

const store = useEmptyLocalStore();

const NAME = 'Modern College';
const HOUR = 60 * 60_000;
/** The radius a pin takes unless an admin sets another, and each test fix's accuracy. */
const RADIUS = 250;
const ACCURACY = 15;
const filters = ['verified', 'far', 'unverified', 'notAccepted', 'tooFast', 'noLocation'] as const;
type Filter = (typeof filters)[number];

/** One visit of the model: who, when it was made, and where its reading put it (null: no reading). */
interface ModelVisit {
  id: string;
  uid: string;
  madeAt: number;
  metresNorth: number | null;
}

/**
 * The Location filters a visit matches, by the rules as the product states them (decision 029): no
 * reading is Unverified and No location; within the accepted pin's radius is Verified; beyond the
 * radius and the reading's accuracy is Far; in between is Unverified.
 */
function modelFilters(visit: ModelVisit, pinNorth: number): Filter[] {
  if (visit.metresNorth === null) return ['unverified', 'noLocation'];
  const distance = Math.abs(visit.metresNorth - pinNorth);
  if (distance <= RADIUS) return ['verified'];
  return distance > RADIUS + ACCURACY ? ['far'] : ['unverified'];
}

/** What `visitCheckDays/sales` should hold: each day, each person, each filter with a visit. */
function modelDays(visits: readonly ModelVisit[], pinNorth: number) {
  const days: Record<string, Record<string, Partial<Record<Filter, number>>>> = {};
  for (const visit of visits) {
    const person = ((days[orgDayOf(visit.madeAt)] ??= {})[visit.uid] ??= {});
    for (const filter of modelFilters(visit, pinNorth)) person[filter] = (person[filter] ?? 0) + 1;
  }
  return days;
}

/** The stored counts without the zeros a move leaves behind (a 0 is the same as none). */
async function storedDays() {
  const stored =
    (await store.get<Record<string, Record<string, Record<string, number>>>>('visitCheckDays/sales')) ?? {};
  const days: Record<string, Record<string, Record<string, number>>> = {};
  for (const [day, people] of Object.entries(stored))
    for (const [uid, counts] of Object.entries(people))
      for (const [filter, count] of Object.entries(counts))
        if (count !== 0) ((days[day] ??= {})[uid] ??= {})[filter] = count;
  return days;
}

/** Every visit the log lists under a Location filter, all pages. */
async function listedUnder(check: Filter, staff?: string): Promise<string[]> {
  const ids: string[] = [];
  let after: unknown;
  for (;;) {
    const page = await invoke<ListVisitsOutput>(
      listVisits,
      { kind: 'sales', check, ...(staff ? { staff } : {}), ...(after ? { after } : {}) },
      admin,
    );
    ids.push(...page.visits.map((item) => item.id));
    if (page.next === null) return ids;
    after = page.next;
  }
}

/** A small deterministic stream of numbers in [0, 1) (a linear congruential generator). */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const spots = [0, 0, 120, 3000, 3000, 260, null] as const;

describe("the days' counts by Location filter", () => {
  it('hold what a model of the visits says, per day and person, and move with a pin move', async () => {
    const next = numbers(55);
    const people: FakeCaller[] = [salesRep, otherSalesRep];
    const visits: ModelVisit[] = [];
    let clock = ist('2026-11-24', '18:00');
    for (let index = 0; index < 36; index += 1) {
      // Each person's visits are six hours apart, or two when one was sent four hours after it was
      // made (one in four, some on the day before they arrived): never Too fast over these 3 km.
      clock += 3 * HOUR;
      const late = index % 4 === 1;
      const madeAt = late ? clock - 4 * HOUR : clock;
      const metresNorth = spots[Math.floor(next() * spots.length)] ?? null;
      const by = people[index % people.length] ?? salesRep;
      at(clock);
      const reading =
        metresNorth === null
          ? { kind: 'none', reason: 'denied' }
          : fixAt(metresNorth, madeAt, { accuracy: ACCURACY });
      const { id } = await visit(NAME, { reading, capturedAt: madeAt }, by);
      visits.push({ id, uid: by.uid, madeAt, metresNorth });
      // The admin pins the college once it has a visit: every visit is judged against it from then.
      if (index === 0) await pinPlace(NAME, college);
    }
    expect(await storedDays()).toEqual(modelDays(visits, 0));
    expect(Object.keys(await storedDays()).length).toBeGreaterThan(3);

    // Moved 3 km north: the visits at the college become Far, those 3 km north Verified.
    await pinPlace(NAME, northOf(3000));
    expect(await storedDays()).toEqual(modelDays(visits, 3000));
    for (const filter of filters) {
      const expected = visits
        .filter((visit) => visit.uid === salesRep.uid && modelFilters(visit, 3000).includes(filter))
        .map((visit) => visit.id);
      expect((await listedUnder(filter, salesRep.uid)).sort(), filter).toEqual(expected.sort());
    }
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('let the filter page through months, newest first, reading only the days with a match', async () => {
    const first = ist('2026-08-01', '11:00');
    at(first);
    await visit(NAME, { reading: fixAt(0, first) });
    await pinPlace(NAME, college);
    const far: string[] = [];
    for (let day = 1; day <= 100; day += 1) {
      const made = first + day * 24 * HOUR;
      at(made);
      const { id } = await visit(NAME, { reading: fixAt(day % 3 === 0 ? 3000 : 0, made) });
      if (day % 3 === 0) far.unshift(id);
    }
    expect(await listedUnder('far')).toEqual(far);
    expect(await listedUnder('far', otherSalesRep.uid)).toEqual([]);
    expect(await listedUnder('verified')).toHaveLength(101 - far.length);
  });

  it('end exact when one person sends many visits of one day at once', async () => {
    const made = ist('2026-11-26', '10:00');
    at(made);
    await visit(NAME, { reading: fixAt(0, made) });
    await pinPlace(NAME, college);
    // Twelve at once, from one spot (so none is Too fast): four Verified, four with no reading, four
    // at a college with no pin.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => {
        const reading =
          index % 3 === 0 ? { kind: 'none', reason: 'denied' } : fixAt(0, made, { accuracy: ACCURACY });
        return visit(index % 3 === 1 ? NAME : 'Unpinned College', { reading, capturedAt: made });
      }),
    );
    expect(await storedDays()).toEqual({
      '2026-11-26': { [salesRep.uid]: { verified: 5, unverified: 8, noLocation: 4 } },
    });
    expect((await indexes(store, 'check')).count).toBe(0);
  });
});
