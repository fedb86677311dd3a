import type { VisitedPlacesOutput } from '../../domain/api/visitedPlaces.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths, visitPlaceEntrySchema } from '../../domain/visits/visitIndex.js';
import { NO_PLACE_KEY } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';

/**
 * The places visits of a kind went to, one name per place (the index keys places by their folded
 * name, so 'ABC College' and 'abc college' are one): what the visit forms suggest beside the
 * organisation's list. One read of the place index.
 */
export async function visitedPlacesFor(store: Store, kind: VisitKind): Promise<VisitedPlacesOutput> {
  const stored = (await store.get<Record<string, unknown>>(visitIndexPaths.places(kind))) ?? {};
  const names = Object.entries(stored).flatMap(([key, value]) => {
    if (key === NO_PLACE_KEY) return [];
    const parsed = visitPlaceEntrySchema.safeParse(value);
    return parsed.success && parsed.data.name !== '' ? [parsed.data.name] : [];
  });
  return { names: names.sort((a, b) => a.localeCompare(b)) };
}
