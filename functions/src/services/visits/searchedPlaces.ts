import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths } from '../../domain/visits/visitIndex.js';
import { foldPlaceName } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';

/**
 * Past this many visits among the places a search names, the log is read instead: its matches are then
 * dense enough that a chunk of the log holds a page.
 */
const MAX_SEARCHED_VISITS = 2000;

/** A visit of a searched place, by its timeline: when it was made. */
export interface PlaceVisit {
  id: string;
  at: number;
}

function placeShape(value: unknown): { name: string; count: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, count } = value as { name?: unknown; count?: unknown };
  return typeof name === 'string' && typeof count === 'number' ? { name, count } : null;
}

/**
 * The visits of every place whose folded name holds `needle`, made within the range, newest first (ties
 * by id, as the log orders them), through the place index and each place's timeline
 * (`visitPlaceVisits/`), which the visit's own update, a place merge and the indexes rebuild keep with
 * the log. Null when the places count more than `MAX_SEARCHED_VISITS` visits in all.
 */
export async function searchedPlaceVisits(
  store: Store,
  kind: VisitKind,
  needle: string,
  range: { start: number; end?: number | undefined },
): Promise<PlaceVisit[] | null> {
  const places = (await store.get<Record<string, unknown>>(visitIndexPaths.places(kind))) ?? {};
  const keys: string[] = [];
  let total = 0;
  for (const [key, value] of Object.entries(places)) {
    const place = placeShape(value);
    if (place === null || !foldPlaceName(place.name).includes(needle)) continue;
    keys.push(key);
    total += place.count;
    if (total > MAX_SEARCHED_VISITS) return null;
  }
  const timelines = await Promise.all(
    keys.map((key) => store.get<Record<string, unknown>>(visitIndexPaths.placeVisits(kind, key))),
  );
  const end = range.end ?? Infinity;
  const visits: PlaceVisit[] = [];
  for (const timeline of timelines)
    for (const [id, at] of Object.entries(timeline ?? {}))
      if (typeof at === 'number' && at >= range.start && at <= end) visits.push({ id, at });
  return visits.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
