import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { timings } from '@domain/constants';
import { allowedActions } from '@domain/spendEntries/transitions';
import { paths } from '../../../config/paths';
import { Dialog } from '../../../components/Dialog';
import { FormMessage } from '../../../components/form/FormMessage';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { ProfileMenu } from '../../../components/ProfileMenu';
import { ReportTabs } from '../../../components/ReportTabs';
import { setRefusedCount } from '../../../lib/reportBadge';
import { MyBalance } from './MyBalance';
import { hasRole, useSession, type Session } from '../../../lib/session';
import { isUnsent, type OutboxEntry } from '../../../lib/submission/entry';
import { outbox } from '../../../lib/submission/outbox';
import { newRequestId } from '../../../lib/submission/requestId';
import { storeFailureText } from '../../../lib/submission/storeFailure';
import { SpentDialog } from '../SpentDialog';
import { useMySpends } from './api/mySpends';
import { markDecisionsSeen } from '../../../lib/spendDecisions';
import { AttachBillDialog } from './AttachBillDialog';
import { MySpendRow, type PendingChange } from './MySpendRow';
import { mySpendsText } from './mySpendsText';
import '../../../components/reportPages.css';
import '../spend.css';

/** The corrections and withdrawals still on this phone, by entry id. */
function pendingOf(entries: readonly OutboxEntry[]): ReadonlyMap<string, PendingChange> {
  const pending = new Map<string, PendingChange>();
  for (const entry of entries) {
    if (entry.kind !== 'call' || !isUnsent(entry)) continue;
    if (entry.callable === 'withdrawSpend' || entry.callable === 'correctSpend') {
      const { entryId } = entry.input as { entryId: string };
      pending.set(entryId, entry.callable === 'withdrawSpend' ? 'withdraw' : 'correct');
    }
  }
  return pending;
}

/**
 * /myspends: the signed-in person's spend entries, newest first, each with its state ('Waiting for
 * review', 'Approved ₹X', 'Refused: why'), bills and history. A refused one can be corrected and
 * resent, a waiting one withdrawn, and either can get a bill uploaded earlier from the Bills dialog;
 * all go through the outbox, so they work offline.
 */
export function MySpendsPage() {
  const session = useSession();
  if (session.status !== 'signedIn') return <PageSpinner label="Loading..." />;
  return <MySpends session={session} />;
}

function MySpends({ session }: { session: Extract<Session, { status: 'signedIn' }> }) {
  const spends = useMySpends(session.uid);
  const outboxEntries = useSyncExternalStore(outbox.subscribe, outbox.getEntries);
  const pending = pendingOf(outboxEntries);
  const [correcting, setCorrecting] = useState<SpendEntryView | null>(null);
  const [withdrawing, setWithdrawing] = useState<SpendEntryView | null>(null);
  const [attaching, setAttaching] = useState<SpendEntryView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const entries = spends.data?.pages.flatMap((page) => page.entries) ?? [];
  const first = spends.data?.pages[0];
  const backTo = hasRole(session, 'sales') ? paths.sales : paths.placement;
  const actor = { uid: session.uid, roles: session.roles };

  useEffect(() => {
    if (!first) return;
    markDecisionsSeen(session.uid, first.lastDecisionAt);
    setRefusedCount(first.refused);
  }, [first, session.uid]);

  const withdraw = async (entry: SpendEntryView) => {
    setWithdrawing(null);
    setProblem(null);
    try {
      const outcome = await outbox.submit({
        kind: 'call',
        callable: 'withdrawSpend',
        input: { requestId: newRequestId(), entryId: entry.id },
        summary: `Withdraw spend · ₹${String(entry.amounts.spentAmount)}`,
      });
      if (outcome.status === 'refused') {
        await outbox.discard(outcome.entry.id);
        setProblem(outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
        void spends.refetch();
        return;
      }
      const text = outcome.status === 'sent' ? mySpendsText.withdrawn : mySpendsText.withdrawKept;
      toast.success(text, { duration: timings.resultToastMs });
    } catch (error) {
      setProblem(storeFailureText(error));
    }
  };

  return (
    <section className="report my-spends">
      <PageHeader backTo={backTo} title={<h1 className="report__title">{mySpendsText.title}</h1>}>
        <ProfileMenu area="staff" />
      </PageHeader>
      <ReportTabs refused={first?.refused} />
      <MyBalance />
      {problem && <FormMessage>{problem}</FormMessage>}
      {spends.isPending && <PageSpinner label="Loading..." />}
      {spends.isError && (
        <div className="report__problem">
          <FormMessage>{mySpendsText.loadFailed}</FormMessage>
          <button type="button" className="button" onClick={() => void spends.refetch()}>
            Try again
          </button>
        </div>
      )}
      {spends.isSuccess && entries.length === 0 && <p className="report__empty">{mySpendsText.empty}</p>}
      {entries.length > 0 && (
        <ol className="report-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <MySpendRow
                entry={entry}
                actions={allowedActions({ ...entry, ownerUid: entry.owner.uid }, actor)}
                pending={pending.get(entry.id)}
                onCorrect={() => {
                  setCorrecting(entry);
                }}
                onWithdraw={() => {
                  setWithdrawing(entry);
                }}
                onAttach={() => {
                  setAttaching(entry);
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {spends.hasNextPage && (
        <button
          type="button"
          className="button report__more"
          disabled={spends.isFetchingNextPage}
          onClick={() => void spends.fetchNextPage()}
        >
          {spends.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
      {correcting && (
        <SpentDialog
          key={correcting.id}
          side={correcting.side}
          correcting={correcting}
          open
          onClose={() => {
            setCorrecting(null);
          }}
          onSaved={() => {
            toast.success(mySpendsText.resent, { duration: timings.resultToastMs });
          }}
        />
      )}
      {attaching && (
        <AttachBillDialog
          uid={session.uid}
          entry={attaching}
          onClose={() => {
            setAttaching(null);
          }}
        />
      )}
      {withdrawing && (
        <Dialog
          open
          title={mySpendsText.withdrawQuestion}
          onClose={() => {
            setWithdrawing(null);
          }}
        >
          <p>{mySpendsText.withdrawExplain}</p>
          <div className="dialog-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setWithdrawing(null);
              }}
            >
              {mySpendsText.keep}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => void withdraw(withdrawing)}
            >
              {mySpendsText.withdraw}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
