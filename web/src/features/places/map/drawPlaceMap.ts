import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { CountCategory } from '@domain/visits/location/checkCounts';
import { markSvg, pinSvg } from './mapMarks';
import './placeMap.css';

export interface MapReading {
  id: string;
  latitude: number;
  longitude: number;
  /** The fix's accuracy in metres: drawn as a circle around it. */
  accuracy: number;
  category: CountCategory;
  /** The visit and how it was judged, as the reading's title and tooltip. */
  label: string;
}

export interface MapDrawing {
  pin: { latitude: number; longitude: number; radius: number; proposed: boolean } | null;
  readings: readonly MapReading[];
  /** The tile server's URL template ({z}/{x}/{y}) and the attribution its licence asks for. */
  tiles: { url: string; attribution: string };
}

/** Closest a place is shown: street level, where a campus and a housing street look different. */
const MAX_ZOOM = 18;

/**
 * Draws the place on a tiled map in `container` and returns what removes it. The pin, its radius and
 * every reading with its accuracy circle are vector layers over the tiles, so a tile that fails to
 * load leaves them drawn on the container's plain ground.
 */
export function drawPlaceMap(container: HTMLElement, { pin, readings, tiles }: MapDrawing): () => void {
  const map = L.map(container, { scrollWheelZoom: false, maxZoom: MAX_ZOOM });
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  // Leaflet's own credit without its flag: the tile credit is the one a licence asks for.
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  L.control.scale({ imperial: false }).addTo(map);
  const bounds = L.latLngBounds([]);
  for (const reading of readings) {
    const at = L.latLng(reading.latitude, reading.longitude);
    L.circle(at, { radius: reading.accuracy, className: 'place-map__accuracy', interactive: false }).addTo(
      map,
    );
    L.marker(at, {
      icon: L.divIcon({
        className: 'place-map__reading',
        html: markSvg(reading.category),
        iconSize: [16, 16],
      }),
      title: reading.label,
      alt: reading.label,
    })
      .bindTooltip(reading.label)
      .addTo(map);
    bounds.extend(at);
  }
  if (pin) {
    const at = L.latLng(pin.latitude, pin.longitude);
    L.circle(at, {
      radius: pin.radius,
      className: pin.proposed ? 'place-map__radius place-map__radius--proposed' : 'place-map__radius',
      interactive: false,
    }).addTo(map);
    const title = pin.proposed ? 'The proposed pin' : 'The pin';
    L.marker(at, {
      icon: L.divIcon({
        className: 'place-map__pin',
        html: pinSvg,
        iconSize: [24, 32],
        iconAnchor: [12, 31],
      }),
      title,
      alt: title,
      zIndexOffset: 1000,
    })
      .bindTooltip(title)
      .addTo(map);
    bounds.extend(at.toBounds(pin.radius * 2));
  }
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: MAX_ZOOM });
  return () => {
    map.remove();
  };
}
