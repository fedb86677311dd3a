import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkSizeBudgets } from './bundle/checkSizeBudgets.js';
import { chromiumMissingMessage } from './stack/chromium.js';
import { repoRoot } from './stack/paths.js';
import { assertDeployNode } from './stack/nodeVersion.js';
import { run, runPrefixed } from './stack/processes.js';
import { startStack, type Stack } from './stack/stack.js';
import { movedStackOffsets } from './stack/portOffsets.js';
import { stackDataDir } from './stack/stackDataDir.js';
import { warmCallables } from './stack/warmCallables.js';
import { countResults, noCounts } from './test/results.js';
import { StageClock } from './test/stages.js';
import { allOf, errorText, throwFailures } from './test/failures.js';
import { runE2eShard, signInPhase } from './test/e2eShard.js';

/**
 * `npm test`: two lanes side by side, ESLint, the unit, component and deploy-shape tests and the size
 * budgets in one; the typecheck, Prettier and the dead-code check (knip), one local stack and the
 * integration tests in the other; then the end-to-end suite against that stack.
 */
const resultsDir = join(repoRoot, '.test-results');
const skipE2e = process.env.SKIP_E2E === '1';
/**
 * E2E_SHARDS=2 splits the end-to-end specs in shards run at once, each against a stack of its own (its
 * own ports, Store and accounts), so no spec sees another's writes. On 2 cores the two stacks' cold
 * function starts and load made timing-sensitive specs flaky, so one shard is the default.
 */
const e2eShards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1) || 1);
const SHARD_PORT_STEP = movedStackOffsets.e2eShardStep;
const totals = noCounts();
const started = Date.now();
const clock = new StageClock(started);
/**
 * The environment before any stack started: starting one sets the Auth emulator's host (and the image
 * host's URL) in this process, which the unit tests, run beside the stack, must not see.
 */
const baseEnv: NodeJS.ProcessEnv = { ...process.env };

function add(file: string): void {
  const counts = countResults(join(resultsDir, file));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  totals.flaky.push(...counts.flaky);
}

async function vitest(projects: readonly string[], file: string, env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(
      'npx',
      [
        'vitest',
        'run',
        ...projects.map((project) => `--project=${project}`),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=.test-results/${file}`,
      ],
      { cwd: repoRoot, env },
    );
  } finally {
    add(file);
  }
}

const dataDirs: string[] = [];
const stacks: Stack[] = [];

async function startShardStack(index: number): Promise<Stack> {
  const dataDir = stackDataDir();
  dataDirs.push(dataDir);
  const stack = await startStack({
    dataDir,
    web: 'hosting',
    persistAuth: false,
    verbose: false,
    portOffset: index * SHARD_PORT_STEP,
    // The first stack built the functions; the others serve that same build.
    buildFunctions: index === 0,
    // The lane's typecheck passed before any stack starts.
    typechecked: true,
  });
  stacks.push(stack);
  // The first stack is warmed by the integration tests; the others by a call to each function.
  if (index > 0) await warmCallables(stack.functionsUrl);
  return stack;
}

/** An npm script, its output lines prefixed. */
function script(prefix: string, name: string): Promise<void> {
  return runPrefixed(prefix, 'npm', ['run', name, '--silent'], { cwd: repoRoot, env: baseEnv });
}

/** Where npm test builds the web app for production, apart from the stack's build in web/dist. */
const sizeBuild = 'dist-size';

/**
 * ESLint (one process), the unit, component and deploy-shape tests (one vitest run, a worker per core,
 * no stack), then the production build's first-load JS against its budgets.
 */
function lintAndUnitLane(): Promise<void> {
  const lane = 'lint, unit';
  return allOf([
    () => clock.run(lane, 'Lint (ESLint)', () => script('[eslint]', 'lint:code')),
    // One run: the projects' files share the workers, so no core waits for another project's last file.
    () =>
      clock.run(lane, 'Unit, component and deploy shape tests (functions/ installed and loaded alone)', () =>
        vitest(['unit', 'unit-own-process', 'web', 'web-blobs', 'deploy'], 'unit.json', baseEnv),
      ),
    () =>
      clock.run(
        lane,
        `Production web build (web/${sizeBuild}), each route's first-load JS against web/size-budgets.json`,
        async () => {
          const args = ['--logLevel', 'warn', '--outDir', sizeBuild, '--emptyOutDir'];
          await run('npm', ['run', 'build', '-w', 'web', '--', ...args], { cwd: repoRoot });
          // Measured in Chromium, which SKIP_E2E=1 allows to be missing.
          if (chromiumMissingMessage()) console.log('Skipped: no Chromium to measure in.');
          else await checkSizeBudgets(join(repoRoot, 'web', sizeBuild));
        },
      ),
  ]);
}

/** The stacks the browser tests run on, the first one first. */
type Shards = [Stack, ...Stack[]];

/**
 * The typecheck, Prettier and knip, the stack (which builds the functions and the web app for the
 * emulators), then the integration tests and the browser tests' sign-ins against it: much of it waits on
 * processes starting (the emulators, a function's first call), which the other lane fills. A failed check
 * stops the lane: no stack is started for code that does not typecheck.
 */
async function stackLane(shardCount: number): Promise<Shards> {
  const lane = 'checks, stack';
  // One process each, beside ESLint in the other lane.
  throwFailures(
    await Promise.allSettled([
      clock.run(lane, 'Typecheck (tsc, each project)', () => script('[typecheck]', 'typecheck')),
      clock.run(lane, 'Formatting (Prettier)', () => script('[prettier]', 'lint:format')),
      clock.run(lane, 'Unused files and exports (knip)', () => script('[knip]', 'lint:dead')),
    ]),
  );
  const first = await clock.run(lane, 'Starting the local stack', () => startShardStack(0));
  return clock.run(
    lane,
    shardCount > 1
      ? `Integration tests (Functions and Auth emulators) and the browser tests' sign-ins, while ${String(shardCount - 1)} more stack(s) start`
      : "Integration tests (Functions and Auth emulators) and the browser tests' sign-ins",
    async () => {
      const others = Promise.all(
        Array.from({ length: shardCount - 1 }, (_, index) => startShardStack(index + 1)),
      );
      // Awaited below; a failure to start is reported there, after the integration tests.
      others.catch(() => undefined);
      // The browser tests' sign-ins are made meanwhile: both mostly wait on the emulators.
      const firstSignIns = skipE2e ? Promise.resolve() : signInPhase(first, 0, shardCount, add);
      firstSignIns.catch(() => undefined);
      try {
        await vitest(['integration'], 'integration.json', {
          ...baseEnv,
          FUNCTIONS_URL: first.functionsUrl,
          FIREBASE_AUTH_EMULATOR_HOST: first.authEmulatorHost,
          FIELD_TRACKER_DATA_DIR: first.storeDir,
          IMAGE_HOST_URL: first.imageHostUrl,
        });
      } finally {
        await others.catch(() => undefined);
      }
      await firstSignIns;
      const shards: Shards = [first, ...(await others)];
      return shards;
    },
  );
}

async function main(): Promise<void> {
  rmSync(resultsDir, { recursive: true, force: true });
  console.log(`Node ${process.version} (${process.execPath})`);
  assertDeployNode();
  const browserProblem = skipE2e ? undefined : chromiumMissingMessage();
  if (browserProblem) throw new Error(browserProblem);

  await testLanes();
}

/**
 * The tests: two lanes at once (on 2 cores each alone left a core idle for part of its time, and they
 * fill each other's gaps), then the browser tests against the stack (stopped when npm test ends).
 */
async function testLanes(): Promise<void> {
  const shardCount = skipE2e ? 1 : e2eShards;
  const [units, stackOutcome] = await Promise.allSettled([lintAndUnitLane(), stackLane(shardCount)]);
  throwFailures([units, stackOutcome]);
  if (stackOutcome.status === 'rejected') return; // never: thrown just above (narrows the type)
  if (skipE2e) {
    console.log('\nEnd-to-end tests skipped on purpose (SKIP_E2E=1).');
    return;
  }
  await browserTests(stackOutcome.value);
}

async function browserTests(shards: Shards): Promise<void> {
  // The integration tests call most functions, not all: a function's first call on the emulator is
  // a cold start (25 s on a loaded 2-core machine), past the browser tests' waits.
  await clock.run('e2e', 'A first call to each function', () => warmCallables(shards[0].functionsUrl));
  const outcomes = await clock.run(
    'e2e',
    `End-to-end tests (Playwright, system Chromium, ${String(shards.length)} shard(s) at once, ` +
      `${process.env.E2E_WORKERS ?? '2'} spec files at a time in each)`,
    () =>
      Promise.allSettled(
        shards.map(async (stack, index) => {
          if (index > 0) await signInPhase(stack, index, shards.length, add);
          await runE2eShard(stack, index, shards.length, add);
        }),
      ),
  );
  throwFailures(outcomes);
}

async function stopStacks(): Promise<void> {
  await Promise.all(stacks.splice(0).map((stack) => stack.stop()));
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true });
}

try {
  await main();
} catch (error) {
  console.error(`\n${errorText(error)}`);
  process.exitCode = 1;
} finally {
  await stopStacks();
  console.log(`\nStage times (lanes ran side by side):\n${clock.summary().join('\n')}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\nTotal time ${seconds}s`);
  if (totals.flaky.length > 0) {
    console.log(`\nFlaky (failed, then passed on the retry):\n  ${totals.flaky.join('\n  ')}`);
  }
  const flaky = totals.flaky.length > 0 ? ` (${String(totals.flaky.length)} flaky)` : '';
  console.log(
    `${String(totals.passed)} passed${flaky}, ${String(totals.failed)} failed, ${String(totals.skipped)} skipped`,
  );
  if (totals.failed > 0) process.exitCode = 1;
}
