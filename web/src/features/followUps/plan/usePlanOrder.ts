import { useEffect, useRef, useState } from 'react';
import type { StartPoint } from '@domain/day/startPoint';
import { keepPlan, readKeptPlan, type KeptPlan } from './keptPlan';
import { planText } from './planText';
import {
  moved,
  orderedStops,
  plannedOrder,
  reconciledOrder,
  type PlanOrigin,
  type PlanStop,
} from './planStops';

export const savedOrigin = (start: StartPoint): PlanOrigin => ({
  latitude: start.latitude,
  longitude: start.longitude,
  from: 'saved',
  label: start.label,
});

interface PlanOrderInput {
  uid: string;
  today: string;
  stops: readonly PlanStop[];
  startPoint: StartPoint | null;
}

/** The kept plan of today, else one from the saved start point, else none until the rep chooses a start. */
function initialPlan({ uid, today, stops, startPoint }: PlanOrderInput): KeptPlan | null {
  const kept = readKeptPlan(uid, today);
  if (kept) return kept;
  if (!startPoint) return null;
  const origin = savedOrigin(startPoint);
  return { day: today, origin, order: plannedOrder(origin, stops) };
}

/**
 * The day's order of stops: kept on this phone for the account and day, fitted to the stops due now
 * (`reconciledOrder`), planned afresh from a new start, moved by the rep. A move names the control to
 * focus after it, so a keyboard user stays on the stop they moved.
 */
export function usePlanOrder(input: PlanOrderInput) {
  const { uid, today, stops } = input;
  const [plan, setPlan] = useState<KeptPlan | null>(() => initialPlan(input));
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<{ id: string; control: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const order = plan ? reconciledOrder(plan.origin, plan.order, stops) : [];
  const orderKey = JSON.stringify(order);
  useEffect(() => {
    if (plan) keepPlan(uid, { ...plan, order: JSON.parse(orderKey) as string[] });
  }, [uid, plan, orderKey]);
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const item = listRef.current?.querySelector(`[data-stop="${CSS.escape(wanted.id)}"]`);
    const control =
      item?.querySelector<HTMLElement>(`[data-control="${wanted.control}"]:not(:disabled)`) ??
      item?.querySelector<HTMLElement>('[data-control="handle"]');
    control?.focus();
  });

  const { stops: ordered, legs } = plan
    ? orderedStops(plan.origin, order, stops)
    : { stops: [], legs: { legsKm: [], totalKm: 0 } };
  return {
    plan,
    ordered,
    legs,
    listRef,
    announcement,
    startFrom: (origin: PlanOrigin) => {
      setPlan({ day: today, origin, order: plannedOrder(origin, stops) });
      setAnnouncement('');
    },
    move: (from: number, to: number, control?: string) => {
      if (!plan || to < 0 || to >= ordered.length || from === to) return;
      const stop = ordered[from] as PlanStop;
      setPlan({ ...plan, order: moved(order, from, to) });
      setAnnouncement(planText.movedTo(stop.row.place, to + 1, ordered.length));
      if (control) focusAfter.current = { id: stop.id, control };
    },
  };
}
