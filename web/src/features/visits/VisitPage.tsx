import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { ActionBar } from '../../components/ActionBar';
import { FormMessage } from '../../components/form/FormMessage';
import { OutboxLink } from '../../components/OutboxLink';
import { PageHeader } from '../../components/PageHeader';
import { ProfileMenu } from '../../components/ProfileMenu';
import { draftKey, useDraftedForm } from '../../lib/formDraft';
import { useSession } from '../../lib/session';
import { editingOf } from '../../lib/submission/editState';
import { FollowedVisit } from './FollowedVisit';
import { visitMessages } from '@domain/visits/visitMessages';
import { useVisitSubmission } from './useVisitSubmission';
import { useVisitLocation } from './location/locationConsent';
import { useVisitPrefill } from './useVisitPrefill';
import { VisitCodeTitle } from './VisitCodeTitle';
import { VisitDialogs } from './VisitDialogs';
import { VisitForm } from './VisitForm';
import type { VisitKindForm } from './visitKinds';
import { VisitPageNotices } from './VisitPageNotices';
import '../../components/form/formLayout.css';

/** A visit screen for the signed-in user; a new user gets a new form (and draft). */
export function VisitPage<I extends { requestId: string }>({ config }: { config: VisitKindForm<I> }) {
  const session = useSession();
  const uid = session.status === 'signedIn' ? session.uid : 'signed-out';
  return <VisitScreen key={uid} uid={uid} config={config} />;
}

/** The next visit code in the header, the actions, the form and its messages. */
function VisitScreen<I extends { requestId: string }>({
  uid,
  config,
}: {
  uid: string;
  config: VisitKindForm<I>;
}) {
  const drafted = useDraftedForm(draftKey(config.kind, uid), config.emptyValues);
  const routed = useLocation();
  const editing = editingOf(routed.state);
  const location = useVisitLocation(uid);
  const submission = useVisitSubmission(config, drafted, editing, location.startReading);
  const { notice } = submission;
  useVisitPrefill(drafted.form, config, routed.state, editing);
  return (
    <section className="visit-page">
      <PageHeader
        backTo={paths.home}
        title={<VisitCodeTitle kind={config.kind} codeUnavailable={config.codeUnavailable} />}
      >
        <OutboxLink />
        <ProfileMenu area="staff" />
      </PageHeader>
      <VisitPageNotices uid={uid} location={location} />
      <ActionBar label={config.actionsLabel} actions={config.actions} {...config.actionToasts} />
      {drafted.restored && notice === null && (
        <FormMessage tone="success">{visitMessages.draftRestored}</FormMessage>
      )}
      <VisitForm
        label={config.formLabel}
        fields={config.fields}
        required={config.required}
        form={drafted.form}
        onSubmit={submission.submit}
        onClear={submission.clear}
        busy={submission.busy}
        submitLabel={submission.busy ? config.submittingLabel : 'Submit'}
      />
      {notice && <FormMessage>{notice}</FormMessage>}
      {submission.following !== null && (
        <FollowedVisit
          key={submission.following}
          entryId={submission.following}
          fields={config.fields}
          successTitle={config.successTitle}
        />
      )}
      <VisitDialogs
        phase={submission.phase}
        pendingTitle={config.pendingTitle}
        successTitle={config.successTitle}
        onConfirm={submission.confirm}
        onCancel={submission.cancel}
        onCloseStatus={submission.closeStatus}
        onSendWithoutLocation={submission.sendWithoutLocation}
      />
    </section>
  );
}
