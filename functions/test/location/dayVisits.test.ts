import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import { submitPlacementVisit } from '../../src/callables/submitPlacementVisit.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { setPlacePin } from '../../src/callables/setPlacePin.js';
import { dayVisitsOf, visitDaysPath } from '../../src/domain/visits/location/visitDays.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { admin, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import { fullPlacementVisit, useEmptyLocalStore } from '../visits/harness.js';
import { at, indexes, ist, visit } from '../followUps/harness.js';
import { college, fixAt, pinPlace } from './harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const NAME = 'Modern College';
const day = '2026-11-26';
const HOUR = 3_600_000;
const t0 = ist(day, '10:00');

const saveSpend = (by = salesRep) =>
  invoke<{ entryId?: string }>(
    saveSalesSpend,
    {
      requestId: newRequestId(),
      visitType: 'Multiple Visit',
      colleges: [NAME],
      allocatedAmount: 1000,
      spentAmount: 300,
      food: 100,
    },
    by,
  );

const rowsByOwner = async () => {
  const queue = await invoke(reviewQueue, {}, admin);
  return Object.fromEntries(queue.rows.map((row) => [row.owner.uid, row.dayVisits]));
};

/**
 * Asha's day: a visit the day before (no reading), then at the college (which an admin pins), 5 km north
 * of it, with no reading, and a placement visit with no reading; Ravi visits the college 4.2 km north
 * the same day.
 */
async function ashasDay() {
  at(ist('2026-11-25', '18:00'));
  await visit(NAME, { reading: { kind: 'none', reason: 'denied' } });
  at(t0);
  await visit(NAME, { reading: fixAt(0, t0) });
  await pinPlace(NAME, college);
  at(t0 + HOUR);
  await visit(NAME, { reading: fixAt(5000, t0 + HOUR) });
  await visit(NAME, { reading: fixAt(4200, t0 + HOUR) }, otherSalesRep);
  at(t0 + 2 * HOUR);
  await visit(NAME, { reading: { kind: 'none', reason: 'denied' } });
  await invoke(
    submitPlacementVisit,
    { ...fullPlacementVisit(), requestId: newRequestId(), reading: { kind: 'none', reason: 'denied' } },
    { ...salesRep, roles: ['sales', 'placement'] },
  );
}

describe("Review's visits of a spend's day", () => {
  it('counts a visit Too fast from the last one apart, never as Verified', async () => {
    at(t0);
    await visit('Other College', { reading: fixAt(60_000, t0) });
    await visit(NAME, { reading: fixAt(0, t0) }, otherSalesRep);
    await pinPlace(NAME, college);
    at(t0 + 10 * 60_000);
    await visit(NAME, { reading: fixAt(0, t0 + 10 * 60_000) });
    expect(dayVisitsOf(await store.get(visitDaysPath(salesRep.uid, day)))).toEqual({
      count: 2,
      verified: 0,
      far: [],
      unverified: 1,
      notAccepted: 0,
      tooFast: 1,
    });
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it("counts the owner's visits of the spend's day only, and follows a pin change", async () => {
    await ashasDay();
    at(t0 + 8 * HOUR);
    await saveSpend();
    await saveSpend(otherSalesRep);
    at(ist('2026-11-27', '09:00'));
    await saveSpend();

    const before = await invoke(reviewQueue, {}, admin);
    expect(before.rows.map((row) => [row.owner.uid, row.day, row.dayVisits])).toEqual([
      [salesRep.uid, day, { count: 4, verified: 1, far: [5000], unverified: 2, notAccepted: 0, tooFast: 0 }],
      [
        otherSalesRep.uid,
        day,
        { count: 1, verified: 0, far: [4200], unverified: 0, notAccepted: 0, tooFast: 0 },
      ],
      [
        salesRep.uid,
        '2026-11-27',
        { count: 0, verified: 0, far: [], unverified: 0, notAccepted: 0, tooFast: 0 },
      ],
    ]);

    // A radius wide enough for both judges the 5 km visit Verified: the day's summary follows.
    await invoke(
      setPlacePin,
      {
        requestId: newRequestId(),
        kind: 'sales',
        key: placeKeyOf(NAME),
        change: { kind: 'radius', radius: 5000 },
      },
      admin,
    );
    expect((await rowsByOwner())[otherSalesRep.uid]).toEqual({
      count: 1,
      verified: 1,
      far: [],
      unverified: 0,
      notAccepted: 0,
      tooFast: 0,
    });
    const after = await invoke(reviewQueue, {}, admin);
    expect(after.rows[0]?.dayVisits).toEqual({
      count: 4,
      verified: 2,
      far: [],
      unverified: 2,
      notAccepted: 0,
      tooFast: 0,
    });
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('is derived by indexes check and rebuild', async () => {
    await ashasDay();
    await store.remove(visitDaysPath(salesRep.uid, day));
    await store.set(visitDaysPath(otherSalesRep.uid, '2026-01-01', 'gone'), { kind: 'sales', check: 'far' });
    const check = await indexes(store, 'check');
    expect(check.count).toBe(5);
    await indexes(store, 'rebuild');
    expect(dayVisitsOf(await store.get(visitDaysPath(salesRep.uid, day)))).toEqual({
      count: 4,
      verified: 1,
      far: [5000],
      unverified: 2,
      notAccepted: 0,
      tooFast: 0,
    });
    expect(await store.get(visitDaysPath(otherSalesRep.uid, '2026-01-01'))).toBeNull();
    expect((await indexes(store, 'check')).count).toBe(0);
  });
});

describe('a day of visits', () => {
  it('counts a Too fast visit apart, never as Verified', () => {
    const node = {
      a: { kind: 'sales', check: 'verified', distance: 10, tooFast: true },
      b: { kind: 'sales', check: 'verified', distance: 20 },
      c: { kind: 'placement', check: 'far', distance: 900, tooFast: true },
    };
    expect(dayVisitsOf(node)).toEqual({
      count: 3,
      verified: 1,
      far: [],
      unverified: 0,
      notAccepted: 0,
      tooFast: 2,
    });
  });
});
