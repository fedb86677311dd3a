import { useEffect, useId, useRef, useState } from 'react';
import type { StartPoint } from '@domain/day/startPoint';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DueRow } from '../dueList';
import { mapsLinkOf } from './mapsLink';
import { planText } from './planText';
import { planStopsOf, type PlanStop } from './planStops';
import { readHere } from './readHere';
import { StartChoice } from './StartChoice';
import { StopItem } from './StopItem';
import { useDragReorder } from './useDragReorder';
import { savedOrigin, usePlanOrder } from './usePlanOrder';
import './plan.css';

export interface PlanTodayProps {
  uid: string;
  /** The Due list's rows as the page shows them (classed on its day, this phone's changes applied). */
  rows: readonly DueRow[];
  /** The organisation's day the page counts on: the kept order is for it alone. */
  today: string;
  startPoint: StartPoint | null;
  onClose: () => void;
}

/**
 * Plan today: the day's due and overdue places that have an accepted pin, in the shortest straight-line
 * order from where the rep is or their saved start point, each leg's km and the total; reordered by
 * drag or by Up / Down, the order kept on this phone for the day. Works offline: it needs only the Due
 * list's copy and one location reading.
 */
export function PlanToday({ uid, rows, today, startPoint, onClose }: PlanTodayProps) {
  const { stops, unpinned } = planStopsOf(rows);
  const order = usePlanOrder({
    uid,
    today,
    stops,
    startPoint,
  });
  const { plan, ordered, legs, announcement, startFrom } = order;
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const startHere = async () => {
    setLocating(true);
    setProblem(null);
    const reading = await readHere();
    setLocating(false);
    if (reading.kind === 'here') startFrom({ ...reading.point, from: 'here' });
    else setProblem(reading.reason === 'denied' ? planText.noReading.denied : planText.noReading.other);
  };
  const next = ordered[0];

  return (
    <section className="plan" aria-labelledby={headingId}>
      <div className="plan__top">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="plan__title">
          {planText.title}
        </h2>
        <button type="button" className="button" onClick={onClose}>
          {planText.back}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {stops.length === 0 && (
        <p className="report__empty">{unpinned.length === 0 ? planText.nothing : planText.nothingPinned}</p>
      )}
      {stops.length > 0 && (
        <StartChoice
          uid={uid}
          plan={plan}
          count={stops.length}
          startPoint={startPoint}
          locating={locating}
          onHere={() => void startHere()}
          onSaved={(start) => {
            setProblem(null);
            startFrom(savedOrigin(start));
          }}
        />
      )}
      {problem && <FormMessage>{problem}</FormMessage>}
      {next && <OrderedStops ordered={ordered} legsKm={legs.legsKm} totalKm={legs.totalKm} order={order} />}
      {unpinned.length > 0 && (
        <div className="plan__unpinned">
          <p>{planText.noPin(unpinned.map((row) => row.place))}</p>
          <p className="plan__note">{planText.noPinWhy}</p>
        </div>
      )}
    </section>
  );
}

interface OrderedStopsProps {
  ordered: PlanStop[];
  legsKm: number[];
  totalKm: number;
  order: Pick<ReturnType<typeof usePlanOrder>, 'listRef' | 'move'>;
}

/** The stops in order with their legs and the total, 'Next stop', and the ways to reorder them. */
function OrderedStops({ ordered, legsKm, totalKm, order }: OrderedStopsProps) {
  const { listRef, move } = order;
  const { dragging, handleProps } = useDragReorder(listRef, (from, to) => {
    move(from, to);
  });
  const next = ordered[0] as PlanStop;
  return (
    <>
      <p className="plan__total">{planText.total(ordered.length, totalKm)}</p>
      <a
        className="button button--primary plan__next"
        href={mapsLinkOf(next.point)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {planText.nextStop(next.row.place)}
      </a>
      <ol ref={listRef} className="plan__stops" aria-label={planText.stopsLabel}>
        {ordered.map((stop, index) => (
          <StopItem
            key={stop.id}
            stop={stop}
            index={index}
            count={ordered.length}
            km={legsKm[index] ?? 0}
            dragged={dragging?.from === index}
            target={dragging && dragging.from !== dragging.to && dragging.to === index ? dragging : null}
            handle={handleProps(index)}
            onMove={move}
          />
        ))}
      </ol>
      <p className="plan__note">{planText.straightLine}</p>
    </>
  );
}
