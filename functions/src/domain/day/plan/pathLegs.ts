import { distanceInMetres, type Point } from '../../visits/location/distance.js';

export interface PathLegs {
  /** Straight-line km of each leg: the start to the first stop, then stop to stop. */
  legsKm: number[];
  /** Their sum. */
  totalKm: number;
}

/** The straight-line kilometres of going from `start` through `stops` in the order given. */
export function pathLegs(start: Point, stops: readonly Point[]): PathLegs {
  const legsKm = stops.map(
    (stop, i) => distanceInMetres(i === 0 ? start : (stops[i - 1] as Point), stop) / 1000,
  );
  return { legsKm, totalKm: legsKm.reduce((sum, km) => sum + km, 0) };
}
