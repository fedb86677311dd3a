import { pathLegs, type PathLegs } from '@domain/day/plan/pathLegs';
import { planPath } from '@domain/day/plan/planPath';
import { distanceInMetres, type Point } from '@domain/visits/location/distance';
import type { DueRow } from '../dueList';

/** One place of the plan: a follow-up due today or overdue whose place has an accepted pin. */
export interface PlanStop {
  /** Its side and place key: what the kept order names. */
  id: string;
  row: DueRow;
  point: Point;
}

/** Where the day starts: the reading taken on the tap, or the saved start point. */
export interface PlanOrigin extends Point {
  from: 'here' | 'saved';
  /** The saved start point's name ('Start from Home'). */
  label?: string;
}

export const stopIdOf = (row: Pick<DueRow, 'kind' | 'placeKey'>) => `${row.kind}/${row.placeKey}`;

/** Today's and overdue follow-ups, split into those with an accepted pin (the stops) and those without. */
export function planStopsOf(rows: readonly DueRow[]): { stops: PlanStop[]; unpinned: DueRow[] } {
  const today = rows.filter((row) => row.dueClass === 'overdue' || row.dueClass === 'today');
  const stops = today.flatMap((row) => (row.pin ? [{ id: stopIdOf(row), row, point: row.pin }] : []));
  return { stops, unpinned: today.filter((row) => !row.pin) };
}

/** The stops in the shortest order found from `origin`. */
export function plannedOrder(origin: Point, stops: readonly PlanStop[]): string[] {
  const { order } = planPath(
    origin,
    stops.map((stop) => stop.point),
  );
  return order.map((index) => (stops[index] as PlanStop).id);
}

/**
 * The kept order made to fit today's stops: a stop that is not due today (visited, moved, dropped) leaves it;
 * a new one goes where it adds the least straight-line distance, so the rep's own order stays as it was.
 */
export function reconciledOrder(
  origin: Point,
  kept: readonly string[],
  stops: readonly PlanStop[],
): string[] {
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  const order = kept.filter((id, at) => byId.has(id) && kept.indexOf(id) === at);
  const pointAt = (at: number) => (at < 0 ? origin : (byId.get(order[at] as string) as PlanStop).point);
  for (const stop of stops) {
    if (order.includes(stop.id)) continue;
    let best = order.length;
    let bestAdded = Infinity;
    for (let at = 0; at <= order.length; at += 1) {
      const before = pointAt(at - 1);
      const after = at < order.length ? pointAt(at) : undefined;
      const added =
        distanceInMetres(before, stop.point) +
        (after ? distanceInMetres(stop.point, after) - distanceInMetres(before, after) : 0);
      if (added < bestAdded) {
        bestAdded = added;
        best = at;
      }
    }
    order.splice(best, 0, stop.id);
  }
  return order;
}

/** The stops in `order`, with each leg's straight-line km (the first from the origin) and the total. */
export function orderedStops(
  origin: Point,
  order: readonly string[],
  stops: readonly PlanStop[],
): { stops: PlanStop[]; legs: PathLegs } {
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  const ordered = order.flatMap((id) => byId.get(id) ?? []);
  return {
    stops: ordered,
    legs: pathLegs(
      origin,
      ordered.map((stop) => stop.point),
    ),
  };
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
