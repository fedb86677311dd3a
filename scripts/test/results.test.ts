import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countResults } from './results.js';

function report(json: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'results-')), 'report.json');
  writeFileSync(file, JSON.stringify(json));
  return file;
}

describe('countResults', () => {
  it('counts a Playwright test that passed on its retry as passed, and names it as flaky', () => {
    const file = report({
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [
        {
          title: 'outbox.spec.ts',
          file: 'outbox.spec.ts',
          specs: [{ title: 'sends once', tests: [{ projectName: 'phone', status: 'expected' }] }],
          suites: [
            {
              title: 'two tabs',
              specs: [{ title: 'both list all five', tests: [{ projectName: 'phone', status: 'flaky' }] }],
            },
          ],
        },
      ],
    });
    expect(countResults(file)).toEqual({
      passed: 4,
      failed: 1,
      skipped: 2,
      flaky: ['outbox.spec.ts › both list all five [phone]'],
    });
  });

  it('reads a vitest report, and a missing report as nothing run', () => {
    const file = report({ numPassedTests: 5, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1 });
    expect(countResults(file)).toEqual({ passed: 5, failed: 0, skipped: 2, flaky: [] });
    expect(countResults(join(tmpdir(), 'no-such-report.json'))).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
      flaky: [],
    });
  });
});
