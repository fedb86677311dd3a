import type { VisitKind } from '@domain/visitCodes';
import { useOnline } from '../../lib/submission/connectivity';
import { outboxMessages } from '../../lib/submission/outboxMessages';
import { useConnectionWeak } from '../../lib/submission/useOutbox';
import { useVisitCode } from './api/peekVisitCode';

/** The visit screen's heading: the next visit code, or, while nothing gets through, when it comes. */
export function VisitCodeTitle({ kind, codeUnavailable }: { kind: VisitKind; codeUnavailable: string }) {
  const code = useVisitCode(kind, codeUnavailable);
  // Offline, or online with nothing getting through: the code is given when the visit is sent.
  const online = useOnline();
  const weak = useConnectionWeak();
  return (
    <h1 className="visit-page__code">
      <span className="visit-page__code-label">Visit Code</span>{' '}
      {online && !weak ? (
        <strong className="visit-code" data-testid="visit-code">
          {code}
        </strong>
      ) : (
        <span className="visit-code visit-code--later" data-testid="visit-code">
          {outboxMessages.codeWhenSent}
        </span>
      )}
    </h1>
  );
}
