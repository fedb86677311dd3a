import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('../..', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'field-tracker-deploy-'));

/** What `firebase deploy` does: build, upload functions/ alone, install from its own package.json, load. */
describe('the functions folder deployed alone', () => {
  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('installs from its own package.json and lists every function', () => {
    execFileSync(
      'npx',
      ['tsc', '-p', join(functionsDir, 'tsconfig.build.json'), '--outDir', join(workDir, 'lib')],
      {
        stdio: 'inherit',
      },
    );
    cpSync(join(functionsDir, 'package.json'), join(workDir, 'package.json'));
    execFileSync(
      'npm',
      ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: workDir,
        stdio: 'inherit',
      },
    );
    const listing = execFileSync(
      'node',
      [
        '--input-type=module',
        '-e',
        `const entry = await import('./lib/index.js');
         const names = Object.keys(entry).filter((name) => entry[name]?.__endpoint);
         console.log(JSON.stringify(names));`,
      ],
      {
        cwd: workDir,
        env: { PATH: process.env.PATH, GCLOUD_PROJECT: 'demo-field-tracker' },
        encoding: 'utf8',
      },
    );
    const deployed = JSON.parse(listing.trim().split('\n').pop() ?? '[]') as string[];
    expect(deployed).toContain('whoAmI');
  }, 300_000);
});
