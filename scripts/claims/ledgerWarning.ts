import { ledgerNameKey, personLedgerName } from '../../functions/src/domain/ledger/export/ledgerNames.js';
import type { Store } from '../../functions/src/ports/store.js';
import { frozenLedgerUids, keepNamedPersonLedger } from '../../functions/src/services/ledger/ledgerNames.js';
import { readMoneyNames } from '../../functions/src/services/people/moneyNames.js';
import { personName } from '../../functions/src/domain/people/personName.js';

/**
 * Keeps the ledger of a person just named, then warns about each person of that name whose ledger in
 * the books is not their name (it gets a short code) and is still theirs to change: this person, or
 * another called the same who has no ledger kept yet. Nothing when every such ledger is frozen in a
 * closed month.
 */
export async function namedLedgerWarning(
  store: Store,
  person: { uid: string; email: string; name: string },
  sameName: readonly string[],
): Promise<string> {
  await keepNamedPersonLedger(store, person);
  const [money, frozen] = await Promise.all([readMoneyNames(store), frozenLedgerUids(store)]);
  const who = (uid: string) => (uid === person.uid ? person.email : `account ${uid}`);
  const warnings = [person.uid, ...sameName]
    .filter((uid) => !frozen.has(uid))
    .flatMap((uid) => {
      const ledger = money.of(uid === person.uid ? person : { uid, name: person.name });
      if (ledgerNameKey(ledger) === ledgerNameKey(personLedgerName({ uid, name: person.name }))) return [];
      return [
        ` Warning: another ledger in the books is called ${personName(person)}, so ${who(uid)}'s ledger is ${ledger} (npm run ledger -- names set person ${uid} "NAME" to choose another).`,
      ];
    });
  return warnings.join('');
}
