import { outboxMessages } from '@domain/outbox/outboxMessages';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/PageHeader';
import { ProfileMenu } from '../../components/ProfileMenu';
import { hasRole, useSession } from '../../lib/session';
import { useOutboxEntries } from '../../lib/submission/useOutbox';
import { OutboxEntryRow } from './OutboxEntryRow';
import './outbox.css';

/** /outbox: every entry this account made on this phone, newest first, with where it stands. */
export function OutboxPage() {
  const session = useSession();
  const entries = useOutboxEntries();
  const backTo = hasRole(session, 'sales') ? paths.sales : paths.placement;
  const newestFirst = [...entries].reverse();
  return (
    <section className="outbox">
      <PageHeader backTo={backTo} title={<h1 className="outbox__title">{outboxMessages.title}</h1>}>
        <ProfileMenu area="staff" />
      </PageHeader>
      {newestFirst.length === 0 ? (
        <p className="outbox__empty">{outboxMessages.empty}</p>
      ) : (
        <ul className="outbox__list" aria-label="Entries on this phone">
          {newestFirst.map((entry) => (
            <OutboxEntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
