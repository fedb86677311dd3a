import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProfileMenu } from '../../components/ProfileMenu';
import { paths } from '../../config/paths';
import { useSettleBalances } from './api/settle';
import { CloseMonth } from './CloseMonth';
import { MonthExport } from './MonthExport';
import { PeopleList } from './PeopleList';
import { PersonPanel } from './PersonPanel';
import { SettleAdvances } from './advances/SettleAdvances';
import { settleText } from './settleText';
import '../../components/adminScreen.css';
import './settle.css';

/**
 * /settle: everyone the organisation owes or must recover from (approved, unsettled spends), largest
 * first; choosing a person lists their approved, unsettled spends (all ticked), the settlement form,
 * and their settlements (each may be reversed with a reason).
 */
export function SettlePage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('uid') ?? undefined;
  const balances = useSettleBalances();
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
        <PeopleList
          balances={balances}
          chosen={chosen}
          onChoose={(uid) => {
            setParams({ uid }, { replace: true });
            panelRef.current?.scrollIntoView({ block: 'start' });
            panelRef.current?.focus({ preventScroll: true });
          }}
        />
        <SettleAdvances people={balances.data?.people ?? []} />
        {balances.isSuccess && balances.data.closedThrough !== null && (
          <MonthExport key={balances.data.closedThrough} closedThrough={balances.data.closedThrough} />
        )}
      </div>
    </section>
  );
}
