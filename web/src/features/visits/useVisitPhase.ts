import { useEffect, useRef, useState } from 'react';
import type { VisitOutcome } from './visitOutbox';

export type VisitPhase<I = unknown> =
  | { name: 'editing' }
  | { name: 'confirming'; input: I }
  /**
   * `locating`: 3 s passed without the reading; the person may send without it. `stored`: the visit is
   * kept on the phone and its answer awaited; closing the status hands the form back.
   */
  | { name: 'saving'; locating?: boolean; stored?: boolean }
  | { name: 'done'; outcome: VisitOutcome };

/** Where a visit's submission stands: editing, confirming, saving, or its outcome shown for a while. */
export function useVisitPhase<I>(outcomeMs: number) {
  const [phase, setPhase] = useState<VisitPhase<I>>({ name: 'editing' });
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
    },
    [],
  );

  return {
    phase,
    setPhase,
    /** Shows the outcome, and after the kind's while calls `finish` with it. */
    showOutcome: (outcome: VisitOutcome, finish: (outcome: VisitOutcome) => void) => {
      setPhase({ name: 'done', outcome });
      closeTimer.current = setTimeout(() => {
        finish(outcome);
      }, outcomeMs);
    },
    /** Back to the form, the outcome's while cut short. */
    backToEditing: () => {
      clearTimeout(closeTimer.current);
      setPhase({ name: 'editing' });
    },
    /** The visit is kept on the phone: from now the status may be closed while the answer is awaited. */
    setStored: () => {
      setPhase((now) => (now.name === 'saving' ? { name: 'saving', stored: true } : now));
    },
    /** Whether the save is waiting (3 s or more) for the location reading. */
    setLocating: (locating: boolean) => {
      const saving: VisitPhase<I> = locating ? { name: 'saving', locating } : { name: 'saving' };
      setPhase((now) => (now.name === 'saving' ? saving : now));
    },
  };
}
