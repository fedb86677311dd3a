import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../stack/paths.js';
import { entryFrameworkImports } from './entryFrameworkImports.js';

const RUNS = 9;
/** The entry may cost this much more than the framework it is built on. */
const TARGET_RATIO = 1.3;

const functionsDir = join(repoRoot, 'functions');

/** Milliseconds to import `specifiers` in a fresh Node process (a cold start), resolved from functions/. */
function importTime(specifiers: string[]): number {
  const imports = specifiers.map((specifier) => `import(${JSON.stringify(specifier)})`).join(', ');
  const script = `const t = performance.now(); await Promise.all([${imports}]); console.log(performance.now() - t);`;
  return Number(
    execFileSync('node', ['--input-type=module', '-e', script], {
      cwd: functionsDir,
      encoding: 'utf8',
    }).trim(),
  );
}

function median(samples: number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;
}

/**
 * The built functions entry's import beside the framework modules it loads (firebase-functions,
 * firebase-admin, zod) alone, each run in fresh processes taken in turn, so that both see the same
 * machine: the ratio is what the functions' own code adds to every cold start.
 */
export function benchFunctionsImport(): void {
  const entry = join(functionsDir, 'lib', 'index.js');
  const framework = entryFrameworkImports(entry);
  const entryRuns: number[] = [];
  const frameworkRuns: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    entryRuns.push(importTime([entry]));
    frameworkRuns.push(importTime(framework));
  }
  const [entryMs, frameworkMs] = [median(entryRuns), median(frameworkRuns)];
  const ratio = entryMs / frameworkMs;
  console.log(
    `functions entry import: median ${entryMs.toFixed(0)} ms, its framework alone ${frameworkMs.toFixed(0)} ms ` +
      `(${framework.join(', ')}) over ${String(RUNS)} fresh processes each: ${ratio.toFixed(2)}x ` +
      `(target <= ${TARGET_RATIO.toFixed(1)}x)`,
  );
}
