import type { VisitPipelineOutput } from '../../domain/api/visitPipeline.js';
import { orgDayOf } from '../../domain/spend/orgDay.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths, visitPlaceEntrySchema } from '../../domain/visits/visitIndex.js';
import type { Store } from '../../ports/store.js';
import { readFollowUpBoard } from '../followUps/followUpBoard.js';
import { readPeopleNames } from '../people/names.js';

/**
 * Every place of a kind with its latest visit, most recently visited first, who visited last by name:
 * one read of the place index, one of the names and one of the follow-ups (each place's open ones).
 */
export async function visitPipelineFor(
  store: Store,
  kind: VisitKind,
  now: number = Date.now(),
): Promise<VisitPipelineOutput> {
  const [stored, names, { board }] = await Promise.all([
    store.get<Record<string, unknown>>(visitIndexPaths.places(kind)),
    readPeopleNames(store),
    readFollowUpBoard(store, kind, orgDayOf(now)),
  ]);
  const places = Object.entries(stored ?? {}).flatMap(([key, value]) => {
    const parsed = visitPlaceEntrySchema.safeParse(value);
    if (!parsed.success) return [];
    const { name, count, firstAt, lastAt, lastBy, latest } = parsed.data;
    return [
      {
        key,
        name,
        count,
        firstAt,
        lastAt,
        ...(lastBy ? { lastBy: names.relabelled(lastBy) } : {}),
        latest,
        followUps: board.openAt(key),
      },
    ];
  });
  places.sort((a, b) => b.lastAt - a.lastAt || a.key.localeCompare(b.key));
  return { places, followUpCounts: board.counts };
}
