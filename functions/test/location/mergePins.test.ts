import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlacePin } from '../../src/callables/setPlacePin.js';
import { parsePlacePin, placePinPaths } from '../../src/domain/visits/location/placePin.js';
import { visitIndexPaths, visitLogEntrySchema } from '../../src/domain/visits/visitIndex.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { mergePlaces } from '../../src/services/places/mergePlaces.js';
import { admin, invoke, newRequestId, otherSalesRep } from '../support/callables.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, indexes, ist, visit } from '../followUps/harness.js';
import { college, fixAt, northOf, pinPlace } from './harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const FROM = 'A.I.S.S.M.S. COE';
const INTO = 'AISSMS College of Engineering';
const HOUR = 3_600_000;
const t0 = ist('2026-11-26', '10:00');
const logOf = async (id: string) =>
  visitLogEntrySchema.parse(await store.get(visitIndexPaths.log('sales', id)));
const pinOf = async (name: string) =>
  parsePlacePin(await store.get(placePinPaths.pin('sales', placeKeyOf(name))));
const merge = () =>
  mergePlaces(store, {
    kind: 'sales',
    from: FROM,
    into: INTO,
    by: { uid: admin.uid, email: admin.email },
    at: t0 + 9 * HOUR,
  });

/** A visit at the college to `FROM` and one 5 km north to `INTO` by someone else, each place pinned there. */
async function twoPlaces() {
  at(t0);
  const from = await visit(FROM, { reading: fixAt(0, t0) });
  await pinPlace(FROM, college);
  at(t0 + HOUR);
  const into = await visit(INTO, { reading: fixAt(5000, t0 + HOUR) }, otherSalesRep);
  await pinPlace(INTO, northOf(5000));
  return { from: from.id, into: into.id };
}

describe('merging places moves their pins', () => {
  it('the kept place keeps its pin, and the merged visits are judged against it', async () => {
    const ids = await twoPlaces();
    expect(await logOf(ids.from)).toMatchObject({ check: 'verified', distance: 0 });
    await merge();
    expect(await pinOf(FROM)).toBeNull();
    expect(await pinOf(INTO)).toMatchObject({ ...northOf(5000), state: 'accepted' });
    expect(await logOf(ids.from)).toMatchObject({ check: 'far', distance: 5000 });
    expect(await logOf(ids.into)).toMatchObject({ check: 'verified', distance: 0 });
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('a kept place with no pin takes the merged one’s, and its visits are judged against it', async () => {
    const ids = await twoPlaces();
    await invoke(
      setPlacePin,
      { requestId: newRequestId(), kind: 'sales', key: placeKeyOf(INTO), change: { kind: 'clear' } },
      admin,
    );
    expect(await logOf(ids.into)).toMatchObject({ check: 'unverified', why: 'noPin' });
    await merge();
    expect(await pinOf(INTO)).toMatchObject({ ...college, state: 'accepted' });
    expect(await pinOf(FROM)).toBeNull();
    expect(await logOf(ids.into)).toMatchObject({ check: 'far', distance: 5000 });
    expect(await logOf(ids.from)).toMatchObject({ check: 'verified', distance: 0 });
    expect((await indexes(store, 'check')).count).toBe(0);
  });
});
