import { spendCount } from '@domain/spendEntries/spendCount';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SettlementView } from '@domain/api/settlementView';
import { balanceText, entryBalancePaise } from '@domain/settlements/balances';
import { ProfileMenu } from '../../components/ProfileMenu';
import { FormMessage } from '../../components/form/FormMessage';
import { personText } from '../../components/spendEntry/entryText';
import { paths } from '../../config/paths';
import { apiKey } from '../../lib/apiKey';
import { usePersonBalance } from '../spend/api/personBalance';
import { reverseSettlement, useSettleBalances } from './api/settle';
import { SettleForm } from './SettleForm';
import { settlementLine } from '../../components/settlements/settlementLine';
import { settleText } from './settleText';
import { useToday } from '../../lib/useToday';
import '../../components/adminScreen.css';
import './settle.css';
import { CloseMonth } from './CloseMonth';
import { MonthExport } from './MonthExport';
import { SettleEntries } from './SettleEntries';
import { useSession } from '../../lib/session';
import { orgTimeText } from '@domain/time/orgTime';

function Reversal({ settlement, onDone }: { settlement: SettlementView; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (settlement.reversal) {
    return (
      <p className="settle__reversed">
        Reversed by {personText(settlement.reversal.by)} at {orgTimeText(settlement.reversal.at)}:{' '}
        {settlement.reversal.reason}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        {settleText.reverse}
      </button>
    );
  }
  const id = `reverse-${settlement.id}`;
  return (
    <form
      className="settle__reverse"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') {
          setMessage('Give the reason for the reversal.');
          return;
        }
        setBusy(true);
        reverseSettlement(settlement.id, reason)
          .then(() => {
            onDone(settleText.reversed);
          })
          .catch((error: unknown) => {
            setMessage(error instanceof Error ? error.message : String(error));
            setBusy(false);
          });
      }}
    >
      <label className="field__label" htmlFor={id}>
        {settleText.reverseReason}
      </label>
      <input
        id={id}
        className="field__input"
        value={reason}
        disabled={busy}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
      {message && <FormMessage>{message}</FormMessage>}
      <button type="submit" className="button button--danger" disabled={busy}>
        {busy ? settleText.reversing : settleText.reverse}
      </button>
    </form>
  );
}

/** The result of the last action on the panel ('Settlement recorded.', or why it was refused). */
interface Outcome {
  text: string;
  refused: boolean;
}

function PersonPanel({ uid, onSettled }: { uid: string; onSettled: () => void }) {
  const person = usePersonBalance(uid);
  const session = useSession();
  const today = useToday();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    // Focus goes to the result, so a screen reader hears it and the next Tab starts from there.
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  if (person.isPending) return <p aria-busy="true">Loading...</p>;
  if (person.isError) {
    return (
      <div role="alert">
        <p>{person.error.message}</p>
        <button type="button" className="button" onClick={() => void person.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  const { balance, openEntries, settlements } = person.data;
  const ticked = openEntries.filter((entry) => !unticked.has(entry.id));
  const tickedBalance = ticked.reduce((sum, entry) => sum + entryBalancePaise(entry), 0);
  const own = session.status === 'signedIn' && session.uid === uid;
  const reload = () => {
    setUnticked(new Set());
    void queryClient.invalidateQueries({ queryKey: apiKey('personBalance') });
    void queryClient.invalidateQueries({ queryKey: apiKey('settleBalances') });
    onSettled();
  };
  const done = (text: string) => {
    setOutcome({ text, refused: false });
    reload();
  };
  // Refused for good (another desk settled first, the entries changed): the panel reads them again, so
  // the balance, the ticks and the form show what is left to settle.
  const refused = (text: string) => {
    setOutcome({ text, refused: true });
    reload();
  };
  return (
    <section className="settle__person" aria-label={`Settle ${balance.name}`}>
      <h2>{balance.name}</h2>
      <p className="settle__balance" data-testid="person-balance">
        {balanceText(balance.name, balance.balancePaise, balance.refusedAdvances)}
      </p>
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.refused ? 'alert' : 'status'}
          className={outcome.refused ? 'settle__notice settle__notice--refused' : 'settle__notice'}
        >
          {outcome.text}
        </p>
      )}
      <Link
        className="button"
        to={`${paths.statement}?uid=${encodeURIComponent(uid)}&month=${today.slice(0, 7)}`}
      >
        {settleText.statement}
      </Link>
      {own ? (
        <p className="settle__own">{settleText.ownBalance}</p>
      ) : openEntries.length === 0 ? (
        <p>{settleText.noEntries}</p>
      ) : (
        <>
          <SettleEntries
            entries={openEntries}
            isTicked={(id) => !unticked.has(id)}
            onTick={(id, on) => {
              setUnticked((before) => {
                const after = new Set(before);
                if (on) after.delete(id);
                else after.add(id);
                return after;
              });
            }}
          />
          <p aria-live="polite">
            {settleText.ticked(ticked.length)}: {balanceText(balance.name, tickedBalance)}
          </p>
          <SettleForm
            key={`${String(tickedBalance)}-${ticked.map((entry) => entry.id).join(',')}`}
            ownerUid={uid}
            entryIds={ticked.map((entry) => entry.id)}
            balancePaise={tickedBalance}
            onDone={done}
            onRefused={refused}
          />
        </>
      )}
      <h3>{settleText.settlements}</h3>
      {settlements.length === 0 ? (
        <p>{settleText.noSettlements}</p>
      ) : (
        <ul className="settle__settlements">
          {settlements.map((settlement) => (
            <li key={settlement.id}>
              <p>
                {settlementLine(settlement)}, recorded by {personText(settlement.by)} at{' '}
                {orgTimeText(settlement.at)} ({spendCount(settlement.entryIds.length)})
              </p>
              <Reversal settlement={settlement} onDone={done} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /settle: everyone the organisation owes or must recover from (approved, unsettled spends), largest
 * first; choosing a person lists their approved, unsettled spends (all ticked), the settlement form,
 * and their settlements (each may be reversed with a reason).
 */
export function SettlePage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('uid') ?? undefined;
  const balances = useSettleBalances();
  const people = balances.data?.people ?? [];
  const panelRef = useRef<HTMLDivElement>(null);
  return (
    <section className="dashboard settle">
      <header className="dashboard__header">
        <Link className="button" to={paths.review}>
          Review
        </Link>
        <h1 className="dashboard__title">{settleText.title}</h1>
        <ProfileMenu area="dashboard" />
      </header>
      {balances.isSuccess && <CloseMonth closedThrough={balances.data.closedThrough} />}
      <div className="settle__layout">
        {/* The chosen person's panel comes first, so on a phone the form is right under the header. Choosing
            someone moves the focus there too, so the next Tab is the form, not the next person. */}
        <div className="settle__panel" ref={panelRef} tabIndex={-1}>
          {chosen ? (
            <PersonPanel key={chosen} uid={chosen} onSettled={() => void balances.refetch()} />
          ) : (
            <p className="settle__choose">{settleText.choose}</p>
          )}
        </div>
        <section className="settle__people" aria-label={settleText.people} aria-busy={balances.isFetching}>
          <h2>{settleText.people}</h2>
          {balances.isPending && <p aria-busy="true">{settleText.loading}...</p>}
          {balances.isError && (
            <div role="alert">
              <p>{settleText.loadFailed}</p>
              <button type="button" className="button" onClick={() => void balances.refetch()}>
                Retry
              </button>
            </div>
          )}
          {balances.isSuccess && people.length === 0 && <p>{settleText.empty}</p>}
          <ul>
            {people.map((person) => (
              <li key={person.uid}>
                <button
                  type="button"
                  className="settle__person-button"
                  aria-current={person.uid === chosen ? 'true' : undefined}
                  onClick={() => {
                    setParams({ uid: person.uid }, { replace: true });
                    panelRef.current?.scrollIntoView({ block: 'start' });
                    panelRef.current?.focus({ preventScroll: true });
                  }}
                >
                  <span className="settle__name">{person.name}</span>
                  <span>{balanceText(person.name, person.balancePaise, person.refusedAdvances)}</span>
                  <span className="settle__count">{person.entries} spends</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        {balances.isSuccess && balances.data.closedThrough !== null && (
          <MonthExport key={balances.data.closedThrough} closedThrough={balances.data.closedThrough} />
        )}
      </div>
    </section>
  );
}
