import { useEffect, useRef, useState } from 'react';
import type { PlacePin } from '@domain/visits/location/placePin';
import { countCategories, countCategoryOf, type CountCategory } from '@domain/visits/location/checkCounts';
import type { VisitItem } from '@domain/api/visitItem';
import { readMapTiles } from '../../config/env';
import { checkStatusText, checkText, distanceText } from '../../lib/visitCheckText';
import type { MapDrawing, MapReading } from './map/drawPlaceMap';
import { markSvg } from './map/mapMarks';
import { mapAppLink, phoneOf, webMapLink } from './map/mapsLinks';

type Located = VisitItem & { reading: NonNullable<VisitItem['reading']> };

/** The map's code (Leaflet) is fetched by the place page only, when it first draws a map. */
const loadMap = () => import('./map/drawPlaceMap');

/** A reading's bucket, by the one rule every screen counts with: Too fast is never among the Verified. */
const categoryOf = (visit: VisitItem): CountCategory =>
  visit.check ? countCategoryOf({ ...visit.check, check: visit.check.status }) : 'unverified';

function readingsOf(visits: readonly VisitItem[]): MapReading[] {
  return visits
    .filter((visit): visit is Located => visit.reading !== undefined)
    .map((visit) => ({
      id: visit.id,
      ...visit.reading,
      category: categoryOf(visit),
      label: `${visit.code}: ${checkText(visit.check)}`,
    }));
}

function summaryOf(pin: PlacePin | null, readings: readonly MapReading[]): string {
  const counts = { verified: 0, far: 0, unverified: 0, notAccepted: 0, tooFast: 0 };
  for (const reading of readings) counts[reading.category] += 1;
  const apart = (['notAccepted', 'tooFast'] as const)
    .filter((category) => counts[category] > 0)
    .map((category) => `, ${String(counts[category])} ${checkStatusText[category]}`)
    .join('');
  const place = pin
    ? `The ${pin.state === 'proposed' ? 'proposed ' : ''}pin with its ${distanceText(pin.radius)} radius; `
    : 'No pin; ';
  return `${place}${String(readings.length)} visits with a reading: ${String(counts.verified)} ${checkStatusText.verified}, ${String(counts.far)} ${checkStatusText.far}, ${String(counts.unverified)} ${checkStatusText.unverified}${apart}.`;
}

type MapState = 'loading' | 'drawn' | 'failed';

/** Draws `drawing` once the map's chunk has loaded; says so while it loads and if it cannot. */
function useDrawnMap(drawing: MapDrawing) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');
  // Drawn again only when what it shows changes, not on every render of the page.
  const key = JSON.stringify(drawing);
  useEffect(() => {
    let live = true;
    let remove: (() => void) | undefined;
    loadMap()
      .then(({ drawPlaceMap }) => {
        if (!live || !ref.current) return;
        remove = drawPlaceMap(ref.current, JSON.parse(key) as MapDrawing);
        setState('drawn');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
      remove?.();
    };
  }, [key]);
  return { ref, state };
}

/**
 * The place on a map: the pin and its radius, the visits' readings with their accuracy circles and a
 * scale, over tiles from the configured tile server (OpenStreetMap's unless set); a key and a text
 * summary for those who cannot see it, and links that open the place in a map app.
 */
export function PinMap({
  pin,
  visits,
  name,
}: {
  pin: PlacePin | null;
  visits: readonly VisitItem[];
  name: string;
}) {
  const readings = readingsOf(visits);
  const drawing: MapDrawing = {
    pin: pin && {
      latitude: pin.latitude,
      longitude: pin.longitude,
      radius: pin.radius,
      proposed: pin.state === 'proposed',
    },
    readings,
    tiles: readMapTiles(),
  };
  const { ref, state } = useDrawnMap(drawing);
  const summary = summaryOf(pin, readings);
  const centre = pin ?? readings[0];
  const phone = phoneOf(navigator.userAgent);
  return (
    <figure className="pin-map">
      <div className="pin-map__frame">
        <div
          ref={ref}
          className="place-map__canvas"
          role="region"
          aria-label={`Map. ${summary}`}
          data-map={state}
        />
        {state === 'loading' && (
          <p className="pin-map__status" role="status">
            Loading the map…
          </p>
        )}
        {state === 'failed' && (
          <p className="pin-map__status" role="alert">
            The map could not be loaded. Check the connection and open the place again.
          </p>
        )}
      </div>
      <figcaption>
        {countCategories.map((category) => (
          <span key={category} className="pin-map__key">
            <span dangerouslySetInnerHTML={{ __html: markSvg(category) }} /> {checkStatusText[category]}
          </span>
        ))}
        <span className="visually-hidden">{summary}</span>
      </figcaption>
      {centre && (
        <p className="pin-map__links">
          {phone && (
            <a className="button" href={mapAppLink(centre, name, navigator.userAgent)}>
              Open in the map app
            </a>
          )}
          <a className="button" href={webMapLink(centre)} target="_blank" rel="noreferrer">
            Open on OpenStreetMap
          </a>
        </p>
      )}
    </figure>
  );
}
