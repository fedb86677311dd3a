import { useNavigate } from 'react-router';
import type { VisitKind } from '@domain/visitCodes';
import { paths } from '../../../config/paths';
import { visitPlaceState } from '../../../lib/visitPlaceState';
import { planText } from './planText';
import type { PlanStop } from './planStops';
import type { useDragReorder } from './useDragReorder';

const visitPathOf: Record<VisitKind, string> = { sales: paths.sales, placement: paths.placement };

interface StopItemProps {
  stop: PlanStop;
  index: number;
  count: number;
  km: number;
  dragged: boolean;
  target: { from: number; to: number } | null;
  handle: ReturnType<ReturnType<typeof useDragReorder>['handleProps']>;
  onMove: (from: number, to: number, control?: string) => void;
}

/** One stop: its number, place, leg, the visit form, and the ways to move it. */
export function StopItem({ stop, index, count, km, dragged, target, handle, onMove }: StopItemProps) {
  const navigate = useNavigate();
  const { place } = stop.row;
  const classes = [
    'report-card',
    'plan-stop',
    dragged ? 'plan-stop--dragged' : '',
    target ? (target.to > target.from ? 'plan-stop--drop-after' : 'plan-stop--drop-before') : '',
  ];
  return (
    <li className={classes.filter(Boolean).join(' ')} data-stop={stop.id}>
      <button
        type="button"
        className="plan-stop__handle"
        data-control="handle"
        aria-label={planText.handle(place)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          onMove(index, event.key === 'ArrowUp' ? index - 1 : index + 1, 'handle');
        }}
        {...handle}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="plan-stop__body">
        <h3 className="plan-stop__place">
          <span className="plan-stop__number">{index + 1}.</span> {place}
        </h3>
        <p className="plan-stop__leg">{planText.leg(km, index === 0)}</p>
        <div className="plan-stop__actions">
          <button
            type="button"
            className="button button--primary"
            aria-label={planText.recordVisit(place)}
            onClick={() => void navigate(visitPathOf[stop.row.kind], { state: visitPlaceState(place) })}
          >
            Record visit
          </button>
          <button
            type="button"
            className="button"
            data-control="up"
            aria-label={planText.moveUp(place)}
            disabled={index === 0}
            onClick={() => {
              onMove(index, index - 1, 'up');
            }}
          >
            Up
          </button>
          <button
            type="button"
            className="button"
            data-control="down"
            aria-label={planText.moveDown(place)}
            disabled={index === count - 1}
            onClick={() => {
              onMove(index, index + 1, 'down');
            }}
          >
            Down
          </button>
        </div>
      </div>
    </li>
  );
}
