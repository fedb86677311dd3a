import { advanceAges, advanceAgeText, type AdvanceAge } from '@domain/advances/advanceMoney';
import { paiseText } from '@domain/settlements/balances';
import { advanceSettleText } from './advanceSettleText';

/** What is held in all, by age since it was paid: 0-30 days, 31-60 days, Over 60 days. */
export function AdvanceAges({ ages }: { ages: Record<AdvanceAge, number> }) {
  return (
    <table className="advance-ages" data-testid="advance-ages">
      <caption>{advanceSettleText.ages}</caption>
      <thead>
        <tr>
          {advanceAges.map((age) => (
            <th key={age} scope="col">
              {advanceAgeText[age]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {advanceAges.map((age) => (
            <td key={age}>{paiseText(ages[age])}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
