import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlacePin } from '../../src/callables/setPlacePin.js';
import { placePinMessages, type SetPlacePinOutput } from '../../src/domain/api/setPlacePin.js';
import { parsePlacePin, placePinPaths } from '../../src/domain/visits/location/placePin.js';
import { visitIndexPaths, visitLogEntrySchema } from '../../src/domain/visits/visitIndex.js';
import { NO_PLACE_KEY, placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { admin, failureOf, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import type { FakeCaller } from '../support/callRequest.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, indexes, ist, visit } from '../followUps/harness.js';
import { college, fixAt, northOf } from './harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const NAME = 'Modern College';
const key = placeKeyOf(NAME);
const HOUR = 3_600_000;
const t0 = ist('2026-11-26', '10:00');
const logOf = async (id: string) =>
  visitLogEntrySchema.parse(await store.get(visitIndexPaths.log('sales', id)));
const storedPin = async () => parsePlacePin(await store.get(placePinPaths.pin('sales', key)));
const setPin = (
  change: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  by: FakeCaller = admin,
) =>
  invoke<SetPlacePinOutput>(
    setPlacePin,
    { requestId: newRequestId(), kind: 'sales', key, change, ...extra },
    by,
  );

/**
 * Four visits: two people at the college half an hour apart (the second agreeing reading proposes its
 * pin), then 5 km north of it, and with no reading.
 */
async function fourVisits() {
  at(t0);
  const atCollege = await visit(NAME, { reading: fixAt(0, t0) });
  at(t0 + HOUR / 2);
  const alsoAtCollege = await visit(NAME, { reading: fixAt(0, t0 + HOUR / 2) }, otherSalesRep);
  at(t0 + HOUR);
  const north = await visit(NAME, { reading: fixAt(5000, t0 + HOUR) }, otherSalesRep);
  at(t0 + 2 * HOUR);
  const none = await visit(NAME, { reading: { kind: 'none', reason: 'denied' } });
  return { atCollege: atCollege.id, alsoAtCollege: alsoAtCollege.id, north: north.id, none: none.id };
}

describe('setPlacePin', () => {
  it('accepts the proposed pin, once per request id', async () => {
    const ids = await fourVisits();
    at(t0 + 3 * HOUR);
    const input = { requestId: newRequestId(), kind: 'sales', key, change: { kind: 'accept' } };
    const accepted = await invoke<SetPlacePinOutput>(setPlacePin, input, admin);
    expect(accepted).toEqual({
      pin: {
        ...college,
        radius: 250,
        state: 'accepted',
        fromVisitIds: [ids.atCollege, ids.alsoAtCollege],
        proposedBy: [
          { uid: salesRep.uid, label: salesRep.email },
          { uid: otherSalesRep.uid, label: otherSalesRep.email },
        ],
        acceptedBy: { uid: admin.uid, label: admin.email },
        acceptedAt: t0 + 3 * HOUR,
        setAt: t0 + 3 * HOUR,
        setBy: { uid: admin.uid, label: admin.email },
      },
      recomputed: 4,
    });
    at(t0 + 4 * HOUR);
    expect(await invoke(setPlacePin, input, admin)).toEqual(accepted);
    expect(await storedPin()).toEqual(accepted.pin);
  });

  it('moves the pin and judges every visit of the place again in the same update', async () => {
    const ids = await fourVisits();
    // The proposed pin verifies nothing, and a visit 5 km from it is not Far from it either.
    expect(await logOf(ids.north)).toMatchObject({ check: 'unverified', why: 'notAccepted', distance: 5000 });
    const moved = await setPin({ kind: 'move', ...northOf(5000) });
    expect(moved.recomputed).toBe(4);
    expect(moved.pin).toMatchObject({ ...northOf(5000), radius: 250, state: 'accepted' });
    expect(moved.pin?.fromVisitId).toBeUndefined();
    expect(await logOf(ids.atCollege)).toMatchObject({ check: 'far', distance: 5000 });
    const north = await logOf(ids.north);
    expect(north).toMatchObject({ check: 'verified', distance: 0 });
    expect(north.why).toBeUndefined();
    expect(await logOf(ids.none)).toMatchObject({ check: 'unverified', why: 'noReading' });
    expect((await indexes(store, 'check')).count).toBe(0);

    // Back to the first visit's reading, then a radius wide enough for both.
    const used = await setPin({ kind: 'useVisit', visitId: ids.atCollege });
    expect(used.pin).toMatchObject({ ...college, state: 'accepted', fromVisitId: ids.atCollege });
    expect(await logOf(ids.north)).toMatchObject({ check: 'far', distance: 5000 });
    const wide = await setPin({ kind: 'radius', radius: 5000 });
    expect(wide).toMatchObject({ pin: { radius: 5000, state: 'accepted' }, recomputed: 4 });
    expect(await logOf(ids.north)).toMatchObject({ check: 'verified', distance: 5000 });
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('clears the pin: the visits lose their check, and only readings taken since that agree propose one', async () => {
    const ids = await fourVisits();
    expect(await setPin({ kind: 'clear' })).toEqual({ pin: null, recomputed: 4 });
    expect(await storedPin()).toBeNull();
    expect(await logOf(ids.atCollege)).toEqual(
      expect.objectContaining({ check: 'unverified', why: 'noPin' }),
    );
    expect((await logOf(ids.north)).distance).toBeUndefined();
    expect((await indexes(store, 'check')).count).toBe(0);

    // One reading after the clear proposes nothing, nor does the earlier one it agrees with.
    at(t0 + 5 * HOUR);
    const next = await visit(NAME, { reading: fixAt(5000, t0 + 5 * HOUR) }, otherSalesRep);
    expect(await storedPin()).toBeNull();
    expect(await logOf(next.id)).toMatchObject({ check: 'unverified', why: 'noPin' });
    at(t0 + 6 * HOUR);
    const second = await visit(NAME, { reading: fixAt(5000, t0 + 6 * HOUR) });
    expect(await storedPin()).toMatchObject({
      ...northOf(5000),
      state: 'proposed',
      fromVisitIds: [next.id, second.id],
    });
    const notAccepted = { check: 'unverified', why: 'notAccepted' };
    expect(await logOf(next.id)).toMatchObject({ ...notAccepted, distance: 0 });
    expect(await logOf(ids.north)).toMatchObject({ ...notAccepted, distance: 0 });
    expect(await logOf(ids.atCollege)).toMatchObject({ ...notAccepted, distance: 5000 });
    expect(await store.get(placePinPaths.cleared('sales', key))).toBeNull();
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('refuses what it cannot do with the field named, changing nothing', async () => {
    at(t0);
    const bare = await visit(NAME, { reading: { kind: 'none', reason: 'timeout' } });
    const other = await visit('Other College', { reading: fixAt(0, t0) });
    const watched = async () =>
      Promise.all(['placePins', 'placePinCleared', 'visitLog'].map((path) => store.get(path)));
    const before = await watched();

    const accept = await failureOf(setPin({ kind: 'accept' }));
    expect(accept).toMatchObject({
      code: 'failed-precondition',
      details: { fieldErrors: [{ field: 'change', message: placePinMessages.noPin }] },
    });
    const radius = await failureOf(setPin({ kind: 'radius', radius: 300 }));
    expect(radius).toMatchObject({
      code: 'failed-precondition',
      details: { fieldErrors: [{ field: 'change' }] },
    });
    const noFix = await failureOf(setPin({ kind: 'useVisit', visitId: bare.id }));
    expect(noFix).toMatchObject({
      code: 'failed-precondition',
      details: { fieldErrors: [{ field: 'change.visitId', message: placePinMessages.noFix }] },
    });
    const elsewhere = await failureOf(setPin({ kind: 'useVisit', visitId: other.id }));
    expect(elsewhere).toMatchObject({
      code: 'invalid-argument',
      details: { fieldErrors: [{ field: 'change.visitId', message: placePinMessages.otherPlace }] },
    });
    const missing = await failureOf(setPin({ kind: 'useVisit', visitId: '-AAAAAAAAAAAAAAAAAAA' }));
    expect(missing).toMatchObject({
      code: 'invalid-argument',
      details: { fieldErrors: [{ field: 'change.visitId', message: placePinMessages.noSuchVisit }] },
    });
    const noPlace = await failureOf(setPin({ kind: 'move', ...college }, { key: NO_PLACE_KEY }));
    expect(noPlace).toMatchObject({
      code: 'invalid-argument',
      details: { fieldErrors: [{ field: 'key', message: placePinMessages.noPlace }] },
    });
    // A place no one visited and no list names takes no pin: nothing is written for it.
    const nowhere = placeKeyOf('Nowhere Institute');
    const unknown = await failureOf(setPin({ kind: 'move', ...college }, { key: nowhere }));
    expect(unknown).toMatchObject({
      code: 'invalid-argument',
      details: { fieldErrors: [{ field: 'key', message: placePinMessages.unknownPlace }] },
    });
    expect(await store.get(placePinPaths.pin('sales', nowhere))).toBeNull();
    const badRadius = await failureOf(setPin({ kind: 'radius', radius: 24 }));
    expect(badRadius.details?.fieldErrors).toContainEqual({
      field: 'change.radius',
      message: 'The radius is a whole number of metres from 25 to 5,000.',
    });
    const badMove = await failureOf(setPin({ kind: 'move', latitude: 91, longitude: 0 }));
    expect(badMove.details?.fieldErrors?.[0]?.field).toBe('change.latitude');
    const staff = await failureOf(setPin({ kind: 'move', ...college }, {}, salesRep));
    expect(staff.code).toBe('permission-denied');

    expect(await watched()).toEqual(before);
    expect(before[2]).not.toBeNull();
  });
});
