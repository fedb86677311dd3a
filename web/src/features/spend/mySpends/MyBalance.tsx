import { spendCount } from '@domain/spendEntries/spendCount';
import { Link } from 'react-router';
import type { PersonBalanceOutput } from '@domain/api/personBalance';
import { balanceText, paiseText } from '@domain/settlements/balances';
import { paths } from '../../../config/paths';
import { usePersonBalance } from '../api/personBalance';
import { settlementLine } from '../../../components/settlements/settlementLine';

/** The balance as its owner reads it: 'The organisation owes you ₹1,240.50', 'You return ₹300.00'. */
export function ownBalanceText(balance: PersonBalanceOutput['balance']): string {
  return balanceText('', balance.balancePaise, balance.refusedAdvances, 'owner');
}

/** What still waits for review: '₹640.75 waiting for review (2 spends)', or null when nothing does. */
export function waitingText(waiting: PersonBalanceOutput['waiting']): string | null {
  if (waiting.count === 0) return null;
  return `${paiseText(waiting.paise)} waiting for review (${spendCount(waiting.count)})`;
}

/**
 * My spends' balance, in the second person: what the organisation owes them for approved spends (or
 * they return), what still waits for review, and their settlements.
 */
export function MyBalance() {
  const mine = usePersonBalance(undefined);
  if (mine.isPending) return <p aria-busy="true">Loading your balance...</p>;
  if (mine.isError) return <p role="alert">Your balance could not be loaded.</p>;
  const { balance, settlements, waiting } = mine.data;
  const stillWaiting = waitingText(waiting);
  return (
    <section className="my-balance" aria-label="Your balance">
      <p className="my-balance__line" data-testid="my-balance">
        {ownBalanceText(balance)}
      </p>
      {balance.balancePaise !== 0 && <p className="my-balance__note">For your approved spends.</p>}
      {stillWaiting && (
        <p className="my-balance__waiting" data-testid="my-balance-waiting">
          {stillWaiting}
        </p>
      )}
      {settlements.length > 0 && (
        <details>
          <summary>Your settlements ({settlements.length})</summary>
          <ul>
            {settlements.map((settlement) => (
              <li key={settlement.id}>
                {settlementLine(settlement, 'owner')}
                {settlement.reversal ? `, reversed: ${settlement.reversal.reason}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      <Link className="button" to={paths.myStatement}>
        Monthly statement
      </Link>
    </section>
  );
}
