import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.js';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The config the emulators start with: firebase.json, with the local hosts its CSP must also allow. */
export const emulatorConfigFile = join(repoRoot, '.firebase.emulators.json');

/** Adds `sources` to the named directives of a Content-Security-Policy. */
export function widenPolicy(policy: string, additions: Record<string, readonly string[]>): string {
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [name = '', ...sources] = part.split(/\s+/);
      const extra = additions[name] ?? [];
      return [name, ...sources, ...extra.filter((source) => !sources.includes(source))].join(' ');
    })
    .join('; ');
}

/**
 * The production policy in firebase.json names only public hosts; on the local stack the app talks to
 * the emulators on loopback, so the Hosting emulator serves a copy that allows them too.
 */
export function writeEmulatorConfig(localOrigins: { connect: string[]; img: string[] }): string {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { headers: HeaderRule[] };
  };
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() !== 'content-security-policy') continue;
      header.value = widenPolicy(header.value, {
        'connect-src': localOrigins.connect,
        'img-src': localOrigins.img,
      });
    }
  }
  writeFileSync(emulatorConfigFile, `${JSON.stringify(config, null, 2)}\n`);
  return emulatorConfigFile;
}
