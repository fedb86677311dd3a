import type { VisitPipelineOutput } from '../../domain/api/visitPipeline.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths, visitPlaceEntrySchema } from '../../domain/visits/visitIndex.js';
import type { Store } from '../../ports/store.js';
import { readPeopleNames } from '../people/names.js';

/**
 * Every place of a kind with its latest visit, most recently visited first, who visited last by name:
 * one read of the place index and one of the names.
 */
export async function visitPipelineFor(store: Store, kind: VisitKind): Promise<VisitPipelineOutput> {
  const [stored, names] = await Promise.all([
    store.get<Record<string, unknown>>(visitIndexPaths.places(kind)),
    readPeopleNames(store),
  ]);
  const places = Object.entries(stored ?? {}).flatMap(([key, value]) => {
    const parsed = visitPlaceEntrySchema.safeParse(value);
    if (!parsed.success) return [];
    const { name, count, firstAt, lastAt, lastBy, latest } = parsed.data;
    return [
      { key, name, count, firstAt, lastAt, ...(lastBy ? { lastBy: names.relabelled(lastBy) } : {}), latest },
    ];
  });
  places.sort((a, b) => b.lastAt - a.lastAt || a.key.localeCompare(b.key));
  return { places };
}
