import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { parseIndexesCommand } from '../../../scripts/indexes/command.js';
import { UsageError } from '../../../scripts/usageError.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function indexes(args: string[]) {
  return promisify(execFile)('npx', ['tsx', 'scripts/indexes.ts', ...args], { cwd: repoRoot }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: unknown) => {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout + failed.stderr };
    },
  );
}

describe('npm run indexes', () => {
  it('reads its command line, refusing what it does not know', () => {
    expect(parseIndexesCommand(['rebuild'])).toEqual({
      action: 'rebuild',
      indexes: ['totals', 'files', 'visits', 'entries', 'ledger', 'images'],
      target: { kind: 'local' },
    });
    // `npm run totals -- check` puts the index first.
    expect(parseIndexesCommand(['totals', 'check', '--project', 'p1'])).toEqual({
      action: 'check',
      indexes: ['totals'],
      target: { kind: 'project', projectId: 'p1' },
    });
    expect(parseIndexesCommand(['check', 'visits']).indexes).toEqual(['visits']);
    expect(() => parseIndexesCommand([])).toThrow(UsageError);
    expect(() => parseIndexesCommand(['repair'])).toThrow('Unknown command or index "repair".');
    expect(() => parseIndexesCommand(['check', 'files', 'visits'])).toThrow('at most one index');
    expect(() => parseIndexesCommand(['check', '--database-url', 'x'])).toThrow(
      '--database-url needs --project.',
    );
  });

  it('totals: check finds the differences, rebuild repairs them, and check is then clean', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'totals-cli-'));
    const store = new LocalStore(dataDir);
    const date = Date.parse('2026-11-03T10:00:00+05:30');
    await store.update({
      'sales_spent/a': { college: 'VJTI Mumbai', allocatedAmount: 100, spentAmount: '40.25', date },
      'sales_spent/b': { college: 'VJTI Mumbai', allocatedAmount: 1, spentAmount: 'oops', date },
      'spend_totals/sales/days/2026-11-03/VJTI%20Mumbai': { place: 'VJTI Mumbai', spent: 4025, count: 1 },
    });
    store.close();

    const check = await indexes(['totals', 'check', '--data-dir', dataDir]);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain('sales: 2 records, 1 with a bad value (counted as 0), 5 differences');
    expect(check.stdout).toContain(
      'spend_totals/sales/days/2026-11-03/VJTI%20Mumbai allocated: stored 0.00, records 101.00',
    );
    expect(check.stdout).toContain(
      'spend_totals/sales/days/2026-11-03/VJTI%20Mumbai count: stored 1, records 2',
    );
    expect(check.stdout).toContain(
      'spend_totals/sales/months/2026-11/VJTI%20Mumbai spent: stored 0.00, records 40.25',
    );

    const rebuild = await indexes(['rebuild', '--data-dir', dataDir]);
    expect(rebuild.code).toBe(0);
    expect(rebuild.stdout).toContain('5 differences (repaired)');
    const again = await indexes(['check', '--data-dir', dataDir]);
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toContain('sales: 2 records, 1 with a bad value (counted as 0), 0 differences');
    expect(again.stdout).toContain('bills: 0 records, 0 differences');
    expect(again.stdout).toContain('placement: 0 records, 0 differences');
    expect(again.stdout).toContain(
      'spend entries: 0 records, 2 unreadable (sales_spent/a, sales_spent/b), 0 differences',
    );
  }, 60_000);
});
