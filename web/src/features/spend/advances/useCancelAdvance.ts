import { useState } from 'react';
import { toast } from 'sonner';
import type { AdvanceView } from '@domain/api/advanceView';
import { paiseText } from '@domain/settlements/balances';
import { timings } from '@domain/constants';
import { outbox } from '../../../lib/submission/outbox';
import { newRequestId } from '../../../lib/submission/requestId';
import { storeFailureText } from '../../../lib/submission/storeFailure';
import { myAdvanceText } from './advanceText';

/**
 * Cancel with its question: the request asked about, and on Cancel request the cancellation handed to
 * the outbox; a refusal (it was decided or paid meanwhile) is shown and the list asked for again.
 */
export function useCancelAdvance(onRefused: () => void) {
  const [asking, setAsking] = useState<AdvanceView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const cancel = async (advance: AdvanceView) => {
    setAsking(null);
    setProblem(null);
    try {
      const outcome = await outbox.submit({
        kind: 'call',
        callable: 'cancelAdvance',
        input: { requestId: newRequestId(), advanceId: advance.id },
        summary: myAdvanceText.cancelSummary(paiseText(advance.askedPaise)),
      });
      if (outcome.status === 'refused') {
        await outbox.discard(outcome.entry.id);
        setProblem(outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
        onRefused();
        return;
      }
      const words = outcome.status === 'sent' ? myAdvanceText.cancelled : myAdvanceText.cancelKept;
      toast.success(words, { duration: timings.resultToastMs });
    } catch (error) {
      setProblem(storeFailureText(error));
    }
  };

  return { asking, ask: setAsking, cancel, problem };
}
