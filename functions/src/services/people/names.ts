import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
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
  /** A label an index kept when it was written (the email, else the uid), as the person's name now. */
  relabelled<T extends { uid: string; label: string }>(person: T): T;
}

export function peopleNames(kept: ReadonlyMap<string, string>): PeopleNames {
  return namesBy((person) => personName({ ...person, name: kept.get(person.uid) ?? person.name }));
}

/** The names of people as `of` calls each one: by their name, named, and a kept label relabelled. */
export function namesBy(of: (person: NamedPerson) => string): PeopleNames {
  return {
    of,
    named: (person) => ({ ...person, name: of(person) }),
    relabelled: (person) => ({
      ...person,
      label: of({ uid: person.uid, email: person.label.includes('@') ? person.label : undefined }),
    }),
  };
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

/** `by` with the name kept for its uid, if any: for a message that names who acted. */
export function withKeptName<T extends { uid: string; name?: string }>(
  kept: ReadonlyMap<string, string>,
  by: T,
): T {
  const name = kept.get(by.uid);
  return name === undefined ? by : { ...by, name };
}

/** `by` with its kept name, read for this one message (a refusal names who acted first). */
export async function namedActor<T extends { uid: string; name?: string }>(
  store: Store,
  by: T | null | undefined,
): Promise<T | null | undefined> {
  if (!by) return by;
  const parsed = personRecordSchema.safeParse(await store.get(personPath(by.uid)));
  return parsed.success ? { ...by, name: parsed.data.name } : by;
}

/**
 * An entry whose people (owner, decider, each event's actor) carry their kept names, for the messages
 * a transition check words inside a transaction, where nothing can be read. Never stored.
 */
export function entryWithKeptNames(
  entry: SpendEntryRecord,
  kept: ReadonlyMap<string, string>,
): SpendEntryRecord {
  if (kept.size === 0) return entry;
  return {
    ...entry,
    owner: withKeptName(kept, entry.owner),
    ...(entry.decidedBy ? { decidedBy: withKeptName(kept, entry.decidedBy) } : {}),
    ...(entry.claim ? { claim: { ...entry.claim, by: withKeptName(kept, entry.claim.by) } } : {}),
    history: entry.history.map((event) =>
      'by' in event ? { ...event, by: withKeptName(kept, event.by) } : event,
    ),
  };
}
