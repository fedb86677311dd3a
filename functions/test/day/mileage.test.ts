import { describe, expect, it } from 'vitest';
import {
  dayLegs,
  legKmText,
  mileageAllowance,
  mileageMessages,
  mileageSumText,
  roadKmText,
  type MileageVisit,
} from '../../src/domain/day/mileage.js';
import { emptyMileagePolicy, type MileagePolicy } from '../../src/domain/day/mileagePolicy.js';
import type { StartPoint } from '../../src/domain/day/startPoint.js';

/** The test's own model of a straight-line distance: the spherical law of cosines, in km. */
const R_KM = 6_371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
function cosinesKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const cos =
    Math.sin(rad(a.latitude)) * Math.sin(rad(b.latitude)) +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(b.longitude - a.longitude));
  return R_KM * Math.acos(Math.min(1, cos));
}
/** To 0.01 km, as a whole number of hundredths. */
const hundredths = (km: number) => Math.round(km * 100);

const PUNE_STATION = { latitude: 18.5289, longitude: 73.8744 };
const SHIVAJINAGAR = { latitude: 18.5314, longitude: 73.8446 };
const HINJAWADI = { latitude: 18.5913, longitude: 73.7389 };
const MUMBAI_CST = { latitude: 18.9398, longitude: 72.8355 };

const home: StartPoint = { ...PUNE_STATION, label: 'Home', savedAt: 0 };
const T = Date.parse('2026-11-26T10:00:00+05:30');
const fixVisit = (id: string, place: string, at: number, point: { latitude: number; longitude: number }) =>
  ({
    id,
    place,
    at,
    reading: { kind: 'fix', ...point, accuracy: 15, age: 0, at },
  }) satisfies MileageVisit;

describe("a day's legs", () => {
  it('runs from the start point through each visit with a fix, in the order made, each leg to 0.01 km', () => {
    const visits: MileageVisit[] = [
      // Out of order on purpose: the legs follow when each visit was made.
      fixVisit('c', 'Mumbai Office', T + 3 * 3_600_000, MUMBAI_CST),
      fixVisit('a', 'Modern College', T, SHIVAJINAGAR),
      { id: 'x', place: 'No Signal College', at: T + 1_800_000, reading: { kind: 'none', reason: 'denied' } },
      fixVisit('b', 'Hinjawadi Campus', T + 3_600_000, HINJAWADI),
    ];
    const day = dayLegs(home, visits);
    expect(day.kind).toBe('legs');
    if (day.kind !== 'legs') return;
    expect(day.legs.map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      'Home -> Modern College',
      'Modern College -> Hinjawadi Campus',
      'Hinjawadi Campus -> Mumbai Office',
    ]);
    const expected = [
      cosinesKm(PUNE_STATION, SHIVAJINAGAR),
      cosinesKm(SHIVAJINAGAR, HINJAWADI),
      cosinesKm(HINJAWADI, MUMBAI_CST),
    ].map(hundredths);
    expect(day.legs.map((leg) => leg.centiKm)).toEqual(expected);
    expect(day.centiKm).toBe(expected.reduce((sum, km) => sum + km, 0));
    // Pune to Mumbai CST is about 120 km in a straight line (published great-circle distance ~119 km).
    expect(Math.abs(cosinesKm(PUNE_STATION, MUMBAI_CST) - 119.5)).toBeLessThan(3);
  });

  it('counts a leg due north exactly: 3 km of latitude is 3.00 km', () => {
    const north = {
      latitude: PUNE_STATION.latitude + (3 / R_KM) * (180 / Math.PI),
      longitude: PUNE_STATION.longitude,
    };
    const day = dayLegs(home, [fixVisit('a', 'North College', T, north)]);
    expect(day).toEqual({
      kind: 'legs',
      legs: [{ from: 'Home', to: 'North College', centiKm: 300 }],
      centiKm: 300,
    });
    expect(legKmText(300)).toBe('3.00 km');
  });

  it('breaks a tie in time by the visit id, and names a visit with no place', () => {
    const day = dayLegs(null, [fixVisit('b', '', T, HINJAWADI), fixVisit('a', 'First', T, SHIVAJINAGAR)]);
    expect(day.kind === 'legs' && day.legs).toEqual([
      { from: 'First', to: 'A visit', centiKm: hundredths(cosinesKm(SHIVAJINAGAR, HINJAWADI)) },
    ]);
  });

  it('offers no mileage for a day with no readings, and says why', () => {
    expect(dayLegs(home, [])).toEqual({ kind: 'none', reason: mileageMessages.noVisits });
    const unlocated: MileageVisit[] = [
      { id: 'a', place: 'A', at: T, reading: { kind: 'none', reason: 'declined' } },
      { id: 'b', place: 'B', at: T + 1, reading: undefined },
    ];
    expect(dayLegs(home, unlocated)).toEqual({
      kind: 'none',
      reason: 'No visit on this day has a location reading, so there are no legs to count.',
    });
    expect(dayLegs(null, [fixVisit('a', 'A', T, SHIVAJINAGAR)])).toEqual({
      kind: 'none',
      reason: mileageMessages.oneReading,
    });
    // One reading with a start point is one leg.
    expect(dayLegs(home, [fixVisit('a', 'A', T, SHIVAJINAGAR)]).kind).toBe('legs');
  });
});

describe('what the legs allow', () => {
  const policy = (overrides: Partial<MileagePolicy>): MileagePolicy => ({
    ...emptyMileagePolicy,
    ...overrides,
  });
  /** The test's model: exact rupees as a fraction, rounded once to paise, half up. */
  const modelPaise = (km: number, factor: number, rupeesPerKm: number) =>
    Math.floor(Math.round(km * factor * rupeesPerKm * 100 * 1e6) / 1e6 + 0.5);

  it('is km x factor x rate, rounded once at the end, half up', () => {
    const rates = { 'two-wheeler': 350, car: 333 };
    const twoWheeler = mileageAllowance(3_000, policy({ rates, roadFactor: 1.4 }), 'two-wheeler');
    expect(twoWheeler).toMatchObject({
      centiKm: 3_000,
      roadCentiKm: 4_200,
      ratePaise: 350,
      allowedPaise: 14_700,
    });
    expect(twoWheeler?.allowedPaise).toBe(modelPaise(30, 1.4, 3.5));
    // 12.34 km x 1.3 x ₹3.33 = ₹53.41986: ₹53.42.
    const car = mileageAllowance(1_234, policy({ rates, roadFactor: 1.3 }), 'car');
    expect(car?.allowedPaise).toBe(5_342);
    expect(car?.allowedPaise).toBe(modelPaise(12.34, 1.3, 3.33));
    // Exactly half a paisa rounds up: 0.50 km x 1 x ₹0.01.
    expect(mileageAllowance(50, policy({ rates: { car: 1 }, roadFactor: 1 }), 'car')?.allowedPaise).toBe(1);
    expect(mileageAllowance(49, policy({ rates: { car: 1 }, roadFactor: 1 }), 'car')?.allowedPaise).toBe(0);
  });

  it('stops at the daily cap of road km, and offers nothing for a vehicle with no rate', () => {
    const capped = mileageAllowance(9_000, policy({ rates: { car: 800 }, dailyCapKm: 100 }), 'car');
    // 90 km x 1.3 = 117 road km, over the 100 km cap: 100 km x ₹8.00.
    expect(capped).toMatchObject({ roadCentiKm: 10_000, cappedAtKm: 100, allowedPaise: 80_000 });
    const under = mileageAllowance(7_000, policy({ rates: { car: 800 }, dailyCapKm: 100 }), 'car');
    expect(under).toMatchObject({ roadCentiKm: 9_100, allowedPaise: 72_800 });
    expect(under?.cappedAtKm).toBeUndefined();
    expect(mileageAllowance(9_000, policy({ rates: { car: 800 } }), 'two-wheeler')).toBeNull();
  });

  it('writes the sum as the dialog and Review show it, with the cap when it cuts', () => {
    const rates = { car: 350 };
    const plain = mileageAllowance(3_000, policy({ rates, roadFactor: 1.4 }), 'car');
    const capped = mileageAllowance(3_000, policy({ rates, roadFactor: 1.4, dailyCapKm: 40 }), 'car');
    expect(plain && mileageSumText(plain)).toBe('30.00 km x 1.4 x ₹3.50 = ₹147.00');
    expect(capped && mileageSumText(capped)).toBe('30.00 km x 1.4, capped at 40 km, x ₹3.50 = ₹140.00');
  });

  it('writes road km as the flag says it', () => {
    expect(roadKmText(4_200)).toBe('42 km');
    expect(roadKmText(4_187)).toBe('41.87 km');
  });
});
