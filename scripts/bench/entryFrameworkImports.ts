import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The packages every function needs whatever it does: its cold start cannot be cheaper than these. */
const FRAMEWORK = /^(firebase-functions|firebase-admin|zod)(\/|$)/;

/** `import ... from '...'` and `export ... from '...'`, not `import(...)`: what loads with the module. */
const STATIC_IMPORT = /^(?:import|export)\s[^;]*?\bfrom\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;

/**
 * The framework modules the built entry loads when it is imported: its static imports followed
 * through its own files (dynamic imports are left out, as Node leaves them until they run).
 */
export function entryFrameworkImports(entry: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier));
      else if (FRAMEWORK.test(specifier)) found.add(specifier);
    }
  }
  return [...found].sort();
}
