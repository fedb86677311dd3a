import type { Point } from '../../visits/location/distance.js';
import { distanceTable } from './distances.js';
import { exactPath } from './exactPath.js';
import { heuristicPath } from './localSearch.js';
import { pathLegs, type PathLegs } from './pathLegs.js';

/** Up to this many stops the plan is the shortest path (Held-Karp); above it, 2-opt and or-opt. */
export const EXACT_STOPS = 10;

/** How the order was found: the shortest path, or a local search's. */
export type PlanMethod = 'exact' | 'twoOpt';

export interface PathPlan extends PathLegs {
  /** The stops' indexes (into the stops given) in the order to visit them. */
  order: number[];
  method: PlanMethod;
}

/**
 * The order to visit `stops` from `start`, an open path (no return), as short in straight-line distance
 * as can be found: the shortest up to `EXACT_STOPS` stops, a 2-opt path above; with each leg's straight-line km and the total.
 */
export function planPath(start: Point, stops: readonly Point[]): PathPlan {
  const method: PlanMethod = stops.length <= EXACT_STOPS ? 'exact' : 'twoOpt';
  const table = distanceTable([start, ...stops]);
  const path = method === 'exact' ? exactPath(table) : heuristicPath(table);
  const order = path.slice(1).map((index) => index - 1);
  return {
    order,
    method,
    ...pathLegs(
      start,
      order.map((index) => stops[index] as Point),
    ),
  };
}
