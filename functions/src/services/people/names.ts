import {
  PEOPLE_PATH,
  personName,
  personPath,
  personRecordSchema,
  type NamedPerson,
  type PersonRecord,
} from '../../domain/people/personName.js';
import type { Store } from '../../ports/store.js';

/** The kept names by uid, read once per answer: `people` is one small node (a record per account). */
export interface PeopleNames {
  /** The person's name as every screen shows it (`personName` over the kept name). */
  of(person: NamedPerson): string;
  /** The person with their name joined in. */
  named<T extends NamedPerson>(person: T): T & { name: string };
}

export function peopleNames(kept: ReadonlyMap<string, string>): PeopleNames {
  const of = (person: NamedPerson) => personName({ ...person, name: kept.get(person.uid) ?? person.name });
  return { of, named: (person) => ({ ...person, name: of(person) }) };
}

/** Every kept name by uid, in one Store read; a malformed record is skipped (its email names them). */
export async function readKeptNames(store: Store): Promise<Map<string, string>> {
  const all = (await store.get<Record<string, unknown>>(PEOPLE_PATH)) ?? {};
  const kept = new Map<string, string>();
  for (const [uid, value] of Object.entries(all)) {
    const parsed = personRecordSchema.safeParse(value);
    if (parsed.success) kept.set(uid, parsed.data.name);
  }
  return kept;
}

/** Reads every kept name in one Store read, as the answers join them in. */
export async function readPeopleNames(store: Store): Promise<PeopleNames> {
  return peopleNames(await readKeptNames(store));
}

/** Keeps a person's name (the claims command); `name` is already checked by `personNameSchema`. */
export async function setPersonName(
  store: Store,
  person: { uid: string; email: string; name: string },
  by: string,
  now = Date.now(),
): Promise<void> {
  const record: PersonRecord = { name: person.name, email: person.email, createdBy: by, createdAt: now };
  await store.set(personPath(person.uid), personRecordSchema.parse(record));
}
