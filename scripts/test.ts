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

/**
 * `npm test`: static checks, unit and component tests, the deploy shape, then the integration and
 * end-to-end suites against one local stack started for the whole run.
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

/** Each stage's title and when it started, for the summary at the end. */
const stages: { title: string; at: number }[] = [];

function step(title: string): void {
  stages.push({ title, at: Date.now() });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n=== ${title} (t+${seconds}s) ===`);
}

/** How long each stage took, printed at the end whatever the outcome. */
function printStageTimes(): void {
  console.log('\nStage times:');
  stages.forEach((stage, index) => {
    const end = stages[index + 1]?.at ?? Date.now();
    console.log(`  ${String(Math.round((end - stage.at) / 1000)).padStart(5)} s  ${stage.title}`);
  });
}

function add(file: string): void {
  const counts = countResults(join(resultsDir, file));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  totals.flaky.push(...counts.flaky);
}

async function vitest(
  projects: readonly string[],
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
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

async function main(): Promise<void> {
  rmSync(resultsDir, { recursive: true, force: true });
  console.log(`Node ${process.version} (${process.execPath})`);
  assertDeployNode();
  const browserProblem = skipE2e ? undefined : chromiumMissingMessage();
  if (browserProblem) throw new Error(browserProblem);

  // Each is one process on one core: on 2 cores they take the time of the longer alone.
  step('Lint and typecheck, at once (lines start [lint] or [typecheck])');
  const checks = await Promise.allSettled([
    runPrefixed('[lint]', 'npm', ['run', 'lint'], { cwd: repoRoot }),
    runPrefixed('[typecheck]', 'npm', ['run', 'typecheck'], { cwd: repoRoot }),
  ]);
  const failedCheck = checks.find((check) => check.status === 'rejected');
  if (failedCheck) throw failedCheck.reason;
  // One run: the projects' files share the workers, so no core waits for another project's last file.
  step('Unit, component and deploy shape tests (functions/ installed and loaded alone), in one run');
  await vitest(['unit', 'unit-own-process', 'web', 'web-blobs', 'deploy'], 'unit.json');
  step('Web build, and the first-load JS of each route against web/size-budgets.json');
  await run('npm', ['run', 'build', '-w', 'web', '--', '--logLevel', 'warn'], { cwd: repoRoot });
  // Measured in Chromium, which SKIP_E2E=1 allows to be missing.
  if (chromiumMissingMessage()) console.log('Skipped: no Chromium to measure in.');
  else await checkSizeBudgets();

  step('Starting the local stack');
  const dataDirs: string[] = [];
  const stacks: Stack[] = [];
  const startShardStack = async (index: number): Promise<Stack> => {
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
  };
  try {
    const first = await startShardStack(0);
    const shardCount = skipE2e ? 1 : e2eShards;
    step(
      shardCount > 1
        ? `Integration tests (Functions and Auth emulators) and the browser tests' sign-ins, while ${String(shardCount - 1)} more stack(s) start`
        : "Integration tests (Functions and Auth emulators) and the browser tests' sign-ins",
    );
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
        ...process.env,
        FUNCTIONS_URL: first.functionsUrl,
        FIREBASE_AUTH_EMULATOR_HOST: first.authEmulatorHost,
        FIELD_TRACKER_DATA_DIR: first.storeDir,
        IMAGE_HOST_URL: first.imageHostUrl,
      });
    } finally {
      await others.catch(() => undefined);
    }
    await firstSignIns;
    if (skipE2e) {
      console.log('\nEnd-to-end tests skipped on purpose (SKIP_E2E=1).');
    } else {
      const shards = [first, ...(await others)];
      // The integration tests call most functions, not all: a function's first call on the emulator is
      // a cold start (25 s on a loaded 2-core machine), past the browser tests' waits.
      await warmCallables(first.functionsUrl);
      step(
        `End-to-end tests (Playwright, system Chromium, ${String(shards.length)} shard(s) at once, ` +
          `${process.env.E2E_WORKERS ?? '2'} spec files at a time in each)`,
      );
      const outcomes = await Promise.allSettled(
        shards.map(async (stack, index) => {
          if (index > 0) await signInPhase(stack, index, shards.length);
          await runE2eShard(stack, index, shards.length);
        }),
      );
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    }
  } finally {
    await Promise.all(stacks.map((stack) => stack.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
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
  printStageTimes();
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
