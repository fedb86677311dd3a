import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceTable } from '../../src/domain/day/plan/distances.js';
import { exactPath } from '../../src/domain/day/plan/exactPath.js';
import { pathLegs } from '../../src/domain/day/plan/pathLegs.js';
import { planPath } from '../../src/domain/day/plan/planPath.js';
import { distanceInMetres, type Point } from '../../src/domain/visits/location/distance.js';

/** A point within some 30 km of central Mumbai, to 6 decimals (a phone's reading). */
const point = fc.record({
  latitude: fc.integer({ min: 18_900_000, max: 19_200_000 }).map((n) => n / 1e6),
  longitude: fc.integer({ min: 72_750_000, max: 73_050_000 }).map((n) => n / 1e6),
});
const stopsOf = (min: number, max: number) =>
  fc.tuple(point, fc.array(point, { minLength: min, maxLength: max }));

/** The model: the length of the open path from `start` through `stops` in `order`. */
function lengthOf(start: Point, stops: readonly Point[], order: readonly number[]): number {
  let at = start;
  let total = 0;
  for (const index of order) {
    const stop = stops[index] as Point;
    total += distanceInMetres(at, stop);
    at = stop;
  }
  return total;
}

/** The model: the shortest length over every order of the stops (depth first, each prefix once). */
function bruteForce(start: Point, stops: readonly Point[]): number {
  const points = [start, ...stops];
  const metres = points.map((a) => points.map((b) => distanceInMetres(a, b)));
  const used = stops.map(() => false);
  let best = Infinity;
  const walk = (at: number, length: number, left: number) => {
    if (length >= best) return;
    if (left === 0) {
      best = length;
      return;
    }
    for (let next = 0; next < stops.length; next += 1) {
      if (used[next]) continue;
      used[next] = true;
      walk(next + 1, length + (metres[at]?.[next + 1] ?? 0), left - 1);
      used[next] = false;
    }
  };
  walk(0, 0, stops.length);
  return best;
}

const isPermutation = (order: readonly number[], n: number) =>
  [...order].sort((a, b) => a - b).join() === Array.from({ length: n }, (_, i) => i).join();

describe('the plan of a day', () => {
  it('is the shortest open path for 1 to 9 stops, as brute force finds it', () => {
    fc.assert(
      fc.property(stopsOf(1, 9), ([start, stops]) => {
        const plan = planPath(start, stops);
        expect(plan.method).toBe('exact');
        expect(isPermutation(plan.order, stops.length)).toBe(true);
        expect(lengthOf(start, stops, plan.order)).toBeCloseTo(bruteForce(start, stops), 6);
      }),
      { seed: 58, numRuns: 150 },
    );
  });

  it('is the shortest for 10 stops too', () => {
    fc.assert(
      fc.property(stopsOf(10, 10), ([start, stops]) => {
        const plan = planPath(start, stops);
        expect(plan.method).toBe('exact');
        expect(lengthOf(start, stops, plan.order)).toBeCloseTo(bruteForce(start, stops), 6);
      }),
      { seed: 580, numRuns: 5 },
    );
  });

  it('is within 3 % of the shortest above 10 stops (2-opt), on 200 sets of 12', () => {
    let worst = 0;
    fc.assert(
      fc.property(stopsOf(12, 12), ([start, stops]) => {
        const plan = planPath(start, stops);
        expect(plan.method).toBe('twoOpt');
        expect(isPermutation(plan.order, 12)).toBe(true);
        const shortest = exactPath(distanceTable([start, ...stops]));
        const exact = lengthOf(
          start,
          stops,
          shortest.slice(1).map((index) => index - 1),
        );
        const found = lengthOf(start, stops, plan.order);
        worst = Math.max(worst, found / exact - 1);
        expect(found).toBeLessThanOrEqual(exact * 1.03);
      }),
      { seed: 5812, numRuns: 200 },
    );
    expect(worst).toBeLessThan(0.03);
    console.info(`2-opt: at most ${(worst * 100).toFixed(2)} % over the shortest on 200 sets of 12`);
  });

  it('visits every stop once for 25 stops', () => {
    fc.assert(
      fc.property(stopsOf(25, 25), ([start, stops]) => {
        expect(isPermutation(planPath(start, stops).order, 25)).toBe(true);
      }),
      { seed: 5825, numRuns: 20 },
    );
  });

  it('plans nothing for no stops, and any order of stops all at one point', () => {
    const here = { latitude: 19.07, longitude: 72.88 };
    expect(planPath(here, [])).toEqual({ order: [], method: 'exact', legsKm: [], totalKm: 0 });
    expect(pathLegs(here, [])).toEqual({ legsKm: [], totalKm: 0 });
    const same = Array.from({ length: 12 }, () => ({ ...here }));
    for (const count of [1, 5, 10, 12]) {
      const plan = planPath(here, same.slice(0, count));
      expect(isPermutation(plan.order, count)).toBe(true);
      expect(pathLegs(here, same.slice(0, count)).totalKm).toBe(0);
    }
  });

  it('puts duplicate stops one after the other', () => {
    const start = { latitude: 19.0, longitude: 72.8 };
    const a = { latitude: 19.01, longitude: 72.8 };
    const b = { latitude: 19.05, longitude: 72.8 };
    const c = { latitude: 19.1, longitude: 72.8 };
    const stops = [c, a, b, a, c, b];
    for (const plan of [planPath(start, stops), planPath(start, [...stops, ...stops])]) {
      const all = plan.method === 'exact' ? stops : [...stops, ...stops];
      const latitudes = plan.order.map((index) => (all[index] as Point).latitude);
      expect(latitudes).toEqual([...latitudes].sort((x, y) => x - y));
    }
  });

  it('measures each leg and the total in straight-line km', () => {
    // One hundredth of a degree of latitude is 1.112 km on the mean sphere.
    const start = { latitude: 19.0, longitude: 72.8 };
    const stops = [
      { latitude: 19.01, longitude: 72.8 },
      { latitude: 19.03, longitude: 72.8 },
    ];
    const legs = pathLegs(start, stops);
    expect(planPath(start, [stops[1], stops[0]] as Point[])).toMatchObject({ order: [1, 0], ...legs });
    const hundredth = (Math.PI / 180) * 0.01 * 6371.0088;
    expect(legs.legsKm[0]).toBeCloseTo(hundredth, 6);
    expect(legs.legsKm[1]).toBeCloseTo(2 * hundredth, 6);
    expect(legs.totalKm).toBeCloseTo(3 * hundredth, 6);
  });
});
