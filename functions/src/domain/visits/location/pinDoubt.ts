import { distanceInMetres, type Point } from './distance.js';

/** Farther than this from every reading of a place, a pin is asked about before it moves. */
export const PIN_DOUBT_DISTANCE = 50_000;

/** India's bounds with a margin: a pin outside them is almost always a slip. */
const INDIA = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;

const insideIndia = ({ latitude, longitude }: Point) =>
  latitude >= INDIA.south && latitude <= INDIA.north && longitude >= INDIA.west && longitude <= INDIA.east;

/** What the admin is asked before a pin moves somewhere unlikely, and the swapped pair when that fits. */
export interface PinDoubt {
  question: string;
  swapped?: Point;
}

const kmText = (metres: number) => `${(metres / 1000).toFixed(1)} km`;
const pointText = ({ latitude, longitude }: Point) => `${String(latitude)}, ${String(longitude)}`;

const nearestOf = (point: Point, readings: readonly Point[]) =>
  Math.min(...readings.map((reading) => distanceInMetres(point, reading)));

/** Whether a point fits the place: within 50 km of a reading, or inside India when it has none. */
function fits(point: Point, readings: readonly Point[]): boolean {
  if (!insideIndia(point)) return false;
  return readings.length === 0 || nearestOf(point, readings) <= PIN_DOUBT_DISTANCE;
}

/**
 * Why a pin at `point` needs a confirmation (null: it fits): farther than 50 km from every reading of
 * the place, or outside India; the swapped pair is offered when it fits instead. The place page asks
 * with these words and `setPlacePin` refuses with them unless the move is confirmed.
 */
export function pinDoubtOf(point: Point, readings: readonly Point[]): PinDoubt | null {
  if (fits(point, readings)) return null;
  const where = insideIndia(point)
    ? `${kmText(nearestOf(point, readings))} from every reading of this place`
    : 'outside India';
  const swapped = { latitude: point.longitude, longitude: point.latitude };
  const offer = Math.abs(swapped.latitude) <= 90 && fits(swapped, readings);
  const question = `${pointText(point)} is ${where}. Move the pin there anyway?${
    offer ? ` Latitude and longitude may be swapped: ${pointText(swapped)} fits this place.` : ''
  }`;
  return offer ? { question, swapped } : { question };
}
