import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../stack/paths.js';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export const dist = join(repoRoot, 'web', 'dist');
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const gzipOf = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

/** The production build's manifest (web/dist/.vite/manifest.json), or null before a build. */
export function readManifest(): Manifest | null {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** A chunk and everything it imports statically: what loading it fetches before it runs. */
export function staticClosure(manifest: Manifest, name: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(name);
  return seen;
}
