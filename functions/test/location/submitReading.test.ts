import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitPlacementVisit } from '../../src/callables/submitPlacementVisit.js';
import { submitSalesVisit } from '../../src/callables/submitSalesVisit.js';
import { lastFixSchema } from '../../src/domain/visits/location/lastFix.js';
import { parsePlacePin, placePinPaths } from '../../src/domain/visits/location/placePin.js';
import { readingMessages } from '../../src/domain/visits/location/visitReading.js';
import { visitIndexPaths, visitLogEntrySchema } from '../../src/domain/visits/visitIndex.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { parseVisitRecord } from '../../src/domain/records/visitRecord.js';
import { sheetRow } from '../../src/services/visits/sheetRow.js';
import { visitKinds } from '../../src/services/visits/visitKinds.js';
import {
  admin,
  failureOf,
  invoke,
  newRequestId,
  otherSalesRep,
  placementRep,
  salesRep,
} from '../support/callables.js';
import { fullPlacementVisit, useEmptyLocalStore } from '../visits/harness.js';
import { at, indexes, ist, visit } from '../followUps/harness.js';
import { college, fixAt, northOf, pinPlace } from './harness.js';
import { setPlacePin } from '../../src/callables/setPlacePin.js';
import { dayVisitsOf, visitDaysPath } from '../../src/domain/visits/location/visitDays.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const NAME = 'Modern College';
const key = placeKeyOf(NAME);
const logOf = async (id: string) =>
  visitLogEntrySchema.parse(await store.get(visitIndexPaths.log('sales', id)));
const pin = async () => parsePlacePin(await store.get(placePinPaths.pin('sales', key)));
const MINUTE = 60_000;

describe('a visit’s reading', () => {
  it('proposes no pin from one reading: the place’s visits are Unverified, no pin yet, until two people agree', async () => {
    const t0 = ist('2026-11-26', '10:00');
    at(t0);
    // No reading, then a reading 'Not now', then a poor one: saved as always, Unverified, no pin.
    const none = await visit(NAME);
    const declined = await visit(NAME, { reading: { kind: 'none', reason: 'declined' } });
    const poor = await visit(NAME, { reading: fixAt(0, t0, { accuracy: 150 }) });
    expect(await pin()).toBeNull();
    expect(await logOf(none.id)).toMatchObject({ check: 'unverified', why: 'noReading' });
    // Each reason is kept in words' reach: why there was no reading, how poor the reading was.
    expect(await logOf(declined.id)).toMatchObject({
      check: 'unverified',
      why: 'noReading',
      reason: 'declined',
    });
    expect(await logOf(poor.id)).toMatchObject({ check: 'unverified', why: 'poorReading', accuracy: 150 });

    // The first good reading is not judged against itself: no pin, no 'Verified (0 m)'.
    at(t0 + 30 * MINUTE);
    const first = await visit(NAME, { reading: fixAt(0, t0 + 30 * MINUTE) });
    expect(await pin()).toBeNull();
    expect(await logOf(first.id)).toMatchObject({ check: 'unverified', why: 'noPin' });
    // The same person again that day, 40 m off: one sighting still.
    at(t0 + 60 * MINUTE);
    const again = await visit(NAME, { reading: fixAt(40, t0 + 60 * MINUTE) });
    expect(await pin()).toBeNull();
    expect(await logOf(again.id)).toMatchObject({ check: 'unverified', why: 'noPin' });

    // Someone else 80 m off agrees: the pin is proposed at the three readings' centre and every visit
    // of the place is judged against it.
    at(t0 + 90 * MINUTE);
    const second = await visit(NAME, { reading: fixAt(80, t0 + 90 * MINUTE) }, otherSalesRep);
    expect(await pin()).toEqual({
      ...northOf(40),
      latitude: expect.closeTo(northOf(40).latitude, 9) as number,
      radius: 250,
      state: 'proposed',
      fromVisitIds: [first.id, again.id, second.id],
      proposedBy: [
        { uid: salesRep.uid, label: salesRep.email },
        { uid: otherSalesRep.uid, label: otherSalesRep.email },
      ],
      setAt: t0 + 90 * MINUTE,
      setBy: { uid: otherSalesRep.uid, label: otherSalesRep.email },
    });
    // Proposed, not accepted: it verifies nothing, and says how far each visit is from it.
    const notAccepted = { check: 'unverified', why: 'notAccepted' };
    expect(await logOf(first.id)).toMatchObject({ ...notAccepted, distance: 40 });
    expect(await logOf(second.id)).toMatchObject({ ...notAccepted, distance: 40 });
    expect(await logOf(poor.id)).toMatchObject({ check: 'unverified', why: 'poorReading' });

    // Once an admin accepts it, 5 km off later is Far; a reading taken 61 s before Submit is stale.
    await invoke(
      setPlacePin,
      { requestId: newRequestId(), kind: 'sales', key, change: { kind: 'accept' } },
      admin,
    );
    expect(await logOf(first.id)).toMatchObject({ check: 'verified', distance: 40 });
    at(t0 + 150 * MINUTE);
    const far = await visit(NAME, { reading: fixAt(5000, t0 + 150 * MINUTE) }, otherSalesRep);
    expect(await logOf(far.id)).toMatchObject({ check: 'far', distance: 4960 });
    const stale = await visit(NAME, { reading: fixAt(0, t0 + 150 * MINUTE, { age: 61_000 }) });
    expect(await logOf(stale.id)).toMatchObject({ check: 'unverified', why: 'staleReading' });
    expect((await pin())?.fromVisitIds).toEqual([first.id, again.id, second.id]);
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('takes a reading Too fast from the last visit as no evidence; one person on two days agrees', async () => {
    const t0 = ist('2026-11-26', '10:00');
    at(t0);
    await visit('Other College', { reading: fixAt(60_000, t0) }, otherSalesRep);
    // 60 km in ten minutes: Too fast, so it agrees with nothing.
    at(t0 + 10 * MINUTE);
    const fast = await visit(NAME, { reading: fixAt(0, t0 + 10 * MINUTE) }, otherSalesRep);
    expect(await logOf(fast.id)).toMatchObject({ check: 'unverified', why: 'noPin', tooFast: true });
    at(t0 + 20 * MINUTE);
    const first = await visit(NAME, { reading: fixAt(10, t0 + 20 * MINUTE) });
    expect(await pin()).toBeNull();
    // Asha the next morning, 30 m from her first reading: two days agree.
    const nextDay = t0 + 24 * 60 * MINUTE;
    at(nextDay);
    const next = await visit(NAME, { reading: fixAt(40, nextDay) });
    expect(await pin()).toMatchObject({ state: 'proposed', fromVisitIds: [first.id, next.id] });
    expect(await logOf(fast.id)).toMatchObject({ why: 'notAccepted', distance: 25, tooFast: true });
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('keeps the reading on the visit but out of its sheet row', async () => {
    const t0 = ist('2026-11-26', '10:00');
    at(t0);
    const reading = fixAt(10, t0);
    const { id } = await visit(NAME, { reading });
    const record = parseVisitRecord(await store.get(`sales_visits/${id}`));
    expect(record?.reading).toEqual(reading);
    if (!record) throw new Error('no record');
    const row = sheetRow(visitKinds.sales, record);
    expect(row).toHaveLength(visitKinds.sales.table.header.length);
    expect(row.join('|')).not.toContain(String(reading.latitude));
  });

  it('flags a visit too far from the person’s previous one to have driven, and keeps their latest fix', async () => {
    const t0 = ist('2026-11-26', '10:00');
    at(t0);
    const first = await visit(NAME, { reading: fixAt(0, t0) });
    await pinPlace(NAME, college);
    // 5 km in 10 minutes is 30 km/h: not flagged.
    at(t0 + 10 * MINUTE);
    const second = await visit('Other College', { reading: fixAt(5000, t0 + 10 * MINUTE) });
    expect((await logOf(second.id)).tooFast).toBeUndefined();
    // 5 km back in 3 minutes is 100 km/h: flagged, whatever the place.
    at(t0 + 13 * MINUTE);
    const third = await visit(NAME, { reading: fixAt(0, t0 + 13 * MINUTE) });
    expect(await logOf(third.id)).toMatchObject({ check: 'verified', tooFast: true });
    expect(lastFixSchema.parse(await store.get(placePinPaths.lastFix(salesRep.uid)))).toMatchObject({
      visitId: third.id,
      at: t0 + 13 * MINUTE - 2000,
    });
    // A reading taken before the kept one (queued offline) is compared with it but does not replace it.
    at(t0 + 20 * MINUTE);
    const queued = await visit(NAME, { reading: fixAt(0, t0 + 5 * MINUTE) });
    expect((await logOf(queued.id)).tooFast).toBeUndefined();
    expect(lastFixSchema.parse(await store.get(placePinPaths.lastFix(salesRep.uid))).visitId).toBe(third.id);
    expect(first.id).not.toBe(third.id);

    // A lost check and a lost last fix are found and rebuilt.
    await store.update({
      [`${visitIndexPaths.log('sales', third.id)}/check`]: null,
      [`${visitIndexPaths.log('sales', third.id)}/tooFast`]: null,
      [placePinPaths.lastFix(salesRep.uid)]: null,
    });
    const found = await indexes(store, 'check');
    expect(found.count).toBe(2);
    await indexes(store, 'rebuild');
    expect(await logOf(third.id)).toMatchObject({ check: 'verified', distance: 0, tooFast: true });
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('keeps a reading dated ahead of the server as phone clock ahead, never the last fix', async () => {
    const t0 = ist('2026-11-26', '10:00');
    at(t0);
    const first = await visit(NAME, { reading: fixAt(0, t0) });
    // The phone's clock says 2100: kept on the visit, flagged, and it never becomes the last fix.
    at(t0 + MINUTE);
    const ahead = await visit(NAME, { reading: fixAt(0, Date.UTC(2100, 0, 1)) });
    expect(await logOf(ahead.id)).toMatchObject({ clockAhead: true });
    expect((await logOf(ahead.id)).tooFast).toBeUndefined();
    expect(lastFixSchema.parse(await store.get(placePinPaths.lastFix(salesRep.uid))).visitId).toBe(first.id);
    // So Too fast still works: 5 km in 3 minutes after the first visit is flagged.
    at(t0 + 3 * MINUTE);
    const far = await visit('Other College', { reading: fixAt(5000, t0 + 3 * MINUTE) });
    expect(await logOf(far.id)).toMatchObject({ tooFast: true });
    expect((await logOf(far.id)).clockAhead).toBeUndefined();
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('keeps a Too fast visit counted apart on its day when a pin change judges it again', async () => {
    const t0 = ist('2026-11-26', '10:00');
    at(t0);
    await visit(NAME, { reading: fixAt(0, t0) });
    at(t0 + 3 * MINUTE);
    const fast = await visit('Other College', { reading: fixAt(5000, t0 + 3 * MINUTE) });
    const dayOf = async () => dayVisitsOf(await store.get(visitDaysPath(salesRep.uid, '2026-11-26')));
    expect(await dayOf()).toMatchObject({ count: 2, tooFast: 1 });
    await invoke(
      setPlacePin,
      {
        requestId: newRequestId(),
        kind: 'sales',
        key: placeKeyOf('Other College'),
        change: { kind: 'move', ...northOf(5000) },
      },
      admin,
    );
    expect(await logOf(fast.id)).toMatchObject({ tooFast: true });
    expect(await dayOf()).toMatchObject({ count: 2, tooFast: 1 });
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('saves a retried visit once, and refuses bad coordinates with the field named, storing nothing', async () => {
    const t0 = ist('2026-11-26', '10:00');
    at(t0);
    const input = { requestId: newRequestId(), collegeName: NAME, visitPhase: 'Lead', reading: fixAt(0, t0) };
    const once = await invoke<{ id: string }>(submitSalesVisit, input, salesRep);
    expect(await invoke<{ id: string }>(submitSalesVisit, input, salesRep)).toEqual(once);
    expect(Object.keys((await store.get<object>('sales_visits')) ?? {})).toEqual([once.id]);

    await store.remove('/');
    const bad = await failureOf(
      invoke(
        submitSalesVisit,
        { ...input, requestId: newRequestId(), reading: { ...fixAt(0, t0), latitude: 91 } },
        salesRep,
      ),
    );
    expect(bad.code).toBe('invalid-argument');
    expect(bad.details?.fieldErrors).toContainEqual({
      field: 'reading.latitude',
      message: readingMessages.latitude,
    });
    const zero = await failureOf(
      invoke(
        submitSalesVisit,
        { ...input, requestId: newRequestId(), reading: { ...fixAt(0, t0), accuracy: 0 } },
        salesRep,
      ),
    );
    expect(zero.details?.fieldErrors).toContainEqual({
      field: 'reading.accuracy',
      message: readingMessages.accuracy,
    });
    expect(await store.get('sales_visits')).toBeNull();
    expect(await store.get('placePins')).toBeNull();
  });

  it('works the same for placement visits, under the company’s key', async () => {
    const t0 = ist('2026-11-26', '10:00');
    at(t0);
    const company = placeKeyOf(String(fullPlacementVisit().companyName));
    const { id } = await invoke<{ id: string }>(
      submitPlacementVisit,
      { ...fullPlacementVisit(), requestId: newRequestId(), reading: fixAt(0, t0) },
      placementRep,
    );
    const other = { ...placementRep, uid: 'placement-2', email: 'meera@example.com' };
    at(t0 + MINUTE);
    const { id: second } = await invoke<{ id: string }>(
      submitPlacementVisit,
      { ...fullPlacementVisit(), requestId: newRequestId(), reading: fixAt(0, t0 + MINUTE) },
      other,
    );
    expect(parsePlacePin(await store.get(placePinPaths.pin('placement', company)))).toMatchObject({
      ...college,
      state: 'proposed',
      fromVisitIds: [id, second],
    });
    expect(visitLogEntrySchema.parse(await store.get(visitIndexPaths.log('placement', id)))).toMatchObject({
      check: 'unverified',
      why: 'notAccepted',
      distance: 0,
    });
    expect(await store.get(placePinPaths.pin('sales', company))).toBeNull();
    expect((await indexes(store, 'check')).count).toBe(0);
  });
});
