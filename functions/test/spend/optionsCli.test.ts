import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { defaultCompanies } from '../../src/domain/options/companies.js';
import {
  InvalidListError,
  parseOptionsCommand,
  runOptionsCommand,
} from '../../../scripts/options/command.js';
import { UsageError } from '../../../scripts/usageError.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'options-cli-'));
const store = new LocalStore(dir);

async function run(argv: string[], files: Record<string, string> = {}): Promise<string[]> {
  const printed: string[] = [];
  await runOptionsCommand(parseOptionsCommand(argv), {
    store,
    readText: (path) => {
      const text = files[path];
      return text === undefined ? Promise.reject(new Error(`ENOENT ${path}`)) : Promise.resolve(text);
    },
    print: (line) => printed.push(line),
    by: 'cli:tester',
  });
  return printed;
}

beforeEach(() => store.remove('/'));

describe('npm run options', () => {
  it('sets a list from a file (comments and blanks skipped, Other last) and shows it', async () => {
    const file = '# our colleges\nAlpha Institute\r\n\n  Beta College  \nOther\n';
    const printed = await run(['set', 'colleges', '--file', 'list.txt'], { 'list.txt': file });
    expect(printed).toEqual([
      'Stored 3 colleges (Other last). The Spent dialogs use them from their next load.',
      'colleges (stored list, 3 names):',
      '  Alpha Institute',
      '  Beta College',
      '  Other',
    ]);
    expect(await store.get('options/colleges')).toMatchObject({
      names: ['Alpha Institute', 'Beta College', 'Other'],
      updatedBy: { uid: 'cli:tester' },
    });
  });

  it('shows the defaults, and reset goes back to them', async () => {
    expect((await run(['show', 'companies']))[0]).toBe(
      `companies (defaults, ${String(defaultCompanies.length)} names):`,
    );
    await run(['set', 'companies', '--file', 'c.txt'], { 'c.txt': 'Acme\n' });
    const printed = await run(['reset', 'companies']);
    expect(printed[0]).toBe('The companies list is back to the defaults shipped with the app.');
    expect(await store.get('options/companies')).toBeNull();
  });

  it('refuses a bad file naming the lines, and changes nothing', async () => {
    await run(['set', 'companies', '--file', 'c.txt'], { 'c.txt': 'Acme\n' });
    const attempt = run(['set', 'companies', '--file', 'bad.txt'], {
      'bad.txt': 'Acme\n# note\nGlobex\nacme\n',
    });
    await expect(attempt).rejects.toThrow(InvalidListError);
    await expect(attempt).rejects.toThrow('bad.txt:4: "acme" is listed twice.');
    await expect(run(['set', 'colleges', '--file', 'e.txt'], { 'e.txt': '# nothing\n' })).rejects.toThrow(
      'e.txt: List at least one name besides Other.',
    );
    expect(await store.get('options/companies')).toMatchObject({ names: ['Acme', 'Other'] });
    expect(await store.get('options/colleges')).toBeNull();
  });

  it.each([
    [[], 'Missing command.'],
    [['list', 'colleges'], 'Unknown command "list".'],
    [['show', 'universities'], 'The list must be colleges or companies, not "universities".'],
    [['set', 'colleges'], 'set needs --file <path> with one name per line.'],
    [['show', 'colleges', '--file', 'x'], '--file only goes with set.'],
    [
      ['show', 'colleges', '--project', 'p', '--data-dir', 'd'],
      'Use either --project or --data-dir, not both.',
    ],
    [['show', 'colleges', '--database-url', 'https://x'], '--database-url needs --project.'],
    [['show', 'colleges', 'extra'], 'Unexpected argument "extra".'],
  ])('refuses the command line %j', (argv, message) => {
    expect(() => parseOptionsCommand(argv)).toThrow(UsageError);
    expect(() => parseOptionsCommand(argv)).toThrow(message);
  });

  it('picks the target Store from the flags', () => {
    expect(parseOptionsCommand(['show', 'colleges']).target).toEqual({ kind: 'local' });
    expect(parseOptionsCommand(['show', 'colleges', '--data-dir', '/d']).target).toEqual({
      kind: 'local',
      dataDir: '/d',
    });
    expect(parseOptionsCommand(['show', 'colleges', '--project', 'acme-prod']).target).toEqual({
      kind: 'project',
      projectId: 'acme-prod',
    });
  });

  it('works end to end as a command against a local Store folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'options-cli-run-'));
    const listFile = join(dataDir, 'list.txt');
    writeFileSync(listFile, 'Gamma Institute\nDelta College\n');
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/options.ts', 'set', 'colleges', '--file', listFile, '--data-dir', dataDir],
      { cwd: repoRoot },
    );
    expect(stdout).toContain('colleges (stored list, 3 names):');
    expect(await new LocalStore(dataDir).get('options/colleges')).toMatchObject({
      names: ['Gamma Institute', 'Delta College', 'Other'],
    });
    const failed = await promisify(execFile)('npx', ['tsx', 'scripts/options.ts', 'show', 'nope'], {
      cwd: repoRoot,
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(failed).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage: npm run options') as unknown,
    });
  });
});
