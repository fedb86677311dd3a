import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { timings } from '@domain/constants';
import type { MyBillsOutput } from '@domain/api/myBills';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { rupeeText } from '@domain/spendEntries/rupees';
import { Dialog } from '../../../components/Dialog';
import { FormMessage } from '../../../components/form/FormMessage';
import { dayText } from '../../../components/spendEntry/entryText';
import { apiKey } from '../../../lib/apiKey';
import { outbox } from '../../../lib/submission/outbox';
import { newRequestId } from '../../../lib/submission/requestId';
import { storeFailureText } from '../../../lib/submission/storeFailure';
import { useMyBills } from './api/myBills';
import { attachText } from './mySpendsText';
import { orgDayOf } from '@domain/time/orgTime';

interface AttachBillDialogProps {
  uid: string;
  entry: SpendEntryView;
  onClose: () => void;
}

type FreeBill = MyBillsOutput['bills'][number];

interface BillChoicesProps {
  bills: readonly FreeBill[];
  /** The bill being attached, if any: every choice waits. */
  busy: string | null;
  onChoose: (bill: FreeBill) => void;
}

/** The bills on no spend, each a button with its thumbnail and name. */
function BillChoices({ bills, busy, onChoose }: BillChoicesProps) {
  return (
    <ul className="attach-bill__list" aria-label={attachText.listLabel}>
      {bills.map((bill) => (
        <li key={bill.id}>
          <button
            type="button"
            className="button attach-bill__choice"
            disabled={busy !== null}
            aria-label={attachText.choose(bill.fileName, dayText(orgDayOf(bill.createdAt)))}
            onClick={() => {
              onChoose(bill);
            }}
          >
            <img src={bill.thumbnailUrl} alt="" width={56} height={56} />
            <span>{busy === bill.id ? attachText.attaching : bill.fileName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** 'Attach a bill': the person's bills on no spend, as thumbnails; choosing one puts it on this spend. */
export function AttachBillDialog({ uid, entry, onClose }: AttachBillDialogProps) {
  const bills = useMyBills(uid, true);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const attach = async (billId: string, fileName: string) => {
    setBusy(billId);
    setProblem(null);
    try {
      const outcome = await outbox.submit({
        kind: 'call',
        callable: 'attachBill',
        input: { requestId: newRequestId(), entryId: entry.id, billId },
        summary: attachText.summary(fileName, rupeeText(entry.amounts.spentAmount)),
      });
      if (outcome.status === 'refused') {
        await outbox.discard(outcome.entry.id);
        setProblem(outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: apiKey('mySpends') });
      void queryClient.invalidateQueries({ queryKey: apiKey('myBills') });
      toast.success(outcome.status === 'sent' ? attachText.attached : attachText.kept, {
        duration: timings.resultToastMs,
      });
      onClose();
    } catch (error) {
      setProblem(storeFailureText(error));
    } finally {
      setBusy(null);
    }
  };

  const list = bills.data?.bills ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={busy === null}
      className="attach-bill"
      title={attachText.title(dayText(entry.day), rupeeText(entry.amounts.spentAmount))}
    >
      <p>{attachText.explain}</p>
      {bills.isPending && <p role="status">{attachText.loading}</p>}
      {bills.isError && (
        <div>
          <FormMessage>{attachText.loadFailed}</FormMessage>
          <button type="button" className="button" onClick={() => void bills.refetch()}>
            Try again
          </button>
        </div>
      )}
      {bills.isSuccess && list.length === 0 && <p>{attachText.none}</p>}
      {list.length > 0 && (
        <BillChoices bills={list} busy={busy} onChoose={(bill) => void attach(bill.id, bill.fileName)} />
      )}
      {problem && <FormMessage>{problem}</FormMessage>}
      <div className="dialog-actions">
        <button type="button" className="button" disabled={busy !== null} onClick={onClose}>
          {attachText.cancel}
        </button>
      </div>
    </Dialog>
  );
}
