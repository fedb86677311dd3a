import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const root = new URL('../../../', import.meta.url);
const headerRule = z.object({
  source: z.string(),
  headers: z.array(z.object({ key: z.string(), value: z.string() })),
});
const rewriteRule = z.object({ source: z.string(), destination: z.string() });
const hosting = z
  .object({
    hosting: z.object({
      ignore: z.array(z.string()),
      headers: z.array(headerRule),
      rewrites: z.array(rewriteRule),
    }),
  })
  .parse(JSON.parse(readFileSync(new URL('firebase.json', root), 'utf8'))).hosting;

/** How the Hosting emulator (superstatic, in firebase-tools) matches a glob to a path. */
const { configMatcher } = createRequire(import.meta.url)('superstatic/lib/utils/patterns.js') as {
  configMatcher: (path: string, rule: { source: string }) => boolean;
};

/** The headers a path gets: every matching rule in order, a later rule overriding an earlier one. */
function headersFor(path: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of hosting.headers) {
    if (configMatcher(path, rule))
      for (const { key, value } of rule.headers) result.set(key.toLowerCase(), value);
  }
  return result;
}

/** Where a path no file answers is rewritten to (the first matching rule), or undefined: a 404. */
function rewriteFor(path: string): string | undefined {
  return hosting.rewrites.find((rule) => configMatcher(path, rule))?.destination;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The CSS sonner injects as a <style> element at load: the CSP allows exactly that by its hash. */
function sonnerStyleHash(): string {
  const entry = createRequire(new URL('web/package.json', root)).resolve('sonner');
  const source = readFileSync(entry.replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('sonner no longer injects its CSS with __insertCSS: check the CSP style-src');
  const css = z.string().parse(JSON.parse(literal));
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

describe('firebase.json hosting headers', () => {
  const page = headersFor('/sales');
  const csp = directives(page.get('content-security-policy') ?? '');

  it('serves a Content-Security-Policy on every page that allows only what the app uses', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // WebAssembly for the bill reader (issue 48); still no inline or evaluated script.
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // Sonner appends its <style> empty, then fills it: both states are judged.
    const empty = `'sha256-${createHash('sha256').update('').digest('base64')}'`;
    expect(csp.get('style-src')).toEqual(["'self'", empty, sonnerStyleHash()]);
    // The place page's map draws OpenStreetMap's tiles, the default VITE_MAP_TILE_URL.
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://res.cloudinary.com',
      'https://tile.openstreetmap.org',
    ]);
    expect(csp.get('connect-src')?.sort()).toEqual(
      [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://*.cloudfunctions.net',
        'https://api.cloudinary.com',
        'https://res.cloudinary.com',
      ].sort(),
    );
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // 'wasm-unsafe-eval' compiles WebAssembly only (the bill reader); 'unsafe-inline' and 'unsafe-eval' never.
    expect(page.get('content-security-policy')?.replace("'wasm-unsafe-eval'", '')).not.toMatch(
      /unsafe-|\*(?!\.cloudfunctions\.net)/,
    );
    // Loopback hosts belong to the local stack's copy (scripts/stack/emulatorConfig.ts), not production.
    expect(page.get('content-security-policy')).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('refuses to be framed', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.get('x-frame-options')).toBe('DENY');
  });

  it('sends nosniff, a referrer policy and a permissions policy that allows the camera and a visit’s location reading for the app only', () => {
    expect(page.get('x-content-type-options')).toBe('nosniff');
    expect(page.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = page.get('permissions-policy')?.split(/,\s*/) ?? [];
    expect(permissions).toEqual(expect.arrayContaining(['camera=(self)', 'geolocation=(self)']));
    expect(permissions).toContain('microphone=()');
  });

  it('makes the browser revalidate index.html, deep links and the chunks', () => {
    expect(headersFor('/index.html').get('cache-control')).toBe('no-cache');
    expect(headersFor('/').get('cache-control')).toBe('no-cache');
    expect(page.get('cache-control')).toBe('no-cache');
    // Headers follow the path, not the file: a lasting rule on /assets/ would cache its 404s too (a
    // rollback bringing the name back would then stay broken); the service worker keeps the chunks.
    expect(headersFor('/assets/index-abc123.js').get('cache-control')).toBe('no-cache');
    expect(headersFor('/assets/missing.js').get('cache-control')).not.toMatch(/immutable|max-age/);
    expect(headersFor('/assets/index-abc123.js').get('content-security-policy')).toBeDefined();
  });

  it('serves the app’s page for routes only: a missing file under /assets/ is a 404', () => {
    for (const route of ['/', '/sales', '/home', '/places/abc', '/review/spends/x.y']) {
      expect(rewriteFor(route), route).toBe('/index.html');
    }
    for (const file of ['/assets/missing.js', '/assets/index-abc123.css', '/assets/deep/x.js']) {
      expect(rewriteFor(file), file).toBeUndefined();
    }
  });

  it('makes the browser check the service worker script on every update check', () => {
    expect(headersFor('/sw.js').get('cache-control')).toBe('no-cache');
    expect(hosting.headers.some((rule) => rule.source === '/sw.js')).toBe(true);
    // The reminder's handlers, which the worker imports: a deploy that changes them is found too.
    expect(headersFor('/push-sw.js').get('cache-control')).toBe('no-cache');
  });

  it('does not deploy source maps', () => {
    expect(hosting.ignore).toContain('**/*.map');
    for (const map of ['assets/index-abc123.js.map', 'assets/deep/x.css.map', 'sw.js.map']) {
      expect(
        hosting.ignore.some((source) => configMatcher(map, { source })),
        map,
      ).toBe(true);
    }
    const viteConfig = readFileSync(new URL('web/vite.config.ts', root), 'utf8');
    expect(viteConfig).toMatch(/sourcemap: mode === 'emulator' \? false : 'hidden'/);
  });
});
