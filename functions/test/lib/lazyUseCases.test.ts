import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contracts, type CallableName } from '../../src/domain/api/contracts.js';
import type { UseCase } from '../../src/lib/useCase.js';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** Imports that load with a module (not `import type`, not `import()`), as written in the TypeScript source. */
const STATIC_IMPORT =
  /^(?:import|export)\s(?!type\s)[^;]*?\bfrom\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;

/** The source files the functions entry loads when it is imported, relative to src/. */
function entryFiles(): string[] {
  const seen = new Set<string>();
  const pending = [resolve(src, 'index.ts')];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
    }
  }
  return [...seen].map((file) => relative(src, file));
}

describe('the functions entry', () => {
  it("loads no callable's schemas, handler or services: each loads on the callable's first call", () => {
    const files = entryFiles();
    expect(files).toContain('callables/listVisits.ts');
    expect(
      files.filter((file) => file.startsWith('domain/api/') || file.startsWith('callables/impl/')),
    ).toEqual([]);
  });
});

describe("each callable's use case", () => {
  it.each(Object.keys(contracts) as CallableName[])('%s parses with its contract', async (name) => {
    const { useCase } = (await import(`../../src/callables/impl/${name}.ts`)) as {
      useCase: UseCase<never, never>;
    };
    expect(useCase.contract.input).toBe(contracts[name].input);
    expect(useCase.contract.output).toBe(contracts[name].output);
  });
});
