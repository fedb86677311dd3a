import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { chromium } from '@playwright/test';
import ts from 'typescript';
import { planPath } from '../../functions/src/domain/day/plan/planPath.js';
import { chromiumArgs, chromiumMissingMessage, chromiumPath } from '../stack/chromium.js';
import { repoRoot } from '../stack/paths.js';
import { gzipOf, kb, readManifest, staticClosure } from './buildManifest.js';
import { serveStatic } from './staticServer.js';

const PLANNER = join(repoRoot, 'functions/src/domain/day/plan/planPath.ts');
const DOMAIN = join(repoRoot, 'functions/src/domain');
const PLAN_CHUNK = 'src/features/followUps/plan/PlanToday.tsx';
const DUE_PAGE = 'src/features/followUps/DuePage.tsx';
const CPU_THROTTLE = 4;
const RUNS = 20;
const targets = [
  { stops: 10, targetMs: 20 },
  { stops: 25, targetMs: 50 },
];

/**
 * The planner's modules as the browser runs them: each TypeScript file of its import closure compiled
 * alone to JavaScript, under the same relative paths (the imports already name `.js` files).
 */
function writePlannerModules(root: string): void {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const out = join(root, 'assets', relative(DOMAIN, file).replace(/\.ts$/, '.js'));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, outputText);
    for (const [, specifier] of source.matchAll(/from '(\.[^']+)\.js'/g))
      visit(join(dirname(file), `${specifier ?? ''}.ts`));
  };
  visit(PLANNER);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>planner</title>');
}

/** The same sets planned in Node (the bench's own process): the figure without a phone's CPU. */
function nodeMedianMs(stops: number): number {
  let seed = stops;
  const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const point = () => ({ latitude: 18.4 + next() * 0.25, longitude: 73.75 + next() * 0.25 });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = point();
    const set = Array.from({ length: stops }, point);
    const began = performance.now();
    planPath(start, set);
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN;
}

/** Plans RUNS fixed sets of `stops` stops around Pune in the page; each plan's time in ms, first first. */
const timePlans = (stops: number) => `(async () => {
  const { planPath } = await import('/assets/day/plan/planPath.js');
  let seed = ${String(stops)};
  const next = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const point = () => ({ latitude: 18.4 + next() * 0.25, longitude: 73.75 + next() * 0.25 });
  const times = [];
  for (let run = 0; run < ${String(RUNS)}; run += 1) {
    const start = point();
    const set = Array.from({ length: ${String(stops)} }, point);
    const began = performance.now();
    planPath(start, set);
    times.push(performance.now() - began);
  }
  return times;
})()`;

async function benchPlannerTime(): Promise<void> {
  const missing = chromiumMissingMessage();
  if (missing) {
    console.log(`Plan today's planner: skipped (${missing})`);
    return;
  }
  const root = mkdtempSync(join(tmpdir(), 'field-tracker-planner-'));
  writePlannerModules(root);
  const { url, server } = await serveStatic(root);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const { stops, targetMs } of targets) {
      // A fresh page each time: its first plan is as cold as a phone's first tap.
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
      await page.goto(url);
      const times = await page.evaluate<number[]>(timePlans(stops));
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
      const worst = sorted[sorted.length - 1] ?? Number.NaN;
      console.log(
        `Plan today's planner, ${String(stops)} stops (${stops <= 10 ? 'exact' : '2-opt'}) in Chromium, CPU throttled ${String(CPU_THROTTLE)}x: ` +
          `median ${median.toFixed(1)} ms over ${String(RUNS)} sets (the first, its code not yet optimised, ${(times[0] ?? Number.NaN).toFixed(1)}; max ${worst.toFixed(1)}); ` +
          `target <= ${String(targetMs)} ms${median > targetMs ? ' (OVER)' : ''}; in Node unthrottled, median ${nodeMedianMs(stops).toFixed(1)} ms`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Plan today's chunk in the production build (run after it): its gzip size, which chunks load it (the
 * Due page's, by a dynamic import) and whether any route's first load carries it.
 */
function benchPlanChunk(): void {
  const manifest = readManifest();
  const plan = manifest?.[PLAN_CHUNK];
  if (!manifest || !plan) {
    console.log('Plan today chunk: not found in web/dist/.vite/manifest.json');
    return;
  }
  const css = (plan.css ?? []).reduce((sum, file) => sum + gzipOf(file), 0);
  const own = [plan.file, ...(plan.imports ?? []).map((name) => manifest[name]?.file ?? '')];
  const loaders = Object.entries(manifest)
    .filter(([, chunk]) => (chunk.dynamicImports ?? []).includes(PLAN_CHUNK))
    .map(([name]) => name);
  const carrying = Object.entries(manifest)
    .filter(
      ([name, chunk]) => name !== PLAN_CHUNK && (chunk.isEntry === true || chunk.isDynamicEntry === true),
    )
    .filter(([name]) => staticClosure(manifest, name).has(PLAN_CHUNK))
    .map(([name]) => name);
  const onlyDue = loaders.length === 1 && loaders[0] === DUE_PAGE;
  console.log(
    `Plan today chunk (gzip): ${kb(gzipOf(plan.file))} JS + ${kb(css)} CSS (${plan.file}; static imports ${String(own.length - 1)}); ` +
      `loaded by: ${loaders.join(', ') || 'nothing'}${onlyDue ? ' (the Due page only)' : ' (NOT the Due page alone)'}; ` +
      `in a route's first load: ${carrying.length === 0 ? 'no' : `YES (${carrying.join(', ')})`}`,
  );
}

/** Plan today: the planner's time on a throttled phone-like CPU, and its chunk. */
export async function benchPlanToday(): Promise<void> {
  benchPlanChunk();
  await benchPlannerTime();
}
