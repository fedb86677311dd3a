import { rupeeText } from '@domain/spendEntries/rupees';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { timings } from '@domain/constants';
import { outbox } from '../../../lib/submission/outbox';
import { newRequestId } from '../../../lib/submission/requestId';
import { storeFailureText } from '../../../lib/submission/storeFailure';
import { mySpendsText } from './mySpendsText';

/**
 * Withdraw with its question: the entry asked about, and on Withdraw the withdrawal handed to the
 * outbox; a refusal (the entry moved on meanwhile) is shown and the list asked for again (`onRefused`).
 */
export function useWithdrawSpend(onRefused: () => void) {
  const [withdrawing, setWithdrawing] = useState<SpendEntryView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const withdraw = async (entry: SpendEntryView) => {
    setWithdrawing(null);
    setProblem(null);
    try {
      const outcome = await outbox.submit({
        kind: 'call',
        callable: 'withdrawSpend',
        input: { requestId: newRequestId(), entryId: entry.id },
        summary: `Withdraw spend · ${rupeeText(entry.amounts.spentAmount)}`,
      });
      if (outcome.status === 'refused') {
        await outbox.discard(outcome.entry.id);
        setProblem(outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
        onRefused();
        return;
      }
      const text = outcome.status === 'sent' ? mySpendsText.withdrawn : mySpendsText.withdrawKept;
      toast.success(text, { duration: timings.resultToastMs });
    } catch (error) {
      setProblem(storeFailureText(error));
    }
  };

  return { withdrawing, ask: setWithdrawing, withdraw, problem };
}
