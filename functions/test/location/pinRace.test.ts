import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlacePin } from '../../src/callables/setPlacePin.js';
import { parsePlacePin, placePinPaths } from '../../src/domain/visits/location/placePin.js';
import { visitCheckOf } from '../../src/domain/visits/location/visitCheck.js';
import { visitIndexPaths, visitLogEntrySchema } from '../../src/domain/visits/visitIndex.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { parseVisitRecord } from '../../src/domain/records/visitRecord.js';
import { admin, invoke, newRequestId, otherSalesRep } from '../support/callables.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { indexes, visit } from '../followUps/harness.js';
import { college, fixAt, northOf, pinPlace } from './harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const NAME = 'Modern College';
const key = placeKeyOf(NAME);
const ROUNDS = 21;

const movePin = (point: { latitude: number; longitude: number }) =>
  invoke(
    setPlacePin,
    { requestId: newRequestId(), kind: 'sales', key, change: { kind: 'move', ...point } },
    admin,
  );

/** Each visit's stored check against the check its reading gets from the pin stored now. */
async function staleVerdicts(ids: readonly string[]): Promise<string[]> {
  const pin = parsePlacePin(await store.get(placePinPaths.pin('sales', key)));
  const stale: string[] = [];
  for (const id of ids) {
    const record = parseVisitRecord(await store.get(`sales_visits/${id}`));
    const entry = visitLogEntrySchema.parse(await store.get(visitIndexPaths.log('sales', id)));
    if (entry.check !== visitCheckOf(record?.reading, pin, record ?? { createdAt: 0 }).status) stale.push(id);
  }
  return stale;
}

describe('a pin change and the visits it judges again are one step (issue 47, item 5)', () => {
  it('a visit sent while an admin moves the pin is judged against the pin that stands: 21 real races', async () => {
    await visit(NAME, { reading: fixAt(0, Date.now()) });
    await pinPlace(NAME, college);
    const ids: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round moves the pin 5 km away or back while two visits at the college are sent.
      const to = round % 2 === 0 ? northOf(5000) : college;
      const [first, , second] = await Promise.all([
        visit(NAME, { reading: fixAt(0, Date.now()) }),
        movePin(to),
        visit(NAME, { reading: fixAt(0, Date.now()) }, otherSalesRep),
      ]);
      ids.push(first.id, second.id);
    }
    expect(await staleVerdicts(ids)).toEqual([]);
    const found = await indexes(store, 'check');
    expect(found.count, found.lines.join('\n')).toBe(0);
  });

  it('two visits that together make the evidence, sent at once, propose the pin once', async () => {
    const [a, b] = await Promise.all([
      visit(NAME, { reading: fixAt(0, Date.now()) }),
      visit(NAME, { reading: fixAt(20, Date.now()) }, otherSalesRep),
    ]);
    const pin = parsePlacePin(await store.get(placePinPaths.pin('sales', key)));
    expect(pin?.fromVisitIds?.toSorted()).toEqual([a.id, b.id].toSorted());
    expect(await staleVerdicts([a.id, b.id])).toEqual([]);
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('visits of a new place sent at once leave it its first and latest visit: 8 real races', async () => {
    const now = Date.now();
    // Made from a minute to eight minutes ago, sent together: whichever write lands last must not win.
    const made = [5, 1, 8, 3, 2, 7, 4, 6].map((minutes) => now - minutes * 60_000);
    const ids = await Promise.all(
      made.map((capturedAt, index) =>
        visit('Race College', { capturedAt }, index % 2 === 0 ? undefined : otherSalesRep),
      ),
    );
    const entry = await store.get<{ firstAt: number; lastAt: number; lastId: string; count: number }>(
      visitIndexPaths.places('sales', placeKeyOf('Race College')),
    );
    expect(entry).toMatchObject({
      count: 8,
      firstAt: Math.min(...made),
      lastAt: Math.max(...made),
      lastId: ids[made.indexOf(Math.max(...made))]?.id,
    });
    expect((await indexes(store, 'check')).count).toBe(0);
  });
});
