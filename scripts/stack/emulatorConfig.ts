import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.js';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The config the emulators start with: firebase.json, with the local hosts its CSP must also allow. */
export const emulatorConfigFile = join(repoRoot, '.firebase.emulators.json');

/** A stack on moved ports (`portOffset`): its own emulator ports and its own build of the web app. */
export interface MovedStack {
  offset: number;
  ports: Record<'auth' | 'functions' | 'hosting' | 'hub' | 'logging' | 'eventarc' | 'tasks', number>;
  /** The web build it serves, relative to the repository (firebase.json's `hosting.public`). */
  webDist: string;
}

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
export function writeEmulatorConfig(
  localOrigins: { connect: string[]; img: string[] },
  moved?: MovedStack,
): string {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { headers: HeaderRule[]; public: string };
    emulators: Record<string, { host?: string; port?: number }>;
  };
  if (moved) {
    for (const [name, port] of Object.entries(moved.ports)) {
      config.emulators[name] = { host: '127.0.0.1', ...config.emulators[name], port };
    }
    config.hosting.public = moved.webDist;
  }
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() !== 'content-security-policy') continue;
      header.value = widenPolicy(header.value, {
        'connect-src': localOrigins.connect,
        'img-src': localOrigins.img,
      });
    }
  }
  // The firebase CLI reads hosting.public relative to the config file's folder: it stays at the root.
  const file = moved
    ? join(repoRoot, `.firebase.emulators.${String(moved.offset)}.json`)
    : emulatorConfigFile;
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
