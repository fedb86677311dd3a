import type { PinChange } from '@domain/api/setPlacePin';
import type { Point } from '@domain/visits/location/distance';

const doneText: Record<PinChange['kind'], string> = {
  accept: 'Pin accepted.',
  move: 'Pin moved.',
  useVisit: 'Pin moved to the visit’s reading.',
  clear: 'Pin cleared: readings taken from now on propose one once they agree.',
  radius: 'Radius changed.',
};

/**
 * What the last change of the pin did, why it was refused, or the question an unlikely pin asks
 * first: one line, each replacing the one before.
 */
export type PinOutcome =
  | { change: PinChange['kind']; recomputed: number }
  | { error: string; field?: true }
  | { question: string; point: Point; swapped?: Point }
  | null;

const pointText = ({ latitude, longitude }: Point) => `${String(latitude)}, ${String(longitude)}`;

interface PinOutcomeLineProps {
  outcome: PinOutcome;
  saving: boolean;
  onChange: (change: PinChange) => void;
}

export function PinOutcomeLine({ outcome, saving, onChange }: PinOutcomeLineProps) {
  if (saving) return <p aria-busy="true">Saving the pin...</p>;
  if (outcome === null) return null;
  if ('error' in outcome)
    return (
      <p role="alert" className="visits__problem" data-testid="pin-outcome">
        {outcome.error}
      </p>
    );
  if ('question' in outcome) {
    const { point, swapped } = outcome;
    return (
      <div role="alert" className="place-pin__question" data-testid="pin-outcome">
        <p>{outcome.question}</p>
        <div className="place-pin__actions">
          {swapped && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                onChange({ kind: 'move', ...swapped });
              }}
            >
              Move the pin to {pointText(swapped)}
            </button>
          )}
          <button
            type="button"
            className="button"
            onClick={() => {
              onChange({ kind: 'move', ...point, confirmed: true });
            }}
          >
            Move the pin to {pointText(point)} anyway
          </button>
        </div>
      </div>
    );
  }
  return (
    <p role="status" className="place-pin__done" data-testid="pin-outcome">
      {doneText[outcome.change]}
      {outcome.recomputed > 0 &&
        ` ${outcome.recomputed === 1 ? '1 visit' : `${String(outcome.recomputed)} visits`} judged again.`}
    </p>
  );
}
