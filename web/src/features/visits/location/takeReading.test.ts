import { describe, expect, it } from 'vitest';
import { takeReading } from './takeReading';

const DAY = 86_400_000;
const truth = Date.UTC(2026, 11, 2, 6, 0);

/** A phone's geolocation answering at once with a position stamped `timestamp`. */
const locator = (timestamp: number): Pick<Geolocation, 'getCurrentPosition'> => ({
  getCurrentPosition: (success) => {
    success({
      coords: { latitude: 18.5204, longitude: 73.8567, accuracy: 12 } as GeolocationCoordinates,
      timestamp,
      toJSON: () => ({}),
    });
  },
});

describe('a visit’s reading', () => {
  it('keeps a fix’s age when its time is on the phone’s clock', async () => {
    const reading = await takeReading(locator(truth - 4_000), () => truth);
    expect(reading).toMatchObject({ kind: 'fix', age: 4_000, at: truth });
  });

  it('keeps the fix of a phone whose clock is a day ahead, judged on the phone’s clock', async () => {
    // The fix carries the true time; the phone stamps the visit a day later.
    const reading = await takeReading(locator(truth), () => truth + DAY);
    expect(reading).toMatchObject({ kind: 'fix', age: 0, at: truth + DAY, latitude: 18.5204 });
  });

  it('keeps the fix of a phone whose clock is behind', async () => {
    const reading = await takeReading(locator(truth), () => truth - 3 * 3_600_000);
    expect(reading).toMatchObject({ kind: 'fix', age: 0 });
  });
});
