import { balanceText } from '@domain/settlements/balances';
import type { useSettleBalances } from './api/settle';
import { settleText } from './settleText';

/** Everyone with approved, unsettled spends, largest balance first: choosing one opens their panel. */
export function PeopleList({
  balances,
  chosen,
  onChoose,
}: {
  balances: ReturnType<typeof useSettleBalances>;
  chosen: string | undefined;
  onChoose: (uid: string) => void;
}) {
  const people = balances.data?.people ?? [];
  return (
    <section className="settle__people" aria-label={settleText.people} aria-busy={balances.isFetching}>
      <h2>{settleText.people}</h2>
      {balances.isPending && <p aria-busy="true">{settleText.loading}...</p>}
      {balances.isError && (
        <div role="alert">
          <p>{settleText.loadFailed}</p>
          <button type="button" className="button" onClick={() => void balances.refetch()}>
            Retry
          </button>
        </div>
      )}
      {balances.isSuccess && people.length === 0 && <p>{settleText.empty}</p>}
      <ul>
        {people.map((person) => (
          <li key={person.uid}>
            <button
              type="button"
              className="settle__person-button"
              aria-current={person.uid === chosen ? 'true' : undefined}
              onClick={() => {
                onChoose(person.uid);
              }}
            >
              <span className="settle__name">{person.name}</span>
              <span>{balanceText(person.name, person.balancePaise, person.refusedAdvances)}</span>
              <span className="settle__count">{person.entries} spends</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
