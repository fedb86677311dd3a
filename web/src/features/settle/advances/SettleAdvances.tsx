import type { AdvanceView } from '@domain/api/advanceView';
import { paiseText } from '@domain/settlements/balances';
import { FormMessage } from '../../../components/form/FormMessage';
import { AdvanceAges } from './AdvanceAges';
import { PayAdvanceDialog, ReturnAdvanceDialog } from './AdvanceDialogs';
import { advanceSettleText } from './advanceSettleText';
import { GiveAdvanceDialog } from './GiveAdvanceDialog';
import { OpenAdvances } from './OpenAdvances';
import { useSettleAdvances, type AdvanceDialog } from './useSettleAdvances';
import '../../../components/advances/advances.css';

/**
 * Settle's advances: the approved ones waiting to be paid (Pay), 'Give an advance' with no request,
 * what is held by age, and each person's open advances (Record a return, Carry forward). A refusal
 * shows the server's words ('This advance was paid by Ravi Kumar at ...').
 */
export function SettleAdvances({ people }: { people: readonly { uid: string; name: string }[] }) {
  const { list, dialog, setDialog, notice, busyId, done, carry } = useSettleAdvances();
  const data = list.data;
  return (
    <section
      className="settle-advances"
      aria-labelledby="settle-advances-title"
      data-testid="settle-advances"
    >
      <header className="settle-advances__header">
        <h2 id="settle-advances-title">{advanceSettleText.title}</h2>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDialog({ kind: 'give' });
          }}
        >
          {advanceSettleText.give}
        </button>
      </header>
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      {list.isPending && <p aria-busy="true">{advanceSettleText.loading}</p>}
      {list.isError && (
        <div className="report__problem">
          <FormMessage>{advanceSettleText.loadFailed}</FormMessage>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      )}
      {data && (
        <>
          <h3>{advanceSettleText.unpaid}</h3>
          <UnpaidAdvances
            unpaid={data.unpaid}
            onPay={(advance) => {
              setDialog({ kind: 'pay', advance });
            }}
          />
          <AdvanceAges ages={data.ages} />
          <h3>{advanceSettleText.open}</h3>
          <OpenAdvances
            people={data.people}
            open={data.open}
            busyId={busyId}
            onReturn={(advance) => {
              setDialog({ kind: 'return', advance });
            }}
            onCarry={(advance) => void carry(advance)}
          />
        </>
      )}
      <OpenDialog
        dialog={dialog}
        people={[...people, ...(data?.people ?? [])]}
        onClose={() => {
          setDialog(null);
        }}
        onDone={done}
      />
    </section>
  );
}

/** The dialog open, if any: Pay, Record a return, or Give an advance. */
function OpenDialog({
  dialog,
  people,
  onClose,
  onDone,
}: {
  dialog: AdvanceDialog;
  people: readonly { uid: string; name: string }[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  if (dialog?.kind === 'pay')
    return <PayAdvanceDialog advance={dialog.advance} onClose={onClose} onDone={onDone} />;
  if (dialog?.kind === 'return')
    return <ReturnAdvanceDialog advance={dialog.advance} onClose={onClose} onDone={onDone} />;
  if (dialog?.kind === 'give') return <GiveAdvanceDialog people={people} onClose={onClose} onDone={onDone} />;
  return null;
}

function UnpaidAdvances({
  unpaid,
  onPay,
}: {
  unpaid: readonly AdvanceView[];
  onPay: (advance: AdvanceView) => void;
}) {
  if (unpaid.length === 0) return <p className="report__empty">{advanceSettleText.noUnpaid}</p>;
  return (
    <ul className="settle-advances__unpaid">
      {unpaid.map((advance) => {
        const paise = advance.approvedPaise ?? advance.askedPaise;
        const line = advanceSettleText.approvedLine(advance.owner.name, paise, advance.purpose);
        return (
          <li key={advance.id} className="settle-advance" data-testid="unpaid-advance">
            <p>{line}</p>
            <button
              type="button"
              className="button button--primary"
              aria-label={`${advanceSettleText.pay} ${paiseText(paise)} to ${advance.owner.name}`}
              onClick={() => {
                onPay(advance);
              }}
            >
              {advanceSettleText.pay}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
