import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSizeBudgets } from './bundle/checkSizeBudgets.js';
import { chromiumMissingMessage } from './stack/chromium.js';
import { repoRoot } from './stack/paths.js';
import { assertDeployNode } from './stack/nodeVersion.js';
import { run, runPrefixed } from './stack/processes.js';
import { startStack, type Stack } from './stack/stack.js';
import { movedStackOffsets } from './stack/portOffsets.js';
import { warmCallables } from './stack/warmCallables.js';
import { countResults, noCounts } from './test/results.js';
import { StageClock } from './test/stages.js';

/**
 * `npm test`: two lanes side by side, the static checks then the unit, component and deploy-shape tests
 * in one, the typecheck, the build and one local stack with the integration tests in the other; then
 * the end-to-end suite against that stack.
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
  const dataDir = mkdtempSync(join(tmpdir(), 'field-tracker-stack-'));
  dataDirs.push(dataDir);
  const stack = await startStack({
    dataDir,
    web: 'hosting',
    persistAuth: false,
    verbose: false,
    portOffset: index * SHARD_PORT_STEP,
    // The first stack built the functions; the others serve that same build.
    buildFunctions: index === 0,
  });
  stacks.push(stack);
  // The first stack is warmed by the integration tests; the others by a call to each function.
  if (index > 0) await warmCallables(stack.functionsUrl);
  return stack;
}

/**
 * The checks and the unit tests: about one core's work (ESLint is one process; vitest's two workers
 * share the machine with the other lane), all without a stack.
 */
async function checksAndUnitsLane(): Promise<void> {
  const lane = 'checks';
  await clock.run(lane, 'Formatting (Prettier)', () =>
    runPrefixed('[prettier]', 'npm', ['run', 'lint:format', '--silent'], { cwd: repoRoot, env: baseEnv }),
  );
  await clock.run(lane, 'Lint (ESLint)', () =>
    runPrefixed('[eslint]', 'npm', ['run', 'lint:code', '--silent'], { cwd: repoRoot, env: baseEnv }),
  );
  // One run: the projects' files share the workers, so no core waits for another project's last file.
  await clock.run(
    lane,
    'Unit, component and deploy shape tests (functions/ installed and loaded alone)',
    () => vitest(['unit', 'unit-own-process', 'web', 'web-blobs', 'deploy'], 'unit.json', baseEnv),
  );
}

/**
 * The typecheck, the build and the stack, then the integration tests and the browser tests' sign-ins
 * against it: much of it waits on processes starting (the emulators, a function's first call), which
 * the other lane's work fills.
 */
/** The stacks the browser tests run on, the first one first. */
type Shards = [Stack, ...Stack[]];

async function stackLane(shardCount: number): Promise<Shards> {
  const lane = 'stack';
  await clock.run(lane, 'Typecheck (tsc, each project)', () =>
    runPrefixed('[typecheck]', 'npm', ['run', 'typecheck', '--silent'], { cwd: repoRoot, env: baseEnv }),
  );
  await clock.run(
    lane,
    'Web build, and the first-load JS of each route against web/size-budgets.json',
    async () => {
      await run('npm', ['run', 'build', '-w', 'web', '--', '--logLevel', 'warn'], { cwd: repoRoot });
      // Measured in Chromium, which SKIP_E2E=1 allows to be missing.
      if (chromiumMissingMessage()) console.log('Skipped: no Chromium to measure in.');
      else await checkSizeBudgets();
    },
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
      const firstSignIns = skipE2e ? Promise.resolve() : signInPhase(first, 0, shardCount);
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

  // Two lanes at once: on 2 cores each stage alone left a core idle for part of its time (ESLint and
  // the emulators' starts are one process each), and the lanes fill each other's gaps.
  const shardCount = skipE2e ? 1 : e2eShards;
  const [checks, stackOutcome] = await Promise.allSettled([checksAndUnitsLane(), stackLane(shardCount)]);
  if (stackOutcome.status === 'rejected') throw stackOutcome.reason;
  if (checks.status === 'rejected') throw checks.reason;
  if (skipE2e) {
    console.log('\nEnd-to-end tests skipped on purpose (SKIP_E2E=1).');
    return;
  }
  const shards = stackOutcome.value;
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
          if (index > 0) await signInPhase(stack, index, shards.length);
          await runE2eShard(stack, index, shards.length);
        }),
      ),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

interface E2ePhase {
  prefix: string;
  /** Names the phase's JSON report (e2e{results}.json). */
  results: string;
  args: string[];
}

const shardName = (index: number, count: number) => (count === 1 ? '' : `-${String(index + 1)}`);

/** Runs one Playwright phase against a shard's stack and counts its results, whatever its outcome. */
async function runE2ePhase(stack: Stack, index: number, count: number, phase: E2ePhase): Promise<void> {
  try {
    await runPrefixed(
      phase.prefix,
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...phase.args],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          E2E_BASE_URL: stack.webUrl,
          FIELD_TRACKER_DATA_DIR: stack.storeDir,
          FIELD_TRACKER_PORT_OFFSET: String(index * SHARD_PORT_STEP),
          E2E_SHARD_NAME: phase.results,
          // The sign-ins this shard's sign-in phase saved, which every phase of the shard restores.
          E2E_SIGN_INS: shardName(index, count),
        },
      },
    );
  } finally {
    add(`e2e${phase.results}.json`);
  }
}

/**
 * Signs each demo account in once through its login form on a shard's stack and saves it
 * (e2e/tests/signIn.setup.ts); the first shard's runs beside the integration tests.
 */
function signInPhase(stack: Stack, index: number, count: number): Promise<void> {
  const label = `${String(index + 1)}/${String(count)}`;
  const results = `${shardName(index, count)}-sign-in`;
  return runE2ePhase(stack, index, count, {
    prefix: `[e2e ${label} sign-in]`,
    results,
    args: ['--project=sign-in'],
  });
}

/**
 * One shard of the Playwright suite against its own stack, signed in beforehand (signInPhase), in two
 * phases: the spec files two at a time, then the @solo tests alone, one at a time. Both phases run, and
 * their results are counted, whatever the other's outcome.
 */
async function runE2eShard(stack: Stack, index: number, count: number): Promise<void> {
  const name = shardName(index, count);
  const label = `${String(index + 1)}/${String(count)}`;
  const shard = `--shard=${label}`;
  const phases: E2ePhase[] = [
    {
      prefix: `[e2e ${label}]`,
      results: name,
      args: ['--project=phone', '--project=desktop', shard, '--no-deps'],
    },
    {
      prefix: `[e2e ${label} solo]`,
      results: `${name}-solo`,
      args: ['--project=phone-solo', '--project=desktop-solo', '--workers=1', shard, '--no-deps'],
    },
  ];
  const outcomes: PromiseSettledResult<void>[] = [];
  for (const phase of phases) {
    const [outcome] = await Promise.allSettled([runE2ePhase(stack, index, count, phase)]);
    outcomes.push(outcome);
  }
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

try {
  await main();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await Promise.all(stacks.map((stack) => stack.stop()));
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
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
