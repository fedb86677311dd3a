import { useId, useState } from 'react';
import type { PinEvidenceView, PlacePageOutput } from '@domain/api/placePage';
import type { PinChange } from '@domain/api/setPlacePin';
import type { VisitItem } from '@domain/api/visitItem';
import { parseCoordinates } from '@domain/visits/location/coordinates';
import { locationRules } from '@domain/visits/location/locationRules';
import { pinDoubtOf } from '@domain/visits/location/pinDoubt';
import { distanceText } from '../../lib/visitCheckText';
import { PinMap } from './PinMap';
import { pinStateText } from './pinStateText';
import { evidenceRuleText } from './coordinatesText';
import { PinOutcomeLine, type PinOutcome } from './PinOutcome';

/** '2026-11-26' as 26/11/2026, as every screen writes a day. */
const dayText = (day: string) => day.split('-').reverse().join('/');

interface PlacePinProps {
  page: PlacePageOutput;
  saving: boolean;
  /** What the last change did, why it was refused, or what an unlikely pin asks first. */
  outcome: PinOutcome;
  onChange: (change: PinChange) => void;
  /** A paste that cannot be read, or a pin to ask about: the result line, without a call. */
  onOutcome: (outcome: PinOutcome) => void;
}

type Located = VisitItem & { reading: NonNullable<VisitItem['reading']> };

interface CoordinatesFormProps {
  visits: readonly VisitItem[];
  saving: boolean;
  /** The field's paste could not be read: it is marked, and the result line says why. */
  invalid: boolean;
  onChange: (change: PinChange) => void;
  onOutcome: (outcome: PinOutcome) => void;
}

/**
 * One field for both numbers, so coordinates copied from a map app (as text or a link) paste in one
 * go; a pin far from every reading or outside India asks first, as the server does.
 */
function CoordinatesForm({ visits, saving, invalid, onChange, onOutcome }: CoordinatesFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <form
      className="place-pin__form"
      aria-label="Move the pin to coordinates"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseCoordinates(text);
        if ('error' in parsed) {
          onOutcome({ error: parsed.error, field: true });
          return;
        }
        const readings = visits.filter((visit): visit is Located => visit.reading !== undefined);
        const doubt = pinDoubtOf(
          parsed,
          readings.map(({ reading }) => reading),
        );
        if (doubt) onOutcome({ ...doubt, point: parsed });
        else onChange({ kind: 'move', ...parsed });
      }}
    >
      <div className="visits__field">
        <label htmlFor={id}>Coordinates or a map link</label>
        <input
          id={id}
          placeholder="18.5204, 73.8567"
          aria-invalid={invalid}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
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
export function PlacePin({ page, saving, outcome, onChange, onOutcome }: PlacePinProps) {
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
        <p data-testid="pin-state">{pinStateText(pin, fromVisit?.code)}</p>
      )}
      {(pin !== null || page.visits.some((visit) => visit.reading !== undefined)) && (
        <PinMap pin={pin} visits={page.visits} name={page.name} />
      )}
      {pin !== null && (
        <>
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
      <CoordinatesForm
        visits={page.visits}
        saving={saving}
        invalid={outcome !== null && 'field' in outcome}
        onChange={onChange}
        onOutcome={onOutcome}
      />
      <PinOutcomeLine outcome={outcome} saving={saving} onChange={onChange} />
    </section>
  );
}
