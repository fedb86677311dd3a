import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('../..', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'field-tracker-deploy-'));

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

const functionsPackage = readJson(join(functionsDir, 'package.json')) as { engines: { node: string } };
const firebaseConfig = readJson(join(functionsDir, '..', 'firebase.json')) as {
  functions: { runtime: string }[];
};
const declaredMajor = functionsPackage.engines.node;

describe('the deploy runtime', () => {
  it('is a supported major, the same in firebase.json and functions/package.json', () => {
    expect(['22', '24']).toContain(declaredMajor);
    for (const codebase of firebaseConfig.functions) expect(codebase.runtime).toBe(`nodejs${declaredMajor}`);
  });

  it('is the Node major these tests run on', () => {
    console.log(`Tests run on Node ${process.version}; functions deploy on nodejs${declaredMajor}`);
    expect(process.versions.node.split('.')[0]).toBe(declaredMajor);
  });
});

/** What `firebase deploy` does: build, upload functions/ alone, install from its own package.json, load. */
describe('the functions folder deployed alone', () => {
  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('installs from its own package.json and lists every function', () => {
    // The build's own files without its type check, which the typecheck runs (the same bytes, in 40%
    // of the CPU): what this test proves is what the build gives, installed alone and loaded.
    const build = join(functionsDir, 'tsconfig.build.json');
    execFileSync('npx', ['tsc', '-p', build, '--outDir', join(workDir, 'lib'), '--noCheck'], {
      stdio: 'inherit',
    });
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
         console.log(process.versions.node.split('.')[0]);
         console.log(JSON.stringify(names));`,
      ],
      {
        cwd: workDir,
        env: { PATH: process.env.PATH, GCLOUD_PROJECT: 'demo-field-tracker' },
        encoding: 'utf8',
      },
    );
    const [major, names] = listing.trim().split('\n').slice(-2);
    expect(major).toBe(declaredMajor);
    const deployed = JSON.parse(names ?? '[]') as string[];
    expect(deployed).toContain('whoAmI');
  }, 300_000);
});
