import type { Point } from './distance.js';

export const coordinatesMessages = {
  shape:
    'Type or paste coordinates as a map app copies them: 18.5204, 73.8567, 18.5204° N, 73.8567° E, 18°31\'13.4"N 73°51\'24.1"E, a Google or Apple Maps link or a geo: link.',
  latitude: 'The latitude must be from -90 to 90 (from 90° S to 90° N).',
  longitude: 'The longitude must be from -180 to 180 (from 180° W to 180° E).',
  minutes: 'Minutes and seconds must be below 60, after whole degrees.',
  hemisphere: 'Write N or S for the latitude and E or W for the longitude, once each, with no minus sign.',
  link: 'This link holds no coordinates: in the map app, drop a pin on the place and copy or share its coordinates.',
} as const;

export type ParsedCoordinates = Point | { error: string };

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const coordinatePart = (n: number) =>
  String.raw`(?<pre${n}>[NSEW])?\s*(?<deg${n}>[-+]?${NUMBER})\s*[°º]?\s*` +
  String.raw`(?:(?<min${n}>${NUMBER})\s*['′’]\s*)?(?:(?<sec${n}>${NUMBER})\s*(?:"|″|”|'')\s*)?(?<post${n}>[NSEW])?`;
/** Two coordinates apart by a comma, a semicolon or spaces: decimals, degrees minutes seconds, N/S/E/W. */
const PAIR = new RegExp(String.raw`^\s*${coordinatePart(1)}\s*(?:[,;]\s*|\s+)${coordinatePart(2)}\s*$`, 'i');

interface Coordinate {
  value: number;
  hemisphere: 'N' | 'S' | 'E' | 'W' | undefined;
}

function coordinateOf(groups: Record<string, string | undefined>, n: number): Coordinate | { error: string } {
  const [pre, deg = '', min, sec, post] = ['pre', 'deg', 'min', 'sec', 'post'].map(
    (name) => groups[`${name}${String(n)}`],
  );
  if (pre && post) return { error: coordinatesMessages.hemisphere };
  const hemisphere = (pre ?? post)?.toUpperCase() as Coordinate['hemisphere'];
  const degrees = Number(deg);
  if (hemisphere && /^[-+]/.test(deg)) return { error: coordinatesMessages.hemisphere };
  if (min === undefined && sec !== undefined) return { error: coordinatesMessages.shape };
  if (min !== undefined) {
    const minutes = Number(min);
    const seconds = Number(sec ?? '0');
    if (!Number.isInteger(degrees) || minutes >= 60 || seconds >= 60)
      return { error: coordinatesMessages.minutes };
    const sign = deg.startsWith('-') ? -1 : 1;
    return { value: sign * (Math.abs(degrees) + minutes / 60 + seconds / 3600), hemisphere };
  }
  return { value: degrees, hemisphere };
}

const isLatitudeSide = (h: Coordinate['hemisphere']) => h === 'N' || h === 'S';
const signed = ({ value, hemisphere }: Coordinate) =>
  hemisphere === 'S' || hemisphere === 'W' ? -value : value;
/** Six decimals are 0.1 m: finer than any reading, and a DMS conversion's noise is rounded away. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** A pair of coordinates as text ('18.5204, 73.8567', '18°31'13.4"N 73°51'24.1"E'). */
function parsePair(text: string): ParsedCoordinates {
  const groups = PAIR.exec(text)?.groups;
  if (!groups) return { error: coordinatesMessages.shape };
  const first = coordinateOf(groups, 1);
  if ('error' in first) return first;
  const second = coordinateOf(groups, 2);
  if ('error' in second) return second;
  // Letters say which is which: '73.8567° E, 18.5204° N' is the same place.
  const [lat, lng] =
    isLatitudeSide(second.hemisphere) && !isLatitudeSide(first.hemisphere)
      ? [second, first]
      : [first, second];
  if ((lat.hemisphere && !isLatitudeSide(lat.hemisphere)) || isLatitudeSide(lng.hemisphere))
    return { error: coordinatesMessages.hemisphere };
  const latitude = rounded(signed(lat));
  const longitude = rounded(signed(lng));
  if (Math.abs(latitude) > 90) return { error: coordinatesMessages.latitude };
  if (Math.abs(longitude) > 180) return { error: coordinatesMessages.longitude };
  return { latitude, longitude };
}

const DECIMAL_PAIR = String.raw`[-+]?\d+(?:\.\d+)?,\s*[-+]?\d+(?:\.\d+)?`;
/** Where a map link keeps its point, most exact first: Apple's ll and sll, Google's @, q, query and ll. */
const LINK_POINTS = [
  new RegExp(String.raw`[?&](?:ll|query|q|daddr|destination)=(?:loc:)?(${DECIMAL_PAIR})(?:$|[&(\s])`),
  new RegExp(String.raw`[?&]sll=(${DECIMAL_PAIR})`),
  new RegExp(String.raw`/@(${DECIMAL_PAIR})`),
  new RegExp(String.raw`!3d([-+]?\d+(?:\.\d+)?)!4d([-+]?\d+(?:\.\d+)?)`),
];

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A Google Maps or Apple Maps link, or a geo: URI ('geo:18.5204,73.8567?z=15'). */
function parseLink(text: string): ParsedCoordinates {
  const link = decoded(text.trim());
  const geo = /^geo:([-+]?\d+(?:\.\d+)?),([-+]?\d+(?:\.\d+)?)(?:,[-+]?\d+(?:\.\d+)?)?(?:[;?].*)?$/i.exec(
    link,
  );
  if (geo?.[1] && geo[2]) {
    const query = new RegExp(String.raw`[?&]q=(${DECIMAL_PAIR})`).exec(link);
    return geo[1] === '0' && geo[2] === '0' && query?.[1]
      ? parsePair(query[1])
      : parsePair(`${geo[1]}, ${geo[2]}`);
  }
  for (const pattern of LINK_POINTS) {
    const found = pattern.exec(link);
    if (found?.[1]) return parsePair(found[2] === undefined ? found[1] : `${found[1]}, ${found[2]}`);
  }
  return { error: coordinatesMessages.link };
}

const isLink = (text: string) =>
  /^\s*(?:https?:\/\/|geo:|(?:www\.)?(?:maps\.|google\.[a-z.]+\/maps))/i.test(text);

/**
 * Coordinates an admin typed or pasted, as a map app copies them: decimals ('18.5204, 73.8567'),
 * hemispheres ('18.5204° N, 73.8567° E'; S and W are negative), degrees minutes seconds, a Google Maps
 * or Apple Maps link, a geo: URI; or the message saying what is wrong.
 */
export function parseCoordinates(text: string): ParsedCoordinates {
  return isLink(text) ? parseLink(text) : parsePair(text);
}
