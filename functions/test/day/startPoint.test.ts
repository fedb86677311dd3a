import { afterEach, describe, expect, it, vi } from 'vitest';
import { myFollowUps } from '../../src/callables/myFollowUps.js';
import { setPlacePin } from '../../src/callables/setPlacePin.js';
import { setStartPoint } from '../../src/callables/setStartPoint.js';
import type { MyFollowUpsOutput } from '../../src/domain/api/myFollowUps.js';
import type { SetStartPointOutput } from '../../src/domain/api/setStartPoint.js';
import { startPointMessages, startPointPath } from '../../src/domain/day/startPoint.js';
import { placePinPaths } from '../../src/domain/visits/location/placePin.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { myFollowUps as dueListOf } from '../../src/services/followUps/openFollowUps.js';
import { admin, failureOf, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import type { FakeCaller } from '../support/callRequest.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, ist, visit } from '../followUps/harness.js';

const store = useEmptyLocalStore();
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const due = (by: FakeCaller = salesRep) => invoke<MyFollowUpsOutput>(myFollowUps, {}, by);
const save = (startPoint: unknown, requestId = newRequestId(), by: FakeCaller = salesRep) =>
  invoke<SetStartPointOutput>(setStartPoint, { requestId, startPoint }, by);
const home = { latitude: 19.076, longitude: 72.8777, label: 'Home' };

describe('the Due list gives each place’s accepted pin', () => {
  it('gives an accepted pin, not a proposed one, reading each place’s pin once', async () => {
    at(ist('2026-11-26', '10:00'));
    for (const college of ['Accepted College', 'Proposed College', 'Unpinned College'])
      await visit(college, { nextVisitOn: '2026-11-26' });
    await invoke(
      setPlacePin,
      {
        requestId: newRequestId(),
        kind: 'sales',
        key: placeKeyOf('Accepted College'),
        change: { kind: 'move', latitude: 19.1, longitude: 72.9, confirmed: true },
      },
      admin,
    );
    const proposed = {
      latitude: 19.2,
      longitude: 72.95,
      radius: 150,
      state: 'proposed',
      setAt: Date.now(),
      setBy: { uid: 'system', label: 'Proposed' },
    };
    await store.set(placePinPaths.pin('sales', placeKeyOf('Proposed College')), proposed);
    const answer = await due();
    const pins = Object.fromEntries(answer.followUps.map((row) => [row.place, row.pin]));
    expect(pins).toEqual({
      'Accepted College': { latitude: 19.1, longitude: 72.9 },
      'Proposed College': undefined,
      'Unpinned College': undefined,
    });
    // The service on this test's store, whose reads are counted.
    const reads = vi.spyOn(store, 'get');
    await dueListOf(store, salesRep.uid, ['sales']);
    const pinReads = reads.mock.calls.filter(([path]) => path.startsWith('placePins/'));
    expect(pinReads.map(([path]) => path).sort()).toEqual(
      ['Accepted College', 'Proposed College', 'Unpinned College']
        .map((college) => placePinPaths.pin('sales', placeKeyOf(college)))
        .sort(),
    );
  });
});

describe('a person’s start point', () => {
  it('is saved, given with the Due list, and cleared', async () => {
    const savedAt = ist('2026-11-26', '08:00');
    at(savedAt);
    expect((await due()).startPoint).toBeNull();
    const saved = await save(home);
    expect(saved).toEqual({ startPoint: { ...home, savedAt } });
    expect(await store.get(startPointPath(salesRep.uid))).toEqual({ ...home, savedAt });
    expect((await due()).startPoint).toEqual({ ...home, savedAt });
    // Another person's is their own.
    expect((await due(otherSalesRep)).startPoint).toBeNull();
    expect(await save(null)).toEqual({ startPoint: null });
    expect(await store.get(startPointPath(salesRep.uid))).toBeNull();
    expect((await due()).startPoint).toBeNull();
  });

  it('answers a retry of the same request with its first result, and refuses a bad label', async () => {
    at(ist('2026-11-26', '08:00'));
    const requestId = newRequestId();
    const first = await save(home, requestId);
    at(ist('2026-11-26', '09:00'));
    expect(await save(home, requestId)).toEqual(first);
    const blank = await failureOf(save({ ...home, label: '  ' }));
    expect(blank.code).toBe('invalid-argument');
    expect(blank.details?.fieldErrors).toEqual([
      { field: 'startPoint.label', message: startPointMessages.label },
    ]);
    expect((await due()).startPoint).toEqual(first.startPoint);
  });

  it('is for staff only', async () => {
    expect((await failureOf(save(home, newRequestId(), admin))).code).toBe('permission-denied');
  });
});
