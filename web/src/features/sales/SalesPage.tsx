import { ActionBar } from '../../components/ActionBar';
import { VisitPage } from '../../components/VisitPage';
import { draftKey, useDraftedForm } from '../../lib/formDraft';
import { useVisitCode } from '../../lib/useVisitCode';
import { ProfileMenu } from '../auth/ProfileMenu';
import { useSession } from '../auth/session';
import { salesActions } from './actionDialogs';
import { SalesDialogs } from './SalesDialogs';
import { SalesVisitForm } from './SalesVisitForm';
import { emptySalesForm } from './salesForm';
import { useSalesSubmission } from './useSalesSubmission';

/** /sales: the sales visit form under a header with the next visit code and the profile menu. */
export function SalesPage() {
  const session = useSession();
  const uid = session.status === 'signedIn' ? session.uid : 'signed-out';
  return <SalesScreen key={uid} uid={uid} />;
}

function SalesScreen({ uid }: { uid: string }) {
  const drafted = useDraftedForm(draftKey('sales', uid), emptySalesForm);
  const submission = useSalesSubmission(drafted);
  const code = useVisitCode('sales');
  return (
    <VisitPage
      code={code}
      menu={<ProfileMenu area="staff" />}
      actions={<ActionBar label="Sales actions" actions={salesActions} />}
      draftRestored={drafted.restored}
      notice={submission.notice}
      dialogs={
        <SalesDialogs
          phase={submission.phase}
          onConfirm={submission.confirm}
          onCancel={submission.cancel}
          onCloseStatus={submission.closeStatus}
        />
      }
    >
      <SalesVisitForm
        form={drafted.form}
        onSubmit={submission.submit}
        onClear={submission.clear}
        busy={submission.phase.name === 'saving'}
      />
    </VisitPage>
  );
}
