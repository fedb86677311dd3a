import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../stack/paths.js';

const RUNS = 9;

/** Median time to import the built functions entry, each run in a fresh Node process (a cold start). */
export function benchFunctionsImport(): void {
  const entry = join(repoRoot, 'functions', 'lib', 'index.js');
  const script = `const t = performance.now(); await import(${JSON.stringify(entry)}); console.log(performance.now() - t);`;
  const samples = Array.from({ length: RUNS }, () =>
    Number(execFileSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()),
  ).sort((a, b) => a - b);
  const median = samples[Math.floor(RUNS / 2)] ?? Number.NaN;
  console.log(
    `functions entry import: median ${median.toFixed(0)} ms over ${String(RUNS)} fresh processes ` +
      `(min ${(samples[0] ?? 0).toFixed(0)}, max ${(samples[RUNS - 1] ?? 0).toFixed(0)}; target < 400 ms)`,
  );
}
