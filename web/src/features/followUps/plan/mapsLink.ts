import type { Point } from '@domain/visits/location/distance';

/**
 * Directions to a stop in the phone's maps app: Google Maps' universal link opens the app on Android
 * and on an iPhone that has it (the browser's Google Maps elsewhere), from where the phone is. A `geo:`
 * link opens a maps app on Android only, and nothing on an iPhone or a laptop.
 */
export function mapsLinkOf(point: Point): string {
  const destination = `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}
