import type { SettlementView } from '@domain/api/settlementView';
import { spendCount } from '@domain/spendEntries/spendCount';
import { orgTimeText } from '@domain/time/orgTime';
import { settlementLine } from '../../components/settlements/settlementLine';
import { personText } from '../../components/spendEntry/entryText';
import { Reversal } from './Reversal';
import { settleText } from './settleText';

/** A person's settlements, each with who recorded it, when, and its reversal. */
export function SettlementHistory({
  settlements,
  onDone,
}: {
  settlements: readonly SettlementView[];
  onDone: (message: string) => void;
}) {
  return (
    <>
      <h3>{settleText.settlements}</h3>
      {settlements.length === 0 ? (
        <p>{settleText.noSettlements}</p>
      ) : (
        <ul className="settle__settlements">
          {settlements.map((settlement) => (
            <li key={settlement.id}>
              <p>
                {settlementLine(settlement)}, recorded by {personText(settlement.by)} at{' '}
                {orgTimeText(settlement.at)} ({spendCount(settlement.entryIds.length)})
              </p>
              <Reversal settlement={settlement} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
