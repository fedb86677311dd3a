import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { apiKey } from '../../lib/apiKey';
import { call } from '../../lib/callables';
import { decisionsSeenAt, useSpendDecisions } from '../../lib/spendDecisions';
import { newsSince, newsText } from './decisionsNews';

/** How many approved spends the notice looks through for ones approved since My spends was opened. */
const approvedLooked = 50;

/**
 * One line on the visit screen after decisions or payments the person has not seen yet: approvals,
 * payments ('Paid to you ₹3,084.96 by bank transfer on 26/11/2026') and refusals, with a link to My
 * spends. The details are asked for only once the latest decision or payment is newer than the last
 * visit to My spends.
 */
export function DecisionsNotice({ uid }: { uid: string }) {
  const decisions = useSpendDecisions(uid);
  const data = decisions.data;
  const seenAt = decisionsSeenAt(uid);
  const hasNews = data !== undefined && (data.lastDecisionAt ?? 0) > seenAt;
  const approved = useQuery({
    queryKey: apiKey('mySpends', { uid, state: 'approved', notice: true }),
    queryFn: () => call('mySpends', { state: 'approved', limit: approvedLooked }),
    enabled: hasNews,
  });
  const balance = useQuery({
    queryKey: apiKey('personBalance', { uid: null }),
    queryFn: () => call('personBalance', {}),
    enabled: hasNews,
  });
  if (!data || !hasNews || !approved.data || !balance.data) return null;
  const text = newsText(newsSince(seenAt, data.refused, approved.data.entries, balance.data.settlements));
  if (!text) return null;
  return (
    <p className="decisions-notice" role="status">
      {text.sentences.join(' ')} <Link to={paths.mySpends}>{text.link}</Link>
    </p>
  );
}
