import type { Point } from '@domain/visits/location/distance';

/** The longest the plan waits for its one reading. */
const READING_TIMEOUT_MS = 10_000;

/** Where the phone is, or why it cannot say ('denied': the person or the browser refused). */
export type HereReading = { kind: 'here'; point: Point } | { kind: 'none'; reason: 'denied' | 'unavailable' };

/**
 * One reading of where the phone is, for the plan's start (a minute old at most). Our own timer ends the
 * wait too: a permission prompt nobody answers never calls back.
 */
export function readHere(
  locator: Pick<Geolocation, 'getCurrentPosition'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
): Promise<HereReading> {
  if (!locator) return Promise.resolve({ kind: 'none', reason: 'unavailable' });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve({ kind: 'none', reason: 'unavailable' });
    }, READING_TIMEOUT_MS);
    locator.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        resolve({ kind: 'here', point: { latitude: coords.latitude, longitude: coords.longitude } });
      },
      (error) => {
        clearTimeout(timer);
        resolve({ kind: 'none', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      { enableHighAccuracy: true, timeout: READING_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
