import { visitMessages } from '@domain/visits/visitMessages';
import { FormMessage } from '../../components/form/FormMessage';
import { PageHeader } from '../../components/PageHeader';
import { draftKey, useDraftedForm } from '../../lib/formDraft';
import { ProfileMenu } from '../auth/ProfileMenu';
import { useSession } from '../auth/session';
import { salesActionDialogs } from './actionDialogs';
import { SalesActionBar } from './SalesActionBar';
import { SalesDialogs } from './SalesDialogs';
import { SalesVisitForm } from './SalesVisitForm';
import { emptySalesForm } from './salesForm';
import { useSalesSubmission } from './useSalesSubmission';
import { useSalesVisitCode } from './useSalesVisitCode';
import '../../components/form/formLayout.css';

/** /sales: the sales visit form under a header with the next visit code and the profile menu. */
export function SalesPage() {
  const session = useSession();
  const uid = session.status === 'signedIn' ? session.uid : 'signed-out';
  return <SalesScreen key={uid} uid={uid} />;
}

function SalesScreen({ uid }: { uid: string }) {
  const drafted = useDraftedForm(draftKey('sales', uid), emptySalesForm);
  const submission = useSalesSubmission(drafted);
  const code = useSalesVisitCode();
  const busy = submission.phase.name === 'saving';
  return (
    <section className="visit-page">
      <PageHeader
        backTo="/home"
        title={
          <h1 className="visit-page__code">
            <span className="visit-page__code-label">Visit Code</span>{' '}
            <strong className="visit-code" data-testid="visit-code">
              {code.data?.code ?? (code.isError ? '—' : '…')}
            </strong>
          </h1>
        }
      >
        <ProfileMenu area="staff" />
      </PageHeader>
      <SalesActionBar dialogs={salesActionDialogs} />
      {drafted.restored && submission.notice === null && (
        <FormMessage tone="success">{visitMessages.draftRestored}</FormMessage>
      )}
      <SalesVisitForm
        form={drafted.form}
        onSubmit={submission.submit}
        onClear={submission.clear}
        busy={busy}
      />
      {submission.notice && <FormMessage>{submission.notice}</FormMessage>}
      <SalesDialogs
        phase={submission.phase}
        onConfirm={submission.confirm}
        onCancel={submission.cancel}
        onCloseStatus={submission.closeStatus}
      />
    </section>
  );
}
