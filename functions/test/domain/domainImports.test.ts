import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The domain folder holds what both sides need (schemas, rules, messages the server sends); text and
 * helpers only the web app uses live in web/src. A domain module counts as shared when the server
 * side reaches it: code under functions/src or scripts imports it, or a shared domain module does.
 * Tests (functions/test, e2e, *.test.ts) do not count: a test follows the module it tests. A module
 * imported by web/src alone (or by nothing) belongs in web/src.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const domainRoot = join(root, 'functions/src/domain');
const serverSides = ['functions/src', 'scripts'];
const tests = /\.(test|spec)\.tsx?$|\/test\//;
const sources = /\.(ts|tsx)$/;

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return sources.test(name) ? [path] : [];
  });
}

/** Every module specifier a file names: static imports, re-exports, dynamic imports, vi.mock. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g);
  return [...found].map((match) => match[1] ?? '');
}

/** The domain module a specifier names, if any. */
function domainModule(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('@domain/')) target = join(domainRoot, specifier.slice('@domain/'.length));
  else if (specifier.startsWith('.')) target = resolve(dirname(from), specifier);
  else return undefined;
  const base = target.replace(/\.js$/, '');
  const module = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path));
  return module && !relative(domainRoot, module).startsWith('..') ? module : undefined;
}

function importsOf(file: string): string[] {
  return specifiers(file).flatMap((specifier) => domainModule(file, specifier) ?? []);
}

describe('the domain folder', () => {
  it('holds only modules the server side uses (web-only text and helpers live in web/src)', () => {
    const domain = filesUnder(domainRoot);
    const inDomain = new Set(domain);
    const shared = new Set<string>();
    const reach = (module: string) => {
      if (shared.has(module)) return;
      shared.add(module);
      importsOf(module).forEach(reach);
    };
    serverSides
      .flatMap((side) => filesUnder(join(root, side)))
      .filter((file) => !inDomain.has(file) && !tests.test(relative(root, file)))
      .flatMap(importsOf)
      .forEach(reach);
    const webOnly = domain.filter((module) => !shared.has(module)).map((module) => relative(root, module));
    expect(webOnly).toEqual([]);
  });
});
