import type { CountCategory } from '@domain/visits/location/checkCounts';

/**
 * A shape per bucket, so the map and its key do not rest on colour alone: the same SVG markup draws a
 * reading on the map (a Leaflet icon) and its entry in the key.
 */
const shapes: Record<CountCategory, string> = {
  verified: '<circle cx="8" cy="8" r="5.5"/>',
  far: '<polygon points="8,1.5 14.5,13.5 1.5,13.5"/>',
  unverified: '<rect x="3" y="3" width="10" height="10"/>',
  notAccepted: '<rect x="3.5" y="3.5" width="9" height="9" fill="none" stroke-width="2.5"/>',
  tooFast: '<polygon points="8,1.5 14.5,8 8,14.5 1.5,8"/>',
};

export function markSvg(category: CountCategory): string {
  return `<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" class="place-map__mark place-map__mark--${category}">${shapes[category]}</svg>`;
}

/** The pin: a drop whose point is the place (its anchor is the bottom centre). */
export const pinSvg =
  '<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true" class="place-map__pin-drawing"><path d="M12 31 C12 31 2 18.5 2 11.5 a10 10 0 1 1 20 0 C22 18.5 12 31 12 31 z"/><circle cx="12" cy="11.5" r="3.5" class="place-map__pin-dot"/></svg>';
