import type { CheckCount } from '@domain/api/visitPipeline';
import { checkStatusText } from '../../lib/visitCheckText';

/**
 * Where each person's visits were made: 'Asha Rao: 10 Verified, 1 Far, 2 Unverified, 1 Not accepted,
 * 1 Too fast'.
 */
export function CheckCounts({ counts }: { counts: readonly CheckCount[] }) {
  if (counts.length === 0) return null;
  return (
    <section className="visits__follow-ups" aria-label="Visit locations by person">
      <h2 className="visits__follow-ups-title">Visit locations</h2>
      <ul>
        {counts.map((count) => (
          <li key={count.uid}>
            {count.label}: {String(count.verified)} {checkStatusText.verified}, {String(count.far)}{' '}
            {checkStatusText.far}, {String(count.unverified)} {checkStatusText.unverified},{' '}
            {String(count.notAccepted)} {checkStatusText.notAccepted}, {String(count.tooFast)}{' '}
            {checkStatusText.tooFast}
          </li>
        ))}
      </ul>
    </section>
  );
}
