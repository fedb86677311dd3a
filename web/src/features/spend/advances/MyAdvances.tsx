import { useState, useSyncExternalStore } from 'react';
import type { AdvanceView } from '@domain/api/advanceView';
import { paiseText } from '@domain/settlements/balances';
import { toPaise } from '@domain/spend/money';
import { advanceStateWords } from '@domain/advances/advanceText';
import { dayText } from '@domain/time/orgTime';
import { FormMessage } from '../../../components/form/FormMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isUnsent, type CallEntry, type OutboxEntry } from '../../../lib/submission/entry';
import { outbox } from '../../../lib/submission/outbox';
import { useMyAdvances } from '../api/myAdvances';
import { myAdvanceText } from './advanceText';
import { AskAdvanceDialog } from './AskAdvanceDialog';
import { useCancelAdvance } from './useCancelAdvance';
import '../../../components/advances/advances.css';

/** The requests and cancellations still on this phone. */
function pendingOf(entries: readonly OutboxEntry[]) {
  const asked: string[] = [];
  const cancelling = new Set<string>();
  for (const entry of entries) {
    if (entry.kind !== 'call' || !isUnsent(entry)) continue;
    if (entry.callable === 'requestAdvance') {
      const { input } = entry as CallEntry<'requestAdvance'>;
      asked.push(paiseText(toPaise(input.amount)));
    }
    if (entry.callable === 'cancelAdvance') {
      cancelling.add((entry as CallEntry<'cancelAdvance'>).input.advanceId);
    }
  }
  return { asked, cancelling };
}

/**
 * My spends' advances: what the person holds in all, each advance in the server's words with its
 * state (a request can be cancelled, after a question), requests still on the phone, and 'Ask for an
 * advance'. Offline it shows the last copy kept on the phone.
 */
export function MyAdvances({ uid }: { uid: string }) {
  const advances = useMyAdvances();
  const [askOpen, setAskOpen] = useState(false);
  const cancelling = useCancelAdvance(() => void advances.refetch());
  const entries = useSyncExternalStore(outbox.subscribe, outbox.getEntries);
  const pending = pendingOf(entries);
  const data = advances.data;
  return (
    <section className="my-advances" aria-labelledby="my-advances-title" data-testid="my-advances">
      <h2 id="my-advances-title" className="my-advances__title">
        {myAdvanceText.title}
      </h2>
      {data && (
        <p className="my-advances__held" data-testid="advances-held">
          {myAdvanceText.held(data.heldPaise)}
        </p>
      )}
      {advances.isPending && <p aria-busy="true">{myAdvanceText.loading}</p>}
      {advances.isError && !data && (
        <div className="report__problem">
          <FormMessage>{myAdvanceText.loadFailed}</FormMessage>
          <button type="button" className="button" onClick={() => void advances.refetch()}>
            Try again
          </button>
        </div>
      )}
      {advances.isError && data && <p className="my-advances__note">{myAdvanceText.offlineCopy}</p>}
      {cancelling.problem && <FormMessage>{cancelling.problem}</FormMessage>}
      <AdvanceList
        asked={pending.asked}
        advances={data?.advances ?? []}
        cancelling={pending.cancelling}
        onCancel={cancelling.ask}
      />
      {data && data.advances.length === 0 && pending.asked.length === 0 && (
        <p className="report__empty">{myAdvanceText.empty}</p>
      )}
      <button
        type="button"
        className="button"
        onClick={() => {
          setAskOpen(true);
        }}
      >
        {myAdvanceText.ask}
      </button>
      {askOpen && (
        <AskAdvanceDialog
          uid={uid}
          onClose={() => {
            setAskOpen(false);
          }}
        />
      )}
      {cancelling.asking && (
        <ConfirmDialog
          question={myAdvanceText.cancelQuestion}
          confirmLabel={myAdvanceText.cancel}
          cancelLabel={myAdvanceText.keep}
          danger
          onCancel={() => {
            cancelling.ask(null);
          }}
          onConfirm={() => {
            if (cancelling.asking) void cancelling.cancel(cancelling.asking);
          }}
        />
      )}
    </section>
  );
}

/** The requests still on the phone, then the person's advances, newest first. */
function AdvanceList({
  asked,
  advances,
  cancelling,
  onCancel,
}: {
  asked: readonly string[];
  advances: readonly AdvanceView[];
  cancelling: ReadonlySet<string>;
  onCancel: (advance: AdvanceView) => void;
}) {
  if (asked.length === 0 && advances.length === 0) return null;
  return (
    <ul className="my-advances__list">
      {asked.map((amount, index) => (
        <li key={`pending-${String(index)}`} className="my-advance my-advance--pending">
          {myAdvanceText.waitingRequest(amount)}
        </li>
      ))}
      {advances.map((advance) => (
        <AdvanceItem
          key={advance.id}
          advance={advance}
          cancelPending={cancelling.has(advance.id)}
          onCancel={() => {
            onCancel(advance);
          }}
        />
      ))}
    </ul>
  );
}

function AdvanceItem({
  advance,
  cancelPending,
  onCancel,
}: {
  advance: AdvanceView;
  cancelPending: boolean;
  onCancel: () => void;
}) {
  return (
    <li className={`my-advance my-advance--${advance.state}`} data-testid="my-advance">
      <p className="my-advance__line">{advance.line}</p>
      <p className="my-advance__meta">
        <span className="my-advance__state" data-testid="my-advance-state">
          {advanceStateWords(advance)}
        </span>
        {' · '}
        {advance.purpose} · {dayText(advance.from)}
        {advance.to !== advance.from ? ` to ${dayText(advance.to)}` : ''}
      </p>
      {advance.reason && <p className="my-advance__reason">{advance.reason}</p>}
      {cancelPending ? (
        <p className="my-advance__note">{myAdvanceText.pendingCancel}</p>
      ) : (
        advance.state === 'requested' && (
          <button type="button" className="button button--danger" onClick={onCancel}>
            {myAdvanceText.cancel}
          </button>
        )
      )}
    </li>
  );
}
