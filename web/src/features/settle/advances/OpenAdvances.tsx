import type { AdvanceView } from '@domain/api/advanceView';
import type { ListAdvancesOutput } from '@domain/api/advanceLists';
import { advanceAgeText } from '@domain/advances/advanceMoney';
import { dayText } from '@domain/time/orgTime';
import { paiseText } from '@domain/settlements/balances';
import { advanceSettleText } from './advanceSettleText';

interface OpenAdvancesProps {
  people: ListAdvancesOutput['people'];
  open: readonly AdvanceView[];
  busyId: string | null;
  onReturn: (advance: AdvanceView) => void;
  onCarry: (advance: AdvanceView) => void;
}

/** Each person who holds advances, what they hold, and each open advance with its age and actions. */
export function OpenAdvances({ people, open, busyId, onReturn, onCarry }: OpenAdvancesProps) {
  if (people.length === 0) return <p className="report__empty">{advanceSettleText.noOpen}</p>;
  return (
    <ul className="settle-advances__people">
      {people.map((person) => (
        <li key={person.uid} data-testid="advance-person">
          <h4 className="settle-advances__person">
            {advanceSettleText.holds(person.name, person.heldPaise)}
          </h4>
          <ul className="settle-advances__open">
            {open
              .filter((advance) => advance.owner.uid === person.uid)
              .map((advance) => (
                <li key={advance.id} className="settle-advance" data-testid="open-advance">
                  <p>
                    {advanceSettleText.openLine(
                      advance.leftPaise,
                      dayText(advance.payment?.day ?? advance.from),
                      advance.ageDays,
                    )}
                    {advance.age && ` · ${advanceAgeText[advance.age]}`}
                  </p>
                  <p className="settle-advance__purpose">
                    {advance.purpose}
                    {advance.usedPaise > 0 ? ` · ${paiseText(advance.usedPaise)} used` : ''}
                    {advance.carriedForward ? ' · carried forward' : ''}
                  </p>
                  <div className="settle-advance__actions">
                    <button
                      type="button"
                      className="button"
                      aria-label={`${advanceSettleText.returnTitle}: ${person.name}, ${advance.purpose}`}
                      onClick={() => {
                        onReturn(advance);
                      }}
                    >
                      {advanceSettleText.returnTitle}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={busyId === advance.id}
                      aria-busy={busyId === advance.id}
                      aria-label={`${advanceSettleText.carry}: ${person.name}, ${advance.purpose}`}
                      onClick={() => {
                        onCarry(advance);
                      }}
                    >
                      {busyId === advance.id ? 'Saving...' : advanceSettleText.carry}
                    </button>
                  </div>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
