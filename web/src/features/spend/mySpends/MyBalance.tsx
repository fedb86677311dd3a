import { Link } from 'react-router';
import { balanceText } from '@domain/settlements/balances';
import { paths } from '../../../config/paths';
import { usePersonBalance } from '../api/personBalance';
import { settlementLine } from '../../../components/settlements/settlementLine';

/** My spends' balance: what the organisation owes them (or they return), and their settlements. */
export function MyBalance() {
  const mine = usePersonBalance(undefined);
  if (mine.isPending) return <p aria-busy="true">Loading your balance...</p>;
  if (mine.isError) return <p role="alert">Your balance could not be loaded.</p>;
  const { balance, settlements } = mine.data;
  return (
    <section className="my-balance" aria-label="Your balance">
      <p className="my-balance__line" data-testid="my-balance">
        {balanceText('you', balance.balancePaise).replace(/^you returns/, 'You return')}
      </p>
      {settlements.length > 0 && (
        <details>
          <summary>Your settlements ({settlements.length})</summary>
          <ul>
            {settlements.map((settlement) => (
              <li key={settlement.id}>
                {settlementLine(settlement)}
                {settlement.reversal ? `, reversed: ${settlement.reversal.reason}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      <Link to={paths.myStatement}>Monthly statement</Link>
    </section>
  );
}
