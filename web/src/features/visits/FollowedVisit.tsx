import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { FOLLOW_WAIT_MS } from '../../lib/submission/followInToast';
import { submissionText } from '../../lib/submission/submissionText';
import { useOutboxEntries } from '../../lib/submission/useOutbox';
import { fieldProblemText, type VisitFieldSpec } from './visitFields';
import '../../components/form/form.css';

/**
 * The status of a visit handed back before its answer came: 'Sending…', then the code the server gave
 * it, or, when no answer comes soon, that it waits in the Outbox. A polite live region: each change is
 * announced.
 */
export function FollowedVisit({ entryId, fields }: { entryId: string; fields: readonly VisitFieldSpec[] }) {
  const entry = useOutboxEntries().find((candidate) => candidate.id === entryId);
  // The status line is keyed by entry: a new entry gets a new line (and a new timer).
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setLate(true);
    }, FOLLOW_WAIT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [entryId]);
  const failed = entry?.state === 'failed';
  // Each change is brought into view above the bottom bar (the form above it may be long).
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = `${entry?.state ?? ''}${String(late)}`;
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  return (
    <p
      ref={ref}
      className={`form-message form-message--${failed ? 'error' : 'success'}`}
      role="status"
      data-testid="followed-visit"
    >
      {!entry ? null : entry.state === 'sent' ? (
        <>
          Saved. Visit code: <strong className="visit-code">{entry.result?.code}</strong>
        </>
      ) : failed ? (
        <>
          {submissionText.notSent(
            fieldProblemText(fields, entry.problem?.fieldErrors ?? []) ?? entry.problem?.message ?? '',
          )}{' '}
          <Link to={paths.outbox}>Open the Outbox</Link>
        </>
      ) : late || entry.problem ? (
        submissionText.waitingInOutbox
      ) : (
        submissionText.sending
      )}
    </p>
  );
}
