import type { SpendEntryView } from '@domain/api/spendEntryView';
import { allowedActions } from '@domain/spendEntries/transitions';
import { useSession } from '../../lib/session';
import type { ReviewAction } from './decisionRequest';

const reviewActions: readonly ReviewAction[] = ['approve', 'approveLess', 'refuse', 'reopen'];

/** What the signed-in admin may do to each spend in the list, as the entry's state machine allows. */
export function useReviewActions(): (entry: SpendEntryView) => ReviewAction[] {
  const session = useSession();
  const actor = session.status === 'signedIn' ? { uid: session.uid, roles: session.roles } : null;
  return (entry) => {
    if (!actor) return [];
    const allowed = allowedActions({ ...entry, ownerUid: entry.owner.uid }, actor);
    return reviewActions.filter((kind) => allowed.includes(kind));
  };
}
