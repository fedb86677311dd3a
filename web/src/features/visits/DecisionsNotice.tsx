import { Link } from 'react-router';
import { refusedNotice } from '@domain/spendEntries/entryMessages';
import { paths } from '../../config/paths';
import { decisionsSeenAt, useSpendDecisions } from '../../lib/spendDecisions';

/** One line on the visit screen after an admin refused some of the person's spends they have not seen. */
export function DecisionsNotice({ uid }: { uid: string }) {
  const decisions = useSpendDecisions(uid);
  const data = decisions.data;
  if (!data || data.refused === 0 || (data.lastDecisionAt ?? 0) <= decisionsSeenAt(uid)) return null;
  const [count, link] = refusedNotice(data.refused).split('. ');
  return (
    <p className="decisions-notice" role="status">
      {count}. <Link to={paths.mySpends}>{link}</Link>
    </p>
  );
}
