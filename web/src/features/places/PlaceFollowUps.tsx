import type { PlaceFollowUp } from '@domain/api/followUpViews';
import { dayTextOf } from '../../lib/dayText';
import { overdueText } from '../../lib/followUpText';

/** The open follow-ups at a place: whose, the day, the remark and how late; nothing when there are none. */
export function PlaceFollowUps({ followUps }: { followUps: readonly PlaceFollowUp[] }) {
  if (followUps.length === 0) return null;
  return (
    <section className="place__section" aria-labelledby="place-follow-ups">
      <h2 id="place-follow-ups">Open follow-ups ({followUps.length})</h2>
      <ul className="place__timeline">
        {followUps.map((followUp) => (
          <li key={followUp.by.uid} className="place__visit">
            <p className="place__visit-head">
              <strong>{dayTextOf(followUp.due)}</strong> <span>by {followUp.by.label}</span>{' '}
              {followUp.daysOverdue > 0 && <span>{overdueText(followUp.daysOverdue)}</span>}
            </p>
            {followUp.phase && <p>{followUp.phase}</p>}
            {followUp.remark && <p className="place__remarks">{followUp.remark}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
