import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { ActionBar } from '../../components/ActionBar';
import { DecisionsNotice } from './DecisionsNotice';
import { FormMessage } from '../../components/form/FormMessage';
import { OutboxLink } from '../../components/OutboxLink';
import { PageHeader } from '../../components/PageHeader';
import { ProfileMenu } from '../../components/ProfileMenu';
import { draftKey, useDraftedForm } from '../../lib/formDraft';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/submission/connectivity';
import { editingOf } from '../../lib/submission/editState';
import { getEntry } from '../../lib/submission/outboxDb';
import { useConnectionWeak } from '../../lib/submission/useOutbox';
import { visitPlaceField } from '@domain/visits/visitPlaces';
import { visitPlaceOf } from '../../lib/visitPlaceState';
import { DueLink } from '../../components/DueLink';
import { useDue } from '../followUps/api/myFollowUps';
import { FollowedVisit } from './FollowedVisit';
import type { VisitFormValues } from './visitFields';
import { outboxMessages } from '../../lib/submission/outboxMessages';
import { visitMessages } from '@domain/visits/visitMessages';
import { useVisitCode } from './api/peekVisitCode';
import { useVisitSubmission } from './useVisitSubmission';
import { toast } from 'sonner';
import { LocationConsent } from './location/LocationConsent';
import { locationText } from './location/locationText';
import { useVisitLocation } from './location/locationConsent';
import { VisitDialogs } from './VisitDialogs';
import { VisitForm } from './VisitForm';
import type { VisitKindForm } from './visitKinds';
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
  const code = useVisitCode(config.kind, config.codeUnavailable);
  // Offline, or online with nothing getting through: the code is given when the visit is sent.
  const online = useOnline();
  const weak = useConnectionWeak();
  const { notice } = submission;
  const due = useDue(uid === 'signed-out' ? null : uid);
  const { form } = drafted;

  // 'Record visit' from the Due list: the form opens with the place filled in.
  const visitPlace = visitPlaceOf(routed.state);
  useEffect(() => {
    if (visitPlace === undefined) return;
    form.setValue(visitPlaceField[config.kind], visitPlace, { shouldDirty: true });
  }, [visitPlace, form, config]);

  // Edit from the Outbox: the form opens with the queued entry's values.
  useEffect(() => {
    if (editing === undefined) return;
    void getEntry(editing).then((entry) => {
      if (entry?.form) form.reset({ ...config.emptyValues(), ...(entry.form.values as VisitFormValues) });
    });
  }, [editing, form, config]);
  return (
    <section className="visit-page">
      <PageHeader
        backTo={paths.home}
        title={
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
        }
      >
        <OutboxLink />
        <ProfileMenu area="staff" />
      </PageHeader>
      {uid !== 'signed-out' && (
        // Under the header, not in it: at 360 px the header has room for the code and two buttons only.
        <div className="visit-page__due">
          <DueLink pressing={due.pressing} />
        </div>
      )}
      {uid !== 'signed-out' && <DecisionsNotice uid={uid} />}
      {uid !== 'signed-out' && location.consent === 'unasked' && (
        <LocationConsent
          onChoose={(answer) => {
            location.choose(answer);
            toast(answer === 'granted' ? locationText.allowed : locationText.declined);
          }}
        />
      )}
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
