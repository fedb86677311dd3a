import { setPlacePin } from '../../src/callables/setPlacePin.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { admin, invoke, newRequestId } from '../support/callables.js';
import { EARTH_RADIUS_M } from '../../src/domain/visits/location/distance.js';
import type { Fix } from '../../src/domain/visits/location/visitReading.js';

/** The pin every test's place is near: Modern College, Pune. */
export const college = { latitude: 18.5204, longitude: 73.8567 };

/** A point `metres` due north of `from`: on a sphere exactly `metres` away. */
export const northOf = (metres: number, from = college) => ({
  latitude: from.latitude + (metres / EARTH_RADIUS_M) * (180 / Math.PI),
  longitude: from.longitude,
});

/** A fresh, accurate fix `metres` north of the college, taken at `at`. */
export const fixAt = (metres: number, at: number, extra: Partial<Fix> = {}): Fix => ({
  kind: 'fix',
  ...northOf(metres),
  accuracy: 15,
  age: 2_000,
  at,
  ...extra,
});

/** An admin pins the place named `name` (visited already) at `point`, as the place page does. */
export const pinPlace = (name: string, point: { latitude: number; longitude: number }, kind = 'sales') =>
  invoke(
    setPlacePin,
    { requestId: newRequestId(), kind, key: placeKeyOf(name), change: { kind: 'move', ...point } },
    admin,
  );
