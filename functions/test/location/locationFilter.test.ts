import { describe, expect, it } from 'vitest';
import { listVisits } from '../../src/callables/listVisits.js';
import { visitPipeline } from '../../src/callables/visitPipeline.js';
import type { ListVisitsOutput } from '../../src/domain/api/listVisits.js';
import type { VisitPipelineOutput } from '../../src/domain/api/visitPipeline.js';
import { setPlacePin } from '../../src/callables/setPlacePin.js';
import { checkCountsPath, countCategoryOf } from '../../src/domain/visits/location/checkCounts.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { admin, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, indexes, ist, visit } from '../followUps/harness.js';
import { college, fixAt, pinPlace } from './harness.js';

const store = useEmptyLocalStore();

const NAME = 'Modern College';
const t0 = ist('2026-11-26', '10:00');
const MINUTE = 60_000;
const idsOf = async (check: string) =>
  (await invoke<ListVisitsOutput>(listVisits, { kind: 'sales', check }, admin)).visits.map((item) => item.id);

describe('the log’s Location filter and the counts agree', () => {
  it('lists a Too fast visit 15 m from the pin under Too fast, never under Verified', async () => {
    at(t0);
    const atCollege = await visit(NAME, { reading: fixAt(0, t0) });
    await pinPlace(NAME, college);
    // 20 km away two hours later, then back at the college 5 minutes after that: 240 km/h.
    const away = t0 + 120 * MINUTE;
    at(away);
    const elsewhere = await visit('Other College', { reading: fixAt(20_000, away) });
    at(away + 5 * MINUTE);
    const fast = await visit(NAME, { reading: fixAt(15, away + 5 * MINUTE) });

    expect(await idsOf('verified')).toEqual([atCollege.id]);
    expect(await idsOf('tooFast')).toEqual([fast.id]);
    const { checkCounts } = await invoke<VisitPipelineOutput>(visitPipeline, { kind: 'sales' }, admin);
    expect(checkCounts[0]).toMatchObject({ verified: 1, tooFast: 1 });
    expect(checkCounts[0]?.verified).toBe((await idsOf('verified')).length);
    expect(checkCounts[0]?.tooFast).toBe((await idsOf('tooFast')).length);
    expect(await idsOf('unverified')).toEqual([elsewhere.id]);
  });
});

describe('a visit beside a proposed pin counts as Not accepted', () => {
  const counts = async () =>
    (await invoke<VisitPipelineOutput>(visitPipeline, { kind: 'sales' }, admin)).checkCounts;

  it('is listed and counted under Not accepted, never Unverified or Verified, until the pin is accepted', async () => {
    at(t0);
    const asha = await visit(NAME, { reading: fixAt(0, t0) });
    at(t0 + 5 * MINUTE);
    const ravi = await visit(NAME, { reading: fixAt(16, t0 + 5 * MINUTE) }, otherSalesRep);
    at(t0 + 10 * MINUTE);
    const far = await visit(NAME, { reading: fixAt(3000, t0 + 10 * MINUTE) });

    expect(await idsOf('notAccepted')).toEqual([far.id, ravi.id, asha.id]);
    expect(await idsOf('unverified')).toEqual([]);
    expect(await idsOf('verified')).toEqual([]);
    expect(
      (await counts()).map(({ label, notAccepted, unverified, verified }) => ({
        label,
        notAccepted,
        unverified,
        verified,
      })),
    ).toEqual([
      { label: 'Asha Sales', notAccepted: 2, unverified: 0, verified: 0 },
      { label: 'Ravi Sales', notAccepted: 1, unverified: 0, verified: 0 },
    ]);
    expect((await indexes(store, 'check')).count).toBe(0);

    // Accepting the pin moves each visit to Verified or Far, in the filter and the counts alike.
    at(t0 + 60 * MINUTE);
    await invoke(
      setPlacePin,
      { requestId: newRequestId(), kind: 'sales', key: placeKeyOf(NAME), change: { kind: 'accept' } },
      admin,
    );
    expect(await idsOf('notAccepted')).toEqual([]);
    expect(await idsOf('verified')).toEqual([ravi.id, asha.id]);
    expect(await idsOf('far')).toEqual([far.id]);
    expect(await counts()).toMatchObject([
      { label: 'Asha Sales', notAccepted: 0, verified: 1, far: 1 },
      { label: 'Ravi Sales', notAccepted: 0, verified: 1 },
    ]);
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('repairs counts kept the old way, with Not accepted visits under Unverified', async () => {
    at(t0);
    await visit(NAME, { reading: fixAt(0, t0) });
    at(t0 + 5 * MINUTE);
    await visit(NAME, { reading: fixAt(16, t0 + 5 * MINUTE) }, otherSalesRep);
    await store.set(checkCountsPath('sales', salesRep.uid), { unverified: 1 });
    expect((await indexes(store, 'check')).count).toBe(1);
    await indexes(store, 'rebuild');
    expect((await indexes(store, 'check')).count).toBe(0);
    expect((await counts())[0]).toMatchObject({ label: 'Asha Sales', unverified: 0, notAccepted: 1 });
  });
});

describe('countCategoryOf', () => {
  it('files Too fast apart whatever the check, Not accepted apart from Unverified, and an older entry as before', () => {
    expect(countCategoryOf({ check: 'verified', tooFast: true })).toBe('tooFast');
    expect(countCategoryOf({ check: 'unverified', why: 'notAccepted', tooFast: true })).toBe('tooFast');
    expect(countCategoryOf({ check: 'unverified', why: 'notAccepted' })).toBe('notAccepted');
    expect(countCategoryOf({ check: 'unverified', why: 'noReading' })).toBe('unverified');
    expect(countCategoryOf({ check: 'unverified' })).toBe('unverified');
    expect(countCategoryOf({ check: 'far' })).toBe('far');
  });
});
