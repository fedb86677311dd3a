import type { ListVisitsOutput } from '../../domain/api/listVisits.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths } from '../../domain/visits/visitIndex.js';
import type { Store } from '../../ports/store.js';
import { readPeopleNames } from '../people/names.js';

/** Everyone who has submitted this kind, by their name now, for the staff filter. */
export async function readVisitStaff(store: Store, kind: VisitKind): Promise<ListVisitsOutput['staff']> {
  const [stored, names] = await Promise.all([
    store.get<Record<string, unknown>>(visitIndexPaths.staff(kind)),
    readPeopleNames(store),
  ]);
  return Object.entries(stored ?? {})
    .flatMap(([uid, label]) => (typeof label === 'string' ? [names.relabelled({ uid, label })] : []))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** A person's label from the staff list, else their uid (a follow-up's person has always submitted). */
export function staffLabelOf(staff: ListVisitsOutput['staff']): (uid: string) => string {
  const labels = new Map(staff.map((person) => [person.uid, person.label]));
  return (uid) => labels.get(uid) ?? uid;
}
