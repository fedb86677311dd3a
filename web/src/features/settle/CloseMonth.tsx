import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { monthText, previousMonth } from '@domain/ledger/monthClose';
import { apiKey } from '../../lib/apiKey';
import { closeMonth } from './api/settle';
import { CloseMonthDialog } from './CloseMonthDialog';
import { useToday } from '../../lib/useToday';

/**
 * Closes last month once it is over: asks first, with what still waits in it (CloseMonthDialog), then
 * no spend or settlement may be dated in it (or earlier), a decision on one of its spends is booked
 * late, and its statements never change.
 */
export function CloseMonth({ closedThrough }: { closedThrough: string | null }) {
  const today = useToday();
  const month = previousMonth(today.slice(0, 7));
  const [asking, setAsking] = useState(false);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const queryClient = useQueryClient();
  const closed = closedThrough !== null && closedThrough >= month;
  const confirm = async () => {
    setState({ busy: true, error: null });
    try {
      await closeMonth(month);
      setAsking(false);
      setState({ busy: false, error: null });
      void queryClient.invalidateQueries({ queryKey: apiKey('settleBalances') });
      void queryClient.invalidateQueries({ queryKey: apiKey('closeChecklist') });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <section className="settle__close" aria-label="Month close">
      <p>
        {closedThrough === null ? 'No month is closed yet.' : `Closed through ${monthText(closedThrough)}.`}
      </p>
      {!closed && (
        <button
          type="button"
          className="button"
          onClick={() => {
            setAsking(true);
          }}
        >
          Close {monthText(month).split(' ')[0]}
        </button>
      )}
      {asking && (
        <CloseMonthDialog
          month={month}
          busy={state.busy}
          error={state.error}
          onCancel={() => {
            setAsking(false);
            setState({ busy: false, error: null });
          }}
          onClose={() => void confirm()}
        />
      )}
    </section>
  );
}
