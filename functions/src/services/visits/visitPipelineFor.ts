import type { VisitPipelineOutput } from '../../domain/api/visitPipeline.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths, visitPlaceEntrySchema } from '../../domain/visits/visitIndex.js';
import type { Store } from '../../ports/store.js';

/** Every place of a kind with its latest visit, most recently visited first: one read of the place index. */
export async function visitPipelineFor(store: Store, kind: VisitKind): Promise<VisitPipelineOutput> {
  const stored = (await store.get<Record<string, unknown>>(visitIndexPaths.places(kind))) ?? {};
  const places = Object.entries(stored).flatMap(([key, value]) => {
    const parsed = visitPlaceEntrySchema.safeParse(value);
    if (!parsed.success) return [];
    const { name, count, firstAt, lastAt, lastBy, latest } = parsed.data;
    return [{ key, name, count, firstAt, lastAt, ...(lastBy ? { lastBy } : {}), latest }];
  });
  places.sort((a, b) => b.lastAt - a.lastAt || a.key.localeCompare(b.key));
  return { places };
}
