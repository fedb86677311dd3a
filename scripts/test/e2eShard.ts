/**
 * npm test's end-to-end shards: each signs its demo accounts in, then runs the Playwright suite against
 * its own stack; every phase's report is counted, whatever its outcome.
 */
import { repoRoot } from '../stack/paths.js';
import { runPrefixed } from '../stack/processes.js';
import { movedStackOffsets } from '../stack/portOffsets.js';
import type { Stack } from '../stack/stack.js';
import { allOf } from './failures.js';

/** Counts a phase's JSON report (e2e{results}.json in .test-results/) into npm test's totals. */
type CountReport = (file: string) => void;

const SHARD_PORT_STEP = movedStackOffsets.e2eShardStep;

interface E2ePhase {
  prefix: string;
  /** Names the phase's JSON report (e2e{results}.json). */
  results: string;
  args: string[];
}

const shardName = (index: number, count: number) => (count === 1 ? '' : `-${String(index + 1)}`);

/** Runs one Playwright phase against a shard's stack and counts its results, whatever its outcome. */
async function runE2ePhase(
  stack: Stack,
  index: number,
  count: number,
  phase: E2ePhase,
  add: CountReport,
): Promise<void> {
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
export function signInPhase(stack: Stack, index: number, count: number, add: CountReport): Promise<void> {
  const label = `${String(index + 1)}/${String(count)}`;
  const results = `${shardName(index, count)}-sign-in`;
  return runE2ePhase(
    stack,
    index,
    count,
    {
      prefix: `[e2e ${label} sign-in]`,
      results,
      args: ['--project=sign-in'],
    },
    add,
  );
}

/**
 * One shard of the Playwright suite against its own stack, signed in beforehand (signInPhase), in two
 * phases: the spec files two at a time, then the @solo tests alone, one at a time. Both phases run, and
 * their results are counted, whatever the other's outcome.
 */
export async function runE2eShard(
  stack: Stack,
  index: number,
  count: number,
  add: CountReport,
): Promise<void> {
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
  await allOf(phases.map((phase) => () => runE2ePhase(stack, index, count, phase, add)));
}
