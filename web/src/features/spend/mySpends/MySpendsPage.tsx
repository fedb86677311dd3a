import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { timings } from '@domain/constants';
import { paths } from '../../../config/paths';
import { FormMessage } from '../../../components/form/FormMessage';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { ProfileMenu } from '../../../components/ProfileMenu';
import { ReportTabs } from '../../../components/ReportTabs';
import { setRefusedCount } from '../../../lib/reportBadge';
import { MyBalance } from './MyBalance';
import { MyAdvances } from '../advances/MyAdvances';
import { hasRole, useSession, type Session } from '../../../lib/session';
import { isUnsent, type OutboxEntry } from '../../../lib/submission/entry';
import { outbox } from '../../../lib/submission/outbox';
import { SpentDialog } from '../SpentDialog';
import { useMySpends } from './api/mySpends';
import { markDecisionsSeen } from '../../../lib/spendDecisions';
import { AttachBillDialog } from './AttachBillDialog';
import { MySpendList } from './MySpendList';
import type { PendingChange } from './MySpendRow';
import { mySpendsText } from './mySpendsText';
import { useWithdrawSpend } from './useWithdrawSpend';
import { WithdrawDialog } from './WithdrawDialog';
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

function showResentToast(): void {
  toast.success(mySpendsText.resent, { duration: timings.resultToastMs });
}

/**
 * The page's first answer: the decisions on the person's spends are seen, and the refused ones
 * counted for the tab's badge.
 */
function useDecisionsSeen(
  uid: string,
  first: { lastDecisionAt: number | null; refused: number } | undefined,
): void {
  useEffect(() => {
    if (!first) return;
    markDecisionsSeen(uid, first.lastDecisionAt);
    setRefusedCount(first.refused);
  }, [first, uid]);
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="report__problem">
      <FormMessage>{mySpendsText.loadFailed}</FormMessage>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
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
  const [attaching, setAttaching] = useState<SpendEntryView | null>(null);
  const withdrawal = useWithdrawSpend(() => void spends.refetch());
  const { withdrawing } = withdrawal;
  const entries = spends.data?.pages.flatMap((page) => page.entries) ?? [];
  const first = spends.data?.pages[0];
  const backTo = hasRole(session, 'sales') ? paths.sales : paths.placement;
  const actor = { uid: session.uid, roles: session.roles };

  useDecisionsSeen(session.uid, first);

  return (
    <section className="report my-spends">
      <PageHeader backTo={backTo} title={<h1 className="report__title">{mySpendsText.title}</h1>}>
        <ProfileMenu area="staff" />
      </PageHeader>
      <ReportTabs refused={first?.refused} />
      <MyBalance />
      <MyAdvances uid={session.uid} />
      {withdrawal.problem && <FormMessage>{withdrawal.problem}</FormMessage>}
      {spends.isPending && <PageSpinner label="Loading..." />}
      {spends.isError && <LoadFailed onRetry={() => void spends.refetch()} />}
      {spends.isSuccess && entries.length === 0 && <p className="report__empty">{mySpendsText.empty}</p>}
      {entries.length > 0 && (
        <MySpendList
          entries={entries}
          actor={actor}
          pending={pending}
          onCorrect={setCorrecting}
          onWithdraw={withdrawal.ask}
          onAttach={setAttaching}
        />
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
          onSaved={showResentToast}
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
        <WithdrawDialog
          onKeep={() => {
            withdrawal.ask(null);
          }}
          onWithdraw={() => void withdrawal.withdraw(withdrawing)}
        />
      )}
    </section>
  );
}
