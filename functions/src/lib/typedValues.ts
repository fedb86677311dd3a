/** The typed values the callable protocol decodes (into numbers); any other `@type` it refuses. */
const NUMBER_TYPES = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

const where = (path: string): string => path || 'input';

/**
 * The first typed value in a callable's body data that the Functions SDK's decoder throws on (and
 * answers 500 for): a `@type` it does not know, or a number type whose value reads as NaN. Tested
 * as that decoder tests, which does not look inside a typed value. Walked without recursion; the body's
 * shape is bounded before this runs.
 */
export function unreadableValueProblem(data: unknown): string | null {
  const pending: [unknown, string][] = [[data, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value !== 'object' || value === null) continue;
    const typed = value as Record<string, unknown>;
    const type = typed['@type'];
    if (type) {
      if (typeof type !== 'string' || !NUMBER_TYPES.has(type)) {
        return `A value could not be read: ${where(path)} has a type this service does not know.`;
      }
      if (Number.isNaN(parseFloat(String(typed.value)))) {
        return `A value could not be read: ${where(path)} is not a number.`;
      }
      continue;
    }
    const entries = Object.entries(value);
    // Pushed last first, so that the first bad value in reading order is the one named.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      pending.push([child, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key]);
    }
  }
  return null;
}
