import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { timings } from '@domain/constants';
import { paths } from '../../config/paths';
import { useOnline } from '../../lib/submission/connectivity';
import { FOLLOW_WAIT_MS } from '../../lib/submission/followInToast';
import { submissionText } from '../../lib/submission/submissionText';
import { useOutboxEntries } from '../../lib/submission/useOutbox';
import { fieldProblemText, type VisitFieldSpec } from './visitFields';
import '../../components/form/form.css';

interface FollowedVisitProps {
  entryId: string;
  fields: readonly VisitFieldSpec[];
  /** The form's own words for a visit sent ('Data submitted successfully!'). */
  successTitle: string;
}

/**
 * The status of a visit handed back before its answer came: 'Sending…', then the form's own success
 * words with the code the server gave it (a toast too, since the person may be filling the next visit),
 * or, when no answer comes soon, that it is still sending (online); offline, at once, that it waits for a
 * connection.
 * A polite live region: each change is announced.
 */
export function FollowedVisit({ entryId, fields, successTitle }: FollowedVisitProps) {
  const entry = useOutboxEntries().find((candidate) => candidate.id === entryId);
  const online = useOnline();
  const code = entry?.state === 'sent' ? entry.result?.code : undefined;
  useEffect(() => {
    if (code !== undefined) {
      toast.success(`${successTitle} Visit code: ${code}`, { duration: timings.resultToastMs });
    }
  }, [code, successTitle]);
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
          {successTitle} Visit code: <strong className="visit-code">{entry.result?.code}</strong>
        </>
      ) : failed ? (
        <>
          {submissionText.notSent(
            fieldProblemText(fields, entry.problem?.fieldErrors ?? []) ?? entry.problem?.message ?? '',
          )}{' '}
          <Link to={paths.outbox}>Open the Outbox</Link>
        </>
      ) : late || entry.problem || !online ? (
        online ? (
          submissionText.sendingKept
        ) : (
          submissionText.waitingInOutbox
        )
      ) : (
        submissionText.sending
      )}
    </p>
  );
}
