import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumMissingMessage } from './stack/chromium.js';
import { repoRoot } from './stack/paths.js';
import { assertDeployNode } from './stack/nodeVersion.js';
import { run } from './stack/processes.js';
import { startStack, type Stack } from './stack/stack.js';
import { countResults, type Counts } from './test/results.js';

/**
 * `npm test`: static checks, unit and component tests, the deploy shape, then the integration and
 * end-to-end suites against one local stack started for the whole run.
 */
const resultsDir = join(repoRoot, '.test-results');
const skipE2e = process.env.SKIP_E2E === '1';
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function step(title: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n=== ${title} (t+${seconds}s) ===`);
}

function add(file: string): void {
  const counts = countResults(join(resultsDir, file));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

async function vitest(project: string, file: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    await run(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        project,
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

  step('Lint');
  await run('npm', ['run', 'lint'], { cwd: repoRoot });
  step('Typecheck');
  await run('npm', ['run', 'typecheck'], { cwd: repoRoot });
  step('Unit and component tests');
  await vitest('unit', 'unit.json');
  await vitest('web', 'web.json');
  step('Deploy shape (functions/ installed and loaded alone)');
  await vitest('deploy', 'deploy.json');

  step('Starting the local stack');
  const dataDir = mkdtempSync(join(tmpdir(), 'field-tracker-stack-'));
  let stack: Stack | undefined;
  try {
    stack = await startStack({ dataDir, web: 'hosting', persistAuth: false, verbose: false });
    step('Integration tests (Functions and Auth emulators)');
    await vitest('integration', 'integration.json', {
      ...process.env,
      FUNCTIONS_URL: stack.functionsUrl,
      FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
      FIELD_TRACKER_DATA_DIR: stack.storeDir,
      IMAGE_HOST_URL: stack.imageHostUrl,
    });
    if (skipE2e) {
      console.log('\nEnd-to-end tests skipped on purpose (SKIP_E2E=1).');
    } else {
      step('End-to-end tests (Playwright, system Chromium)');
      try {
        await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
          cwd: repoRoot,
          env: { ...process.env, E2E_BASE_URL: stack.webUrl, FIELD_TRACKER_DATA_DIR: stack.storeDir },
        });
      } finally {
        add('e2e.json');
      }
    }
  } finally {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\nTotal time ${seconds}s`);
  console.log(
    `${String(totals.passed)} passed, ${String(totals.failed)} failed, ${String(totals.skipped)} skipped`,
  );
  if (totals.failed > 0) process.exitCode = 1;
}
