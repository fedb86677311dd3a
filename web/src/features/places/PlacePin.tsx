import { useId, useState } from 'react';
import type { PinEvidenceView, PlacePageOutput } from '@domain/api/placePage';
import type { PinChange } from '@domain/api/setPlacePin';
import { locationRules } from '@domain/visits/location/locationRules';
import { distanceText } from '../../lib/visitCheckText';
import { PinMap } from './PinMap';
import { pinStateText } from './pinStateText';
import { evidenceRuleText, parseCoordinates } from './coordinatesText';

/** '2026-11-26' as 26/11/2026, as every screen writes a day. */
const dayText = (day: string) => day.split('-').reverse().join('/');

const doneText: Record<PinChange['kind'], string> = {
  accept: 'Pin accepted.',
  move: 'Pin moved.',
  useVisit: 'Pin moved to the visit’s reading.',
  clear: 'Pin cleared: readings taken from now on propose one once they agree.',
  radius: 'Radius changed.',
};

interface PlacePinProps {
  page: PlacePageOutput;
  saving: boolean;
  /** What the last change did, or why it was refused. */
  outcome: { change: PinChange['kind']; recomputed: number } | { error: string } | null;
  onChange: (change: PinChange) => void;
}

/** One field for both numbers, so coordinates copied from a map app paste in one go. */
function CoordinatesForm({ onMove, saving }: { onMove: (change: PinChange) => void; saving: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="place-pin__form"
      aria-label="Move the pin to coordinates"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseCoordinates(text);
        if ('error' in parsed) {
          setProblem(parsed.error);
          return;
        }
        setProblem(null);
        onMove({ kind: 'move', ...parsed });
      }}
    >
      <div className="visits__field">
        <label htmlFor={id}>Coordinates (latitude, longitude)</label>
        <input
          id={id}
          inputMode="decimal"
          placeholder="18.5204, 73.8567"
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="visits__problem">
            {problem}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={saving}>
        Move pin here
      </button>
    </form>
  );
}

/** The readings that propose a pin: how many, whose, which days, how far apart. */
function EvidenceText({ evidence }: { evidence: PinEvidenceView }) {
  if (evidence.readings === 0) return <p data-testid="pin-evidence">No good readings yet.</p>;
  const readings = evidence.readings === 1 ? '1 good reading' : `${String(evidence.readings)} good readings`;
  const days = evidence.days.map(dayText).join(', ');
  return (
    <p data-testid="pin-evidence">
      Evidence: {readings} by {evidence.people.join(', ')} on {days}, {distanceText(evidence.spread)} apart at
      most from their centre
      {evidence.agreeing > 0 ? `; ${String(evidence.agreeing)} agree.` : '; none agree yet.'}
    </p>
  );
}

function RadiusForm({
  radius,
  onChange,
  saving,
}: {
  radius: number;
  onChange: (change: PinChange) => void;
  saving: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState(String(radius));
  return (
    <form
      className="place-pin__form"
      aria-label="Radius"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ kind: 'radius', radius: Number(value) });
      }}
    >
      <div className="visits__field">
        <label htmlFor={id}>Radius in metres</label>
        <input
          id={id}
          type="number"
          min={locationRules.minRadius}
          max={locationRules.maxRadius}
          step={1}
          required
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
        />
      </div>
      <button type="submit" className="button" disabled={saving}>
        Save radius
      </button>
    </form>
  );
}

/**
 * Where the place is: its pin (proposed once readings of two people, or of one 12 hours apart, agree;
 * verifying nothing until an admin accepts it here), or one set here,
 * drawn with the visits' readings around it, and the evidence; an admin accepts it, moves it (to
 * coordinates typed or pasted), changes its radius or clears it.
 */
export function PlacePin({ page, saving, outcome, onChange }: PlacePinProps) {
  const { pin } = page;
  const fromVisit = pin?.fromVisitId ? page.visits.find((visit) => visit.id === pin.fromVisitId) : undefined;
  return (
    <section className="place__section place-pin" aria-labelledby="place-pin">
      <h2 id="place-pin">Location</h2>
      {pin === null ? (
        <p className="visits__empty" data-testid="pin-state">
          No pin yet: its visits are Unverified. {evidenceRuleText}
        </p>
      ) : (
        <>
          <p data-testid="pin-state">{pinStateText(pin, fromVisit?.code)}</p>
          <PinMap pin={pin} visits={page.visits} />
          <div className="place-pin__actions">
            {pin.state === 'proposed' && (
              <button
                type="button"
                className="button button--primary"
                disabled={saving}
                onClick={() => {
                  onChange({ kind: 'accept' });
                }}
              >
                Accept pin
              </button>
            )}
            <button
              type="button"
              className="button"
              disabled={saving}
              onClick={() => {
                onChange({ kind: 'clear' });
              }}
            >
              Clear pin
            </button>
          </div>
          <RadiusForm key={pin.radius} radius={pin.radius} onChange={onChange} saving={saving} />
        </>
      )}
      <EvidenceText evidence={page.evidence} />
      <CoordinatesForm onMove={onChange} saving={saving} />
      {saving && <p aria-busy="true">Saving the pin...</p>}
      {outcome && 'error' in outcome && (
        <p role="alert" className="visits__problem">
          {outcome.error}
        </p>
      )}
      {outcome && 'change' in outcome && (
        <p role="status" className="place-pin__done">
          {doneText[outcome.change]}
          {outcome.recomputed > 0 &&
            ` ${outcome.recomputed === 1 ? '1 visit' : `${String(outcome.recomputed)} visits`} judged again.`}
        </p>
      )}
    </section>
  );
}
