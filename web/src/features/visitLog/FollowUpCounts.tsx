import { followUpCountText, type FollowUpCount } from '@domain/api/followUpViews';

/** Each person's open follow-ups, 'Asha Rao: 3 overdue, 5 due this week'; nothing when nobody has any. */
export function FollowUpCounts({ counts }: { counts: readonly FollowUpCount[] }) {
  if (counts.length === 0) return null;
  return (
    <section className="visits__follow-ups" aria-label="Follow-ups by person">
      <h2 className="visits__follow-ups-title">Follow-ups</h2>
      <ul>
        {counts.map((count) => (
          <li key={count.uid}>{followUpCountText(count)}</li>
        ))}
      </ul>
    </section>
  );
}
