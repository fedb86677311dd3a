import { submitErrorMessage, visitMessages } from '@domain/visits/visitMessages';
import { Dialog } from '../../components/Dialog';
import { FormMessage } from '../../components/form/FormMessage';
import { PageHeader } from '../../components/PageHeader';
import { draftKey, useDraftedForm } from '../../lib/formDraft';
import { ProfileMenu } from '../auth/ProfileMenu';
import { useSession } from '../auth/session';
import { placementActionDialogs } from './actionDialogs';
import { PlacementActionBar } from './PlacementActionBar';
import { PlacementVisitForm } from './PlacementVisitForm';
import { emptyPlacementForm } from './placementForm';
import { usePlacementSubmission } from './usePlacementSubmission';
import { usePlacementVisitCode } from './usePlacementVisitCode';
import '../../components/form/formLayout.css';

/** /placement: the placement visit form under a header with the next visit code and the profile menu. */
export function PlacementPage() {
  const session = useSession();
  const uid = session.status === 'signedIn' ? session.uid : 'signed-out';
  return <PlacementScreen key={uid} uid={uid} />;
}

function PlacementScreen({ uid }: { uid: string }) {
  const drafted = useDraftedForm(draftKey('placement', uid), emptyPlacementForm);
  const submission = usePlacementSubmission(drafted);
  const code = usePlacementVisitCode();
  const { outcome } = submission;
  return (
    <section className="visit-page">
      <PageHeader
        backTo="/home"
        title={
          <h1 className="visit-page__code">
            <span className="visit-page__code-label">Visit Code</span>{' '}
            <strong className="visit-code" data-testid="visit-code">
              {code}
            </strong>
          </h1>
        }
      >
        <ProfileMenu area="staff" />
      </PageHeader>
      <PlacementActionBar dialogs={placementActionDialogs} />
      {drafted.restored && submission.notice === null && (
        <FormMessage tone="success">{visitMessages.draftRestored}</FormMessage>
      )}
      <PlacementVisitForm
        form={drafted.form}
        onSubmit={submission.submit}
        onClear={submission.clear}
        submitting={submission.submitting}
      />
      {submission.notice && <FormMessage>{submission.notice}</FormMessage>}
      <Dialog
        open={outcome !== null}
        onClose={submission.closeOutcome}
        title={outcome?.ok === false ? submitErrorMessage(outcome.message) : visitMessages.placementSubmitted}
        className={outcome?.ok === false ? 'status-dialog status-dialog--error' : 'status-dialog'}
      >
        <div role="status" aria-live="polite" className="status-dialog__body">
          {outcome?.ok && (
            <p>
              Visit code: <strong className="visit-code">{outcome.code}</strong>
            </p>
          )}
        </div>
      </Dialog>
    </section>
  );
}
