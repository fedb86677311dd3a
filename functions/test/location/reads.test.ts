import { afterEach, describe, expect, it, vi } from 'vitest';
import { listVisits } from '../../src/callables/listVisits.js';
import { myReport } from '../../src/callables/myReport.js';
import { placePage } from '../../src/callables/placePage.js';
import { setPlacePin } from '../../src/callables/setPlacePin.js';
import { visitPipeline } from '../../src/callables/visitPipeline.js';
import type { VisitPipelineOutput } from '../../src/domain/api/visitPipeline.js';
import { checkCountsPath } from '../../src/domain/visits/location/checkCounts.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import type { ListVisitsOutput } from '../../src/domain/api/listVisits.js';
import type { PlacePageOutput } from '../../src/domain/api/placePage.js';
import { admin, failureOf, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, indexes, ist, visit } from '../followUps/harness.js';
import { college, fixAt, northOf, pinPlace } from './harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const NAME = 'Modern College';
const HOUR = 3_600_000;
const t0 = ist('2026-11-26', '10:00');
const log = (extra: Record<string, unknown> = {}) =>
  invoke<ListVisitsOutput>(listVisits, { kind: 'sales', ...extra }, admin);

/**
 * At the college (one reading proposes no pin: an admin pins the college), 5 km off, with no reading,
 * and 5 km back 3 minutes later.
 */
async function fourVisits() {
  at(t0);
  const atCollege = await visit(NAME, { reading: fixAt(0, t0) });
  await pinPlace(NAME, college);
  at(t0 + HOUR);
  const far = await visit(NAME, { reading: fixAt(5000, t0 + HOUR) });
  at(t0 + 2 * HOUR);
  const none = await visit(NAME, {}, otherSalesRep);
  at(t0 + HOUR + 3 * 60_000);
  const back = await visit(NAME, { reading: fixAt(0, t0 + HOUR + 3 * 60_000) });
  return { atCollege: atCollege.id, far: far.id, none: none.id, back: back.id };
}

describe('reading the checks', () => {
  it('the visit log shows each visit’s check and filters by it', async () => {
    const ids = await fourVisits();
    const all = await log();
    expect(all.visits.map((item) => [item.id, item.check])).toEqual([
      [ids.none, { status: 'unverified', why: 'noReading' }],
      [ids.back, { status: 'verified', distance: 0, tooFast: true, speed: 99 }],
      [ids.far, { status: 'far', distance: 5000 }],
      [ids.atCollege, { status: 'verified', distance: 0 }],
    ]);
    // The visit Too fast from the last one is filed under Too fast, never under Verified.
    expect((await log({ check: 'verified' })).visits.map((item) => item.id)).toEqual([ids.atCollege]);
    expect((await log({ check: 'tooFast' })).visits.map((item) => item.id)).toEqual([ids.back]);
    expect((await log({ check: 'far' })).visits.map((item) => item.id)).toEqual([ids.far]);
    expect(
      (await log({ check: 'unverified', staff: otherSalesRep.uid })).visits.map((item) => item.id),
    ).toEqual([ids.none]);
    expect((await log({ check: 'far', staff: otherSalesRep.uid })).visits).toEqual([]);
    const bad = await failureOf(log({ check: 'maybe' }));
    expect(bad.details?.fieldErrors?.[0]).toEqual({
      field: 'check',
      message: 'Choose one of the listed options.',
    });
  });

  it('the place page gives the pin and each visit’s check and fix to draw', async () => {
    const ids = await fourVisits();
    const page = await invoke<PlacePageOutput>(placePage, { kind: 'sales', name: 'modern  college' }, admin);
    expect(page.pin).toMatchObject({ ...college, radius: 250, state: 'accepted' });
    // Who set it by name, never by email; the evidence: the two good readings (the one Too fast and
    // the one with none left out), one person, one day, 2.5 km from their centre, agreeing on nothing.
    expect(page.pin?.setBy.label).not.toContain('@');
    expect(page.evidence).toEqual({
      readings: 2,
      people: ['Asha Sales'],
      days: ['2026-11-26'],
      spread: 2500,
      agreeing: 0,
    });
    const far = page.visits.find((item) => item.id === ids.far);
    expect(far?.check).toEqual({ status: 'far', distance: 5000 });
    expect(far?.reading).toEqual({
      latitude: expect.any(Number) as number,
      longitude: college.longitude,
      accuracy: 15,
    });
    const none = page.visits.find((item) => item.id === ids.none);
    expect(none?.reading).toBeUndefined();
    expect(none?.fields).not.toHaveProperty('reading');
    const unknown = await invoke<PlacePageOutput>(
      placePage,
      { kind: 'sales', name: 'Nowhere College' },
      admin,
    );
    expect(unknown.pin).toBeNull();
  });

  it('a person sees their own visits’ checks in their report', async () => {
    const ids = await fourVisits();
    const mine = await invoke(myReport, {}, salesRep);
    expect(mine.entries.map((entry) => [entry.id, entry.check])).toEqual([
      [ids.back, { status: 'verified', distance: 0, tooFast: true, speed: 99 }],
      [ids.far, { status: 'far', distance: 5000 }],
      [ids.atCollege, { status: 'verified', distance: 0 }],
    ]);
    const theirs = await invoke(myReport, {}, otherSalesRep);
    expect(theirs.entries.map((entry) => entry.check)).toEqual([{ status: 'unverified', why: 'noReading' }]);
  });

  it('the pipeline counts each person’s visits by check, and follows a pin move', async () => {
    await fourVisits();
    const counts = async () =>
      (await invoke<VisitPipelineOutput>(visitPipeline, { kind: 'sales' }, admin)).checkCounts;
    expect(await counts()).toEqual([
      // The visit Too fast from the last one counts apart, never as Verified.
      {
        uid: salesRep.uid,
        label: 'Asha Sales',
        verified: 1,
        far: 1,
        unverified: 0,
        notAccepted: 0,
        tooFast: 1,
      },
      {
        uid: otherSalesRep.uid,
        label: 'Ravi Sales',
        verified: 0,
        far: 0,
        unverified: 1,
        notAccepted: 0,
        tooFast: 0,
      },
    ]);
    await invoke(
      setPlacePin,
      {
        requestId: newRequestId(),
        kind: 'sales',
        key: placeKeyOf(NAME),
        change: { kind: 'move', ...northOf(5000) },
      },
      admin,
    );
    expect((await counts())[0]).toMatchObject({
      verified: 1,
      far: 1,
      unverified: 0,
      notAccepted: 0,
      tooFast: 1,
    });
    expect((await indexes(store, 'check')).count).toBe(0);
    // Lost counts are found and rebuilt.
    await store.remove(checkCountsPath('sales', salesRep.uid));
    expect((await indexes(store, 'check')).count).toBe(1);
    await indexes(store, 'rebuild');
    expect((await counts())[0]).toMatchObject({
      verified: 1,
      far: 1,
      unverified: 0,
      notAccepted: 0,
      tooFast: 1,
    });
  });
});
