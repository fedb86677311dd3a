import type { CheckCount, VisitPipelineOutput } from '../../domain/api/visitPipeline.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import {
  visitIndexPaths,
  visitPlaceEntrySchema,
  type VisitPlaceEntry,
} from '../../domain/visits/visitIndex.js';
import type { Store } from '../../ports/store.js';
import { readFollowUpBoard } from '../followUps/followUpBoard.js';
import { readPeopleNames, type PeopleNames } from '../people/names.js';
import { checkCountsPath, storedCheckCounts } from '../../domain/visits/location/checkCounts.js';
import { orgDayOf } from '../../domain/time/orgTime.js';

/** Each person's check counts by name, from the counts and the staff labels the index keeps. */
function checkCountsOf(counts: Record<string, unknown>, labels: Record<string, unknown>, names: PeopleNames) {
  return Object.entries(counts)
    .map(([uid, value]): CheckCount => {
      const stored = labels[uid];
      const label = typeof stored === 'string' ? stored : uid;
      return { ...names.relabelled({ uid, label }), ...storedCheckCounts.parse(value ?? {}) };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The place's last known phase; an entry indexed before it was kept has its latest visit's, until
 * `npm run indexes -- rebuild visits`.
 */
function knownPhaseOf({ phase, latest, lastAt }: VisitPlaceEntry): { value: string; at: number } | null {
  if (phase) return { value: phase.value, at: phase.at };
  const value = latest.visitPhase;
  return typeof value === 'string' && value !== '' ? { value, at: lastAt } : null;
}

/**
 * Every place of a kind with its latest visit and last known phase, most recently visited first, who
 * visited last by name: one read of the place index, one of the names, one of the follow-ups (each
 * place's open ones) and one of each person's check counts.
 */
export async function visitPipelineFor(
  store: Store,
  kind: VisitKind,
  now: number = Date.now(),
): Promise<VisitPipelineOutput> {
  const [stored, names, { board }, counts, labels] = await Promise.all([
    store.get<Record<string, unknown>>(visitIndexPaths.places(kind)),
    readPeopleNames(store),
    readFollowUpBoard(store, kind, orgDayOf(now)),
    store.get<Record<string, unknown>>(checkCountsPath(kind)),
    store.get<Record<string, unknown>>(visitIndexPaths.staff(kind)),
  ]);
  const places = Object.entries(stored ?? {}).flatMap(([key, value]) => {
    const parsed = visitPlaceEntrySchema.safeParse(value);
    if (!parsed.success) return [];
    const { name, count, firstAt, lastAt, lastBy, latest } = parsed.data;
    const phase = knownPhaseOf(parsed.data);
    return [
      {
        key,
        name,
        count,
        firstAt,
        lastAt,
        ...(lastBy ? { lastBy: names.relabelled(lastBy) } : {}),
        latest,
        ...(phase ? { phase } : {}),
        followUps: board.openAt(key),
      },
    ];
  });
  places.sort((a, b) => b.lastAt - a.lastAt || a.key.localeCompare(b.key));
  return {
    places,
    followUpCounts: board.counts,
    checkCounts: checkCountsOf(counts ?? {}, labels ?? {}, names),
  };
}
