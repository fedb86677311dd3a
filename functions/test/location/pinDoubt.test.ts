import { describe, expect, it } from 'vitest';
import { setPlacePin } from '../../src/callables/setPlacePin.js';
import type { SetPlacePinOutput } from '../../src/domain/api/setPlacePin.js';
import { coordinatesMessages } from '../../src/domain/visits/location/coordinates.js';
import { parsePlacePin, placePinPaths } from '../../src/domain/visits/location/placePin.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { admin, failureOf, invoke, newRequestId, otherSalesRep } from '../support/callables.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, ist, visit } from '../followUps/harness.js';
import { college, fixAt, northOf } from './harness.js';

const store = useEmptyLocalStore();

const NAME = 'Modern College';
const key = placeKeyOf(NAME);
const t0 = ist('2026-11-26', '10:00');
const storedPin = async () => parsePlacePin(await store.get(placePinPaths.pin('sales', key)));
const move = (change: Record<string, unknown>) =>
  invoke<SetPlacePinOutput>(
    setPlacePin,
    { requestId: newRequestId(), kind: 'sales', key, change: { kind: 'move', ...change } },
    admin,
  );
const text = (point: { latitude: number; longitude: number }) =>
  `${String(point.latitude)}, ${String(point.longitude)}`;

describe('setPlacePin asks first about an unlikely pin', () => {
  it('refuses a swapped pair unless confirmed, offering the pair that fits the readings', async () => {
    at(t0);
    await visit(NAME, { reading: fixAt(0, t0) });
    const swapped = { latitude: college.longitude, longitude: college.latitude };
    const refused = await failureOf(move(swapped));
    const question = `${text(swapped)} is outside India. Move the pin there anyway? Latitude and longitude may be swapped: ${text(college)} fits this place.`;
    expect(refused).toMatchObject({
      code: 'failed-precondition',
      details: { fieldErrors: [{ field: 'change', message: question }] },
    });
    expect(await storedPin()).toBeNull();

    const confirmed = await move({ ...swapped, confirmed: true });
    expect(confirmed.pin).toMatchObject({ ...swapped, state: 'accepted' });
  });

  it('asks about a pin 60 km from every reading, and moves one 5 km away at once', async () => {
    at(t0);
    await visit(NAME, { reading: fixAt(0, t0) }, otherSalesRep);
    const far = northOf(60_000);
    const refused = await failureOf(move(far));
    expect(refused.details?.fieldErrors).toEqual([
      {
        field: 'change',
        message: `${text(far)} is 60.0 km from every reading of this place. Move the pin there anyway?`,
      },
    ]);
    expect(await storedPin()).toBeNull();
    expect((await move(northOf(5000))).pin).toMatchObject({ ...northOf(5000), state: 'accepted' });
  });

  it('refuses coordinates out of range with the place page field’s words', async () => {
    at(t0);
    await visit(NAME, { reading: fixAt(0, t0) });
    const refused = await failureOf(move({ latitude: 91, longitude: 0, confirmed: true }));
    expect(refused.details?.fieldErrors).toEqual([
      { field: 'change.latitude', message: coordinatesMessages.latitude },
    ]);
  });
});
