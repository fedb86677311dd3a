import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed, were retried and then passed: counted in `passed`, and named here. */
  flaky: string[];
}

export const noCounts = (): Counts => ({ passed: 0, failed: 0, skipped: 0, flaky: [] });

const vitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  numTodoTests: z.number(),
});

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    file: z.string().optional(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          tests: z.array(z.object({ projectName: z.string(), status: z.string() })),
        }),
      )
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);

const playwrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
  suites: z.array(playwrightSuite).default([]),
});

/** 'file › title [project]' of every test Playwright reports as flaky. */
function flakyTests(suites: readonly PlaywrightSuite[], file = ''): string[] {
  return suites.flatMap((suite) => {
    const where = suite.file ?? file;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) => `${where} › ${spec.title} [${test.projectName}]`),
    );
    return [...own, ...flakyTests(suite.suites ?? [], where)];
  });
}

/** Reads a vitest or Playwright JSON report; a missing report counts as nothing run. */
export function countResults(file: string): Counts {
  if (!existsSync(file)) return noCounts();
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const vitest = vitestReport.safeParse(json);
  if (vitest.success) {
    const report = vitest.data;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      flaky: [],
    };
  }
  const { stats, suites } = playwrightReport.parse(json);
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    flaky: flakyTests(suites),
  };
}
