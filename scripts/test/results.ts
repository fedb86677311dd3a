import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const vitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  numTodoTests: z.number(),
});

const playwrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
});

/** Reads a vitest or Playwright JSON report; a missing report counts as nothing run. */
export function countResults(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const vitest = vitestReport.safeParse(json);
  if (vitest.success) {
    const report = vitest.data;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  const { stats } = playwrightReport.parse(json);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}
