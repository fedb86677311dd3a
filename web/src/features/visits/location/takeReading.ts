import { locationRules } from '@domain/visits/location/locationRules';
import { fixSchema, type VisitReading } from '@domain/visits/location/visitReading';

/** The longest a visit waits for its one reading, from when the reading starts. */
export const readingTimeoutMs = 10_000;

type Locator = Pick<Geolocation, 'getCurrentPosition'>;

const noFixReason = (error: GeolocationPositionError): VisitReading => ({
  kind: 'none',
  reason:
    error.code === error.PERMISSION_DENIED
      ? 'denied'
      : error.code === error.TIMEOUT
        ? 'timeout'
        : 'unavailable',
});

/**
 * One reading for a visit: a fix (high accuracy, at most a minute old) or, never an error, why there is
 * none. Our own timer ends the wait too: a permission prompt nobody answers never calls back.
 */
export function takeReading(
  locator: Locator | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  now: () => number = Date.now,
): Promise<VisitReading> {
  if (!locator) return Promise.resolve({ kind: 'none', reason: 'unsupported' });
  return new Promise((resolve) => {
    // The browser calls back neither way while its location prompt waits for an answer.
    const timer = setTimeout(() => {
      resolve({ kind: 'none', reason: 'unanswered' });
    }, readingTimeoutMs);
    const done = (reading: VisitReading) => {
      clearTimeout(timer);
      resolve(reading);
    };
    locator.getCurrentPosition(
      ({ coords, timestamp }) => {
        const at = Math.round(now());
        // The position is at most `maximumAge` old (the browser's promise), so an age outside that
        // window means its time is on another clock (satellite time beside a phone set a day ahead):
        // the fix is judged on the phone's one clock, and the server names a clock that is ahead.
        const seen = at - Math.round(timestamp);
        const age = seen >= 0 && seen <= locationRules.maxReadingAge ? seen : 0;
        // A reading the server would refuse (a phone reporting nonsense) must not cost the visit.
        const fix = fixSchema.safeParse({
          kind: 'fix',
          latitude: coords.latitude,
          longitude: coords.longitude,
          // An emulated position says 0 m; the least a phone can claim here is a metre.
          accuracy: Math.max(1, coords.accuracy),
          age,
          at,
        });
        done(fix.success ? fix.data : { kind: 'none', reason: 'unavailable' });
      },
      (error) => {
        done(noFixReason(error));
      },
      { enableHighAccuracy: true, timeout: readingTimeoutMs, maximumAge: locationRules.maxReadingAge },
    );
  });
}
