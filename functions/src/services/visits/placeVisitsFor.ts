import { maxTimelineVisits, type PlaceVisitsOutput } from '../../domain/api/placeVisits.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths } from '../../domain/visits/visitIndex.js';
import type { Store } from '../../ports/store.js';
import { readVisitItems } from './visitItems.js';
import { readPlaceEntry } from './visitIndexWrites.js';

/** A place's latest visits, oldest first, through its timeline index: never a scan of all visits. */
export async function placeVisitsFor(
  store: Store,
  kind: VisitKind,
  key: string,
  limit: number = maxTimelineVisits,
): Promise<PlaceVisitsOutput> {
  const [place, entries] = await Promise.all([
    readPlaceEntry(store, kind, key),
    store.query<number>(visitIndexPaths.placeVisits(kind, key), {
      orderBy: '$key',
      limitToLast: limit,
    }),
  ]);
  const ids = entries.sort((a, b) => a.value - b.value || (a.key < b.key ? -1 : 1)).map((entry) => entry.key);
  const visits = await readVisitItems(store, kind, ids);
  return { name: place?.name ?? '', total: place?.count ?? visits.length, visits };
}
