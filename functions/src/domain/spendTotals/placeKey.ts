/** The key for records naming no place: encodeURIComponent never yields a lone '%'. */
const NO_PLACE_KEY = '%';

/**
 * A place name as a database key: keys may not hold . $ # [ ] / or control characters, so the name is
 * percent-encoded (and '.' with it); distinct names stay distinct keys.
 */
export function placeKey(place: string | null): string {
  if (place === null) return NO_PLACE_KEY;
  return encodeURIComponent(place).replaceAll('.', '%2E');
}
