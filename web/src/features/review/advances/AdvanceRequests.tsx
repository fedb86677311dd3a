import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListAdvancesOutput } from '@domain/api/advanceLists';
import type { AdvanceView } from '@domain/api/advanceView';
import { dayText } from '@domain/advances/advanceText';
import { paiseText } from '@domain/settlements/balances';
import { FormMessage } from '../../../components/form/FormMessage';
import { apiKey } from '../../../lib/apiKey';
import { useSession } from '../../../lib/session';
import { AdvanceDecisionDialog } from './AdvanceDecisionDialog';
import type { AdvanceDecisionKind } from './advanceDecision';

const labels: Record<AdvanceDecisionKind, string> = {
  approve: 'Approve',
  approveLess: 'Approve less',
  refuse: 'Refuse',
};
const kinds: readonly AdvanceDecisionKind[] = ['approve', 'approveLess', 'refuse'];

/**
 * The advance requests waiting beside the spends, oldest first: Approve, Approve less or Refuse each
 * (a request of the admin's own is decided by another admin). A decided one leaves the list with its
 * outcome said.
 */
export function AdvanceRequests({ advances }: { advances: UseQueryResult<ListAdvancesOutput> }) {
  const session = useSession();
  const me = session.status === 'signedIn' ? session.uid : null;
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<{ advance: AdvanceView; kind: AdvanceDecisionKind } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const requests = advances.data?.requests ?? [];
  if (advances.isError) {
    return <FormMessage>The advance requests could not be loaded.</FormMessage>;
  }
  if (requests.length === 0 && !notice) return null;
  return (
    <section
      className="review-advances"
      aria-labelledby="review-advances-title"
      data-testid="advance-requests"
    >
      <h2 id="review-advances-title">Advance requests ({requests.length})</h2>
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <ul className="review-advances__list">
        {requests.map((advance) => {
          const named = `advance of ${paiseText(advance.askedPaise)} for ${advance.owner.name}`;
          return (
            <li key={advance.id} className="review-row review-advance" data-testid="advance-request">
              <h3 className="review-row__title">
                {advance.owner.name} · {paiseText(advance.askedPaise)}
              </h3>
              <p>
                {advance.purpose} · {dayText(advance.from)}
                {advance.to !== advance.from ? ` to ${dayText(advance.to)}` : ''}
                {advance.places.length > 0 ? ` · ${advance.places.join(', ')}` : ''}
              </p>
              {advance.owner.uid === me ? (
                <p className="review-row__own">Your own advance: another admin decides it.</p>
              ) : (
                <div className="review-row__actions">
                  {kinds.map((kind) => (
                    <button
                      key={kind}
                      type="button"
                      className={kind === 'refuse' ? 'button button--danger' : 'button'}
                      aria-label={`${labels[kind]} ${named}`}
                      onClick={() => {
                        setDeciding({ advance, kind });
                      }}
                    >
                      {labels[kind]}
                    </button>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {deciding && (
        <AdvanceDecisionDialog
          key={`${deciding.advance.id}-${deciding.kind}`}
          advance={deciding.advance}
          kind={deciding.kind}
          onClose={() => {
            setDeciding(null);
          }}
          onDone={(decided) => {
            setDeciding(null);
            setNotice(`${decided.owner.name}: ${decided.line}`);
            void queryClient.invalidateQueries({ queryKey: apiKey('listAdvances') });
          }}
        />
      )}
    </section>
  );
}
