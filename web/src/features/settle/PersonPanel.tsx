import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { balanceText } from '@domain/settlements/balances';
import { paths } from '../../config/paths';
import { apiKey } from '../../lib/apiKey';
import { useSession } from '../../lib/session';
import { useToday } from '../../lib/useToday';
import { usePersonBalance } from '../spend/api/personBalance';
import { SettlementHistory } from './SettlementHistory';
import { settleText } from './settleText';
import { TickedEntries } from './TickedEntries';

/** The result of the last action on the panel ('Settlement recorded.', or why it was refused). */
interface Outcome {
  text: string;
  refused: boolean;
}

/** The person's monthly statement, this month's. */
function StatementLink({ uid }: { uid: string }) {
  const today = useToday();
  return (
    <Link
      className="button"
      to={`${paths.statement}?uid=${encodeURIComponent(uid)}&month=${today.slice(0, 7)}`}
    >
      {settleText.statement}
    </Link>
  );
}

/**
 * The chosen person's panel: their balance, the result of the last action, their statement, the spends
 * to settle with the settlement form (not for the admin's own), and their settlements.
 */
export function PersonPanel({ uid, onSettled }: { uid: string; onSettled: () => void }) {
  const person = usePersonBalance(uid);
  const session = useSession();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    // Focus goes to the result, so a screen reader hears it and the next Tab starts from there.
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  if (person.isPending) return <p aria-busy="true">Loading...</p>;
  if (person.isError) {
    return (
      <div role="alert">
        <p>{person.error.message}</p>
        <button type="button" className="button" onClick={() => void person.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  const { balance, openEntries, settlements } = person.data;
  const own = session.status === 'signedIn' && session.uid === uid;
  const reload = () => {
    setUnticked(new Set());
    void queryClient.invalidateQueries({ queryKey: apiKey('personBalance') });
    void queryClient.invalidateQueries({ queryKey: apiKey('settleBalances') });
    onSettled();
  };
  const done = (text: string) => {
    setOutcome({ text, refused: false });
    reload();
  };
  // Refused for good (another desk settled first, the entries changed): the panel reads them again, so
  // the balance, the ticks and the form show what is left to settle.
  const refused = (text: string) => {
    setOutcome({ text, refused: true });
    reload();
  };
  return (
    <section className="settle__person" aria-label={`Settle ${balance.name}`}>
      <h2>{balance.name}</h2>
      <p className="settle__balance" data-testid="person-balance">
        {balanceText(balance.name, balance.balancePaise, balance.refusedAdvances)}
      </p>
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.refused ? 'alert' : 'status'}
          className={outcome.refused ? 'settle__notice settle__notice--refused' : 'settle__notice'}
        >
          {outcome.text}
        </p>
      )}
      <StatementLink uid={uid} />
      {own ? (
        <p className="settle__own">{settleText.ownBalance}</p>
      ) : openEntries.length === 0 ? (
        <p>{settleText.noEntries}</p>
      ) : (
        <TickedEntries
          uid={uid}
          name={balance.name}
          entries={openEntries}
          unticked={unticked}
          setUnticked={setUnticked}
          onDone={done}
          onRefused={refused}
        />
      )}
      <SettlementHistory settlements={settlements} onDone={done} />
    </section>
  );
}
