/** The mean radius of the Earth (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in metres (haversine on a sphere): within 0.5 % of the
 * ellipsoid's, far finer than a phone's accuracy, and small enough to keep out of the dependencies.
 */
export function distanceInMetres(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
