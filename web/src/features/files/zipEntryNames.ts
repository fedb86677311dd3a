/** The longest entry name a ZIP gets, extension included (in characters). */
export const MAX_ZIP_ENTRY_NAME = 120;

/* eslint-disable-next-line no-control-regex -- control characters are what it removes */
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f:*?"<>|]/g;

/**
 * An entry name no unzip tool can follow out of its folder: the base name only (whatever follows the
 * last / or \), without control characters, leading dots or a drive colon, at most 120 characters with
 * its extension kept. Records stored before signUpload refused paths still hold such names.
 */
export function safeEntryName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(UNSAFE_IN_NAME, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  const named = cleaned === '' ? 'file' : cleaned;
  if (Array.from(named).length <= MAX_ZIP_ENTRY_NAME) return named;
  const [stem, extension] = splitExtension(named);
  const kept = Array.from(extension).length < 16 ? extension : '';
  return (
    Array.from(stem)
      .slice(0, MAX_ZIP_ENTRY_NAME - Array.from(kept).length)
      .join('') + kept
  );
}

function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/**
 * The ZIP's entry names: each made safe, then unique (a second 'bill.png' becomes 'bill (2).png'),
 * still within 120 characters.
 */
export function zipEntryNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const safe = safeEntryName(name);
    let candidate = safe;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      const [stem, extension] = splitExtension(safe);
      const suffix = ` (${String(n)})${extension}`;
      candidate =
        Array.from(stem)
          .slice(0, MAX_ZIP_ENTRY_NAME - Array.from(suffix).length)
          .join('') + suffix;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
