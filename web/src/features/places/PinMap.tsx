import type { PlacePin } from '@domain/visits/location/placePin';
import { countCategoryOf } from '@domain/visits/location/checkCounts';
import { checkStatuses } from '@domain/visits/location/visitCheck';
import type { VisitItem } from '@domain/api/visitItem';
import { checkStatusText, distanceText } from '../../lib/visitCheckText';

const SIZE = 240;
const METRES_PER_DEGREE = 111_320;

type Located = VisitItem & { reading: NonNullable<VisitItem['reading']> };

/** Metres east and north of the pin (flat at this scale: a place's visits lie within a few km). */
function offsetOf(pin: PlacePin, point: { latitude: number; longitude: number }) {
  const east =
    (point.longitude - pin.longitude) * METRES_PER_DEGREE * Math.cos((pin.latitude * Math.PI) / 180);
  const north = (point.latitude - pin.latitude) * METRES_PER_DEGREE;
  return { east, north };
}

/** A shape per status, so the drawing does not rest on colour alone. */
function Mark({ x, y, status }: { x: number; y: number; status: string }) {
  if (status === 'verified')
    return <circle cx={x} cy={y} r={5} className="pin-map__mark pin-map__mark--verified" />;
  if (status === 'far')
    return (
      <polygon
        points={`${String(x)},${String(y - 6)} ${String(x + 6)},${String(y + 5)} ${String(x - 6)},${String(y + 5)}`}
        className="pin-map__mark pin-map__mark--far"
      />
    );
  return (
    <rect x={x - 4.5} y={y - 4.5} width={9} height={9} className="pin-map__mark pin-map__mark--unverified" />
  );
}

/**
 * The pin, its radius and the visits' readings around it, drawn without map tiles (no map server is
 * reachable from here, and none is needed to see whether the visits were made at the place).
 */
export function PinMap({ pin, visits }: { pin: PlacePin; visits: readonly VisitItem[] }) {
  const located = visits.filter((visit): visit is Located => visit.reading !== undefined);
  const offsets = located.map((visit) => ({ visit, ...offsetOf(pin, visit.reading) }));
  const farthest = Math.max(
    pin.radius * 1.5,
    ...offsets.map(({ east, north }) => Math.hypot(east, north) * 1.1),
  );
  const scale = SIZE / 2 / farthest;
  const centre = SIZE / 2;
  const counts = { verified: 0, far: 0, unverified: 0, notAccepted: 0, tooFast: 0 };
  // Counted by the one bucket every screen uses: a Too fast visit is never among the Verified.
  for (const { visit } of offsets)
    counts[visit.check ? countCategoryOf({ ...visit.check, check: visit.check.status }) : 'unverified'] += 1;
  const apart = (['notAccepted', 'tooFast'] as const)
    .filter((category) => counts[category] > 0)
    .map((category) => `, ${String(counts[category])} ${checkStatusText[category]}`)
    .join('');
  const summary = `The pin with its ${distanceText(pin.radius)} radius; ${String(located.length)} visits with a reading: ${String(counts.verified)} ${checkStatusText.verified}, ${String(counts.far)} ${checkStatusText.far}, ${String(counts.unverified)} ${checkStatusText.unverified}${apart}. The drawing is ${distanceText(Math.round(farthest * 2))} across.`;
  return (
    <figure className="pin-map">
      <svg viewBox={`0 0 ${String(SIZE)} ${String(SIZE)}`} role="img" aria-label={summary}>
        <rect width={SIZE} height={SIZE} className="pin-map__ground" />
        <circle cx={centre} cy={centre} r={pin.radius * scale} className="pin-map__radius" />
        {offsets.map(({ visit, east, north }) => (
          <Mark
            key={visit.id}
            x={centre + east * scale}
            y={centre - north * scale}
            status={visit.check?.status ?? 'unverified'}
          />
        ))}
        <path d={`M${String(centre)} ${String(centre)} l-6 -14 a6 6 0 1 1 12 0 z`} className="pin-map__pin" />
      </svg>
      <figcaption>
        {checkStatuses.map((status) => (
          <span key={status} className="pin-map__key">
            <svg viewBox="0 0 12 12" aria-hidden="true">
              <Mark x={6} y={status === 'far' ? 7 : 6} status={status} />
            </svg>{' '}
            {checkStatusText[status]}
          </span>
        ))}
        <span>North is up; {distanceText(Math.round(farthest * 2))} across.</span>
      </figcaption>
    </figure>
  );
}
