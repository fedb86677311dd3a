import { nextVisitPicks } from '@domain/followUps/nextVisit';
import './DayPicks.css';
import { orgDayOf } from '@domain/time/orgTime';

/**
 * The quick picks beside a next-visit day ('+1 week', '+2 weeks', '+1 month'), counted from the day of
 * the tap, not of the render: a form left open overnight picks from today.
 */
export function DayPicks({ label, onPick }: { label: string; onPick: (day: string) => void }) {
  return (
    <div className="day-picks" role="group" aria-label={`${label}: quick picks`}>
      {nextVisitPicks.map((pick) => (
        <button
          key={pick.label}
          type="button"
          className="button day-picks__pick"
          onClick={() => {
            onPick(pick.from(orgDayOf(Date.now())));
          }}
        >
          {pick.label}
        </button>
      ))}
    </div>
  );
}
