import { createHash } from 'node:crypto';

/** Object keys sorted at every depth and `undefined` left out, so equal inputs always serialise alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, child]) => [key, canonical(child)]),
  );
}

/** SHA-256 of a request's parsed input, without its request id (the id is the record's key already). */
export function fingerprintOf(input: unknown): string {
  const withoutId =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'requestId'))
      : input;
  return createHash('sha256')
    .update(JSON.stringify(canonical(withoutId) ?? null))
    .digest('hex');
}
