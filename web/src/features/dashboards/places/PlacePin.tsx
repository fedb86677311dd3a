import { useId, useState } from 'react';
import type { PlacePageOutput } from '@domain/api/placePage';
import type { PinChange } from '@domain/api/setPlacePin';
import { locationRules } from '@domain/visits/location/locationRules';
import { distanceText } from '../../../lib/visitCheckText';
import { visitTimeText } from '../visits/visitText';
import { PinMap } from './PinMap';

const doneText: Record<PinChange['kind'], string> = {
  accept: 'Pin accepted.',
  move: 'Pin moved.',
  useVisit: 'Pin moved to the visit’s reading.',
  clear: 'Pin cleared: the next visit with a good reading proposes one.',
  radius: 'Radius changed.',
};

interface PlacePinProps {
  page: PlacePageOutput;
  saving: boolean;
  /** What the last change did, or why it was refused. */
  outcome: { change: PinChange['kind']; recomputed: number } | { error: string } | null;
  onChange: (change: PinChange) => void;
}

function DecimalField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="visits__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        required
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

function CoordinatesForm({ onMove, saving }: { onMove: (change: PinChange) => void; saving: boolean }) {
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  return (
    <form
      className="place-pin__form"
      aria-label="Move the pin to coordinates"
      onSubmit={(event) => {
        event.preventDefault();
        onMove({ kind: 'move', latitude: Number(latitude), longitude: Number(longitude) });
      }}
    >
      <DecimalField label="Latitude" value={latitude} onChange={setLatitude} />
      <DecimalField label="Longitude" value={longitude} onChange={setLongitude} />
      <button type="submit" className="button" disabled={saving}>
        Move pin here
      </button>
    </form>
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
 * Where the place is: its pin (proposed by the first good reading, or set here), drawn with the visits'
 * readings around it; an admin accepts it, moves it, changes its radius or clears it.
 */
export function PlacePin({ page, saving, outcome, onChange }: PlacePinProps) {
  const { pin } = page;
  const proposedFrom = pin?.fromVisitId
    ? page.visits.find((visit) => visit.id === pin.fromVisitId)
    : undefined;
  return (
    <section className="place__section place-pin" aria-labelledby="place-pin">
      <h2 id="place-pin">Location</h2>
      {pin === null ? (
        <p className="visits__empty">
          No pin yet: the first visit here with a reading within {String(locationRules.goodAccuracy)} m
          proposes one, or enter its coordinates.
        </p>
      ) : (
        <>
          <p data-testid="pin-state">
            {pin.state === 'proposed' ? 'Proposed pin' : 'Pin'} at {pin.latitude.toFixed(5)},{' '}
            {pin.longitude.toFixed(5)}, radius {distanceText(pin.radius)}
            {proposedFrom ? `, from visit ${proposedFrom.code}` : ''}; set {visitTimeText(pin.setAt)} by{' '}
            {pin.setBy.label}.
          </p>
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
