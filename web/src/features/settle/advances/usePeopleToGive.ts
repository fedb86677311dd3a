import { useSpendPeople } from '../../dashboards/api/spendPeople';

interface Person {
  uid: string;
  name: string;
}

/**
 * Who an advance can be given to: the people Settle already knows (balances, advances held) and
 * everyone who has saved a spend on either side, each once, by name.
 */
export function usePeopleToGive(known: readonly Person[]): Person[] {
  const sales = useSpendPeople({ side: 'sales' });
  const placement = useSpendPeople({ side: 'placement' });
  const byUid = new Map<string, Person>();
  for (const person of [...known, ...(sales.data?.people ?? []), ...(placement.data?.people ?? [])]) {
    if (!byUid.has(person.uid)) byUid.set(person.uid, { uid: person.uid, name: person.name });
  }
  return [...byUid.values()].sort((a, b) => a.name.localeCompare(b.name));
}
