import { visitCodes } from '@domain/constants';
import { visitMessages } from '@domain/visits/visitMessages';
import { ActionBar } from '../../components/ActionBar';
import { VisitOutcomeDialog } from '../../components/VisitOutcomeDialog';
import { VisitPage } from '../../components/VisitPage';
import { draftKey, useDraftedForm } from '../../lib/formDraft';
import { useVisitCode } from '../../lib/useVisitCode';
import { ProfileMenu } from '../auth/ProfileMenu';
import { useSession } from '../auth/session';
import { placementActions, placementActionToasts } from './actionDialogs';
import { PlacementVisitForm } from './PlacementVisitForm';
import { emptyPlacementForm } from './placementForm';
import { usePlacementSubmission } from './usePlacementSubmission';

/** /placement: the placement visit form under a header with the next visit code and the profile menu. */
export function PlacementPage() {
  const session = useSession();
  const uid = session.status === 'signedIn' ? session.uid : 'signed-out';
  return <PlacementScreen key={uid} uid={uid} />;
}

function PlacementScreen({ uid }: { uid: string }) {
  const drafted = useDraftedForm(draftKey('placement', uid), emptyPlacementForm);
  const submission = usePlacementSubmission(drafted);
  // SPEC.md's stand-in when the code cannot be loaded; the submission still gets a real one.
  const code = useVisitCode('placement', visitCodes.placementLoadErrorCode);
  return (
    <VisitPage
      code={code}
      menu={<ProfileMenu area="staff" />}
      actions={<ActionBar label="Placement actions" actions={placementActions} {...placementActionToasts} />}
      draftRestored={drafted.restored}
      notice={submission.notice}
      dialogs={
        <VisitOutcomeDialog
          open={submission.outcome !== null}
          onClose={submission.closeOutcome}
          outcome={submission.outcome}
          successTitle={visitMessages.placementSubmitted}
        />
      }
    >
      <PlacementVisitForm
        form={drafted.form}
        onSubmit={submission.submit}
        onClear={submission.clear}
        submitting={submission.submitting}
      />
    </VisitPage>
  );
}
