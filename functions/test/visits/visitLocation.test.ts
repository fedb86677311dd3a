import { describe, expect, it } from 'vitest';
import { distanceInMetres, EARTH_RADIUS_M } from '../../src/domain/visits/location/distance.js';
import { locationRules } from '../../src/domain/visits/location/locationRules.js';
import { isTooFast, visitCheckOf, type SpeedFix } from '../../src/domain/visits/location/visitCheck.js';
import {
  readingMessages,
  visitReadingSchema,
  type Fix,
} from '../../src/domain/visits/location/visitReading.js';

const pin = { latitude: 18.5204, longitude: 73.8567, radius: 250, state: 'accepted' } as const;
const NOW = Date.parse('2026-11-26T10:00:00+05:30');

/** A point `metres` due north of the pin: on a sphere that is exactly `metres` away. */
const northOf = (metres: number, from = pin) => ({
  latitude: from.latitude + (metres / EARTH_RADIUS_M) * (180 / Math.PI),
  longitude: from.longitude,
});

const fix = (metres: number, extra: Partial<Fix> = {}): Fix => ({
  kind: 'fix',
  ...northOf(metres),
  accuracy: 20,
  age: 5_000,
  at: NOW,
  ...extra,
});

/** A visit made and received at NOW. */
const judge = (reading: Parameters<typeof visitCheckOf>[0], against: Parameters<typeof visitCheckOf>[1]) =>
  visitCheckOf(reading, against, { createdAt: NOW });

describe('distanceInMetres', () => {
  it('gives the great-circle distance of known city pairs within 0.5 %', () => {
    const pairs = [
      // London - Paris, Delhi - Mumbai, New York - London, Pune - Mumbai (published great-circle figures).
      [{ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 }, 343_500],
      [{ latitude: 28.6139, longitude: 77.209 }, { latitude: 19.076, longitude: 72.8777 }, 1_148_000],
      [{ latitude: 40.7128, longitude: -74.006 }, { latitude: 51.5074, longitude: -0.1278 }, 5_570_000],
      [{ latitude: 18.5204, longitude: 73.8567 }, { latitude: 19.076, longitude: 72.8777 }, 120_000],
    ] as const;
    for (const [a, b, metres] of pairs) {
      expect(Math.abs(distanceInMetres(a, b) - metres) / metres).toBeLessThan(0.005);
      expect(distanceInMetres(b, a)).toBeCloseTo(distanceInMetres(a, b), 6);
    }
    expect(distanceInMetres(pin, pin)).toBe(0);
    expect(
      distanceInMetres({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 }),
    ).toBeCloseTo(22_239, -1);
  });
});

describe('visitCheckOf', () => {
  it('verifies at the radius and not one metre past it; Far shows the distance', () => {
    expect(judge(fix(249), pin)).toEqual({ status: 'verified', distance: 249 });
    expect(judge(fix(250), pin)).toEqual({ status: 'verified', distance: 250 });
    // One metre past the radius, within its 20 m accuracy of it: it may be inside.
    expect(judge(fix(251), pin)).toEqual({ status: 'unverified', why: 'nearEdge' });
    expect(judge(fix(270), pin)).toEqual({ status: 'unverified', why: 'nearEdge' });
    expect(judge(fix(271), pin)).toEqual({ status: 'far', distance: 271 });
    expect(judge(fix(251, { accuracy: 0.5 }), pin)).toEqual({ status: 'far', distance: 251 });
    expect(judge(fix(5000), pin)).toEqual({ status: 'far', distance: 5000 });
    expect(judge(fix(5000), { ...pin, radius: 5000 })).toEqual({ status: 'verified', distance: 5000 });
  });

  it('needs an accuracy of 100 m or better', () => {
    expect(judge(fix(10, { accuracy: 100 }), pin)).toEqual({ status: 'verified', distance: 10 });
    expect(judge(fix(10, { accuracy: 100.5 }), pin)).toEqual({
      status: 'unverified',
      why: 'poorReading',
    });
    expect(judge(fix(10, { accuracy: 101 }), pin)).toEqual({
      status: 'unverified',
      why: 'poorReading',
    });
  });

  it('needs a reading at most 60 s old', () => {
    expect(judge(fix(10, { age: 60_000 }), pin).status).toBe('verified');
    expect(judge(fix(10, { age: 61_000 }), pin)).toEqual({
      status: 'unverified',
      why: 'staleReading',
    });
    expect(judge(fix(10, { age: 60_001, accuracy: 500 }), pin)).toEqual({
      status: 'unverified',
      why: 'staleReading',
    });
  });

  it('is Unverified with no reading, no fix or no pin', () => {
    expect(judge(undefined, pin)).toEqual({ status: 'unverified', why: 'noReading' });
    expect(judge({ kind: 'none', reason: 'denied' }, pin)).toEqual({
      status: 'unverified',
      why: 'noReading',
    });
    expect(judge(fix(10), null)).toEqual({ status: 'unverified', why: 'noPin' });
    expect(judge(undefined, null)).toEqual({ status: 'unverified', why: 'noReading' });
  });

  it('verifies nothing against a proposed pin: Unverified, not accepted, with the distance', () => {
    const proposed = { ...pin, state: 'proposed' } as const;
    expect(judge(fix(8), proposed)).toEqual({ status: 'unverified', why: 'notAccepted', distance: 8 });
    expect(judge(fix(5000), proposed)).toEqual({ status: 'unverified', why: 'notAccepted', distance: 5000 });
    expect(judge(fix(8, { accuracy: 150 }), proposed)).toEqual({ status: 'unverified', why: 'poorReading' });
  });

  it('takes no reading dated before the visit’s day: a clock at 1970 is an old reading', () => {
    expect(judge(fix(8, { at: 0, age: 0 }), pin)).toEqual({ status: 'unverified', why: 'staleReading' });
    const midnight = Date.parse('2026-11-26T00:00:00+05:30');
    expect(judge(fix(8, { at: midnight - 1, age: 0 }), pin).status).toBe('unverified');
    expect(judge(fix(8, { at: midnight, age: 0 }), pin).status).toBe('verified');
  });
});

describe('isTooFast', () => {
  const at = (metres: number, takenAt: number, accuracy = 10): SpeedFix => ({
    ...northOf(metres),
    accuracy,
    at: takenAt + 1000,
    age: 1000,
  });
  const HOUR = 3_600_000;

  it('flags more than 80 km/h between two fixes, after both accuracies', () => {
    // 80 km in an hour after taking off 20 m of accuracy: 80.02 km of straight line is exactly 80 km/h.
    expect(isTooFast(at(0, NOW), at(80_020, NOW + HOUR))).toBe(false);
    expect(isTooFast(at(0, NOW), at(80_120, NOW + HOUR))).toBe(true);
    // Order does not matter (a visit queued offline may arrive after a later one).
    expect(isTooFast(at(80_120, NOW + HOUR), at(0, NOW))).toBe(true);
    // 5 km in 5 minutes is 60 km/h; in 3 minutes 100 km/h.
    expect(isTooFast(at(0, NOW), at(5_020, NOW + 5 * 60_000))).toBe(false);
    expect(isTooFast(at(0, NOW), at(5_020, NOW + 3 * 60_000))).toBe(true);
  });

  it('gives the benefit of the doubt within the accuracies, and flags a jump in no time', () => {
    expect(isTooFast(at(0, NOW, 300), at(500, NOW, 300))).toBe(false);
    expect(isTooFast(at(0, NOW, 10), at(500, NOW, 10))).toBe(true);
    expect(isTooFast(at(0, NOW), at(0, NOW))).toBe(false);
  });

  it('counts a fix from when it was taken (its capture time less its age)', () => {
    const first = { ...northOf(0), accuracy: 10, at: NOW, age: 0 };
    // Sent an hour later but taken 30 minutes before it: 60 km in 30 minutes.
    const second = { ...northOf(60_020), accuracy: 10, at: NOW + HOUR, age: 30 * 60_000 };
    expect(isTooFast(first, second)).toBe(true);
    expect(isTooFast(first, { ...second, age: 0 })).toBe(false);
  });
});

describe('visitReadingSchema', () => {
  const good = { kind: 'fix', latitude: 18.52, longitude: 73.85, accuracy: 12.5, age: 0, at: NOW };
  const messageOf = (value: unknown) => {
    const parsed = visitReadingSchema.safeParse(value);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('takes a fix and a reason for none', () => {
    expect(visitReadingSchema.parse(good)).toEqual(good);
    expect(visitReadingSchema.parse({ kind: 'none', reason: 'timeout' })).toEqual({
      kind: 'none',
      reason: 'timeout',
    });
  });

  it('refuses bad coordinates, accuracy, age and time with clear messages', () => {
    expect(messageOf({ ...good, latitude: 90.1 })).toBe(readingMessages.latitude);
    expect(messageOf({ ...good, latitude: -91 })).toBe(readingMessages.latitude);
    expect(messageOf({ ...good, latitude: Number.NaN })).toBe(readingMessages.latitude);
    expect(messageOf({ ...good, longitude: 180.5 })).toBe(readingMessages.longitude);
    expect(messageOf({ ...good, longitude: Number.POSITIVE_INFINITY })).toBe(readingMessages.longitude);
    expect(messageOf({ ...good, longitude: '73.85' })).toBe(readingMessages.longitude);
    expect(messageOf({ ...good, accuracy: 0 })).toBe(readingMessages.accuracy);
    expect(messageOf({ ...good, accuracy: -5 })).toBe(readingMessages.accuracy);
    expect(messageOf({ ...good, accuracy: Number.NaN })).toBe(readingMessages.accuracy);
    expect(messageOf({ ...good, accuracy: 100_001 })).toBe(readingMessages.accuracy);
    expect(messageOf({ ...good, age: -1 })).toBe(readingMessages.age);
    expect(messageOf({ ...good, age: 1.5 })).toBe(readingMessages.age);
    expect(messageOf({ ...good, age: 86_400_001 })).toBe(readingMessages.age);
    expect(messageOf({ ...good, at: 1.5 })).toBe(readingMessages.at);
    expect(messageOf({ kind: 'none', reason: 'lost' })).toBe(readingMessages.reason);
    expect(messageOf({ kind: 'gps' })).toBe(readingMessages.kind);
    expect(messageOf({ ...good, extra: 1 })).not.toBeNull();
  });

  it('uses the rules of the issue', () => {
    expect(locationRules).toEqual({
      defaultRadius: 250,
      minRadius: 25,
      maxRadius: 5000,
      goodAccuracy: 100,
      maxReadingAge: 60_000,
      maxSpeedKmh: 80,
      agreeWithin: 100,
      samePersonApartMs: 43_200_000,
      clockAheadMs: 300_000,
    });
  });
});
