import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListAdvancesOutput } from '@domain/api/advanceLists';
import type { AdvanceView } from '@domain/api/advanceView';
import { FormMessage } from '../../../components/form/FormMessage';
import { apiKey } from '../../../lib/apiKey';
import { useSession } from '../../../lib/session';
import { AdvanceDecisionDialog } from './AdvanceDecisionDialog';
import { AdvanceRequestRow } from './AdvanceRequestRow';
import type { AdvanceDecisionKind } from './advanceDecision';

/**
 * The advance requests waiting beside the spends, oldest first: Approve, Approve less or Refuse each
 * (a and r from the keyboard, j / k between them; a request of the admin's own is decided by another
 * admin). A decided one leaves the list with its outcome said.
 */
export function AdvanceRequests({ advances }: { advances: UseQueryResult<ListAdvancesOutput> }) {
  const session = useSession();
  const me = session.status === 'signedIn' ? session.uid : null;
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<{ advance: AdvanceView; kind: AdvanceDecisionKind } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rowRefs = useRef<(HTMLElement | null)[]>([]);
  const requests = advances.data?.requests ?? [];
  if (advances.isPending) {
    return (
      <p className="review-advances__loading" aria-busy="true">
        Loading advance requests...
      </p>
    );
  }
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
        {requests.map((advance, index) => (
          <li key={advance.id}>
            <AdvanceRequestRow
              ref={(element) => {
                rowRefs.current[index] = element;
              }}
              advance={advance}
              own={advance.owner.uid === me}
              onDecide={(kind) => {
                setDeciding({ advance, kind });
              }}
              onMove={(step) => {
                rowRefs.current[Math.max(0, Math.min(requests.length - 1, index + step))]?.focus();
              }}
            />
          </li>
        ))}
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
