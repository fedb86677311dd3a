import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdvanceView } from '@domain/api/advanceView';
import { apiKey } from '../../../lib/apiKey';
import { newRequestId } from '../../../lib/submission/requestId';
import { carryAdvance, useListAdvances } from '../api/advances';
import { advanceSettleText } from './advanceSettleText';

export type AdvanceDialog =
  { kind: 'pay'; advance: AdvanceView } | { kind: 'return'; advance: AdvanceView } | { kind: 'give' } | null;

/** Settle's advances: the list, the dialog open, what was done last (or refused), and carry forward. */
export function useSettleAdvances() {
  const queryClient = useQueryClient();
  const list = useListAdvances();
  const [dialog, setDialog] = useState<AdvanceDialog>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey('listAdvances') });

  const done = (text: string) => {
    setDialog(null);
    setNotice({ tone: 'success', text });
    void refresh();
  };

  const carry = async (advance: AdvanceView) => {
    setBusyId(advance.id);
    setNotice(null);
    try {
      await carryAdvance(advance.id, newRequestId());
      setNotice({ tone: 'success', text: advanceSettleText.carried });
      void refresh();
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusyId(null);
    }
  };

  return { list, dialog, setDialog, notice, busyId, done, carry };
}
