import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { monthText, previousMonth } from '@domain/ledger/monthClose';
import { Dialog } from '../../components/Dialog';
import { apiKey } from '../../lib/apiKey';
import { closeMonth } from './api/settle';
import { useToday } from '../../lib/useToday';

/**
 * Closes last month once it is over: asks first, naming what it freezes, then no spend, decision or
 * settlement may be dated in it (or earlier) and its statements never change.
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
        <Dialog
          open
          dismissible={!state.busy}
          onClose={() => {
            setAsking(false);
          }}
          title={`Close ${monthText(month)}?`}
        >
          <p>
            No spend, decision or settlement can be dated in {monthText(month)} or earlier after this, and
            every statement of those months stays as it is now.
          </p>
          {state.error && <p role="alert">{state.error}</p>}
          <div className="dialog-actions">
            <button
              type="button"
              className="button"
              disabled={state.busy}
              onClick={() => {
                setAsking(false);
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={state.busy}
              onClick={() => void confirm()}
            >
              {state.busy ? 'Closing...' : `Close ${monthText(month)}`}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
