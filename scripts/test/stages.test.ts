import { afterEach, describe, expect, it, vi } from 'vitest';
import { StageClock } from './stages.js';

describe('StageClock', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists stages of lanes run side by side by their start, with offset, duration and lane', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let now = 1_000_000;
    const clock = new StageClock(now, () => now);
    let finishChecks: () => void = () => undefined;
    const checks = clock.run('checks', 'Lint', () => {
      now += 2_000;
      return new Promise<void>((resolve) => {
        finishChecks = resolve;
      });
    });
    now = 1_003_000;
    const build = clock.run('stack', 'Build', () => {
      now = 1_010_400;
      return Promise.resolve('built');
    });
    await expect(build).resolves.toBe('built');
    now = 1_095_600;
    finishChecks();
    await checks;

    expect(clock.summary()).toEqual([
      '  t+   0s       96 s  [checks] Lint',
      '  t+   3s        7 s  [stack] Build',
    ]);
  });

  it('ends a stage that failed, and names one that never ended as unfinished', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let now = 0;
    const clock = new StageClock(now, () => now);
    await expect(
      clock.run('stack', 'Starting the local stack', () => {
        now = 5_000;
        return Promise.reject(new Error('port taken'));
      }),
    ).rejects.toThrow('port taken');
    void clock.run('e2e', 'End-to-end tests', () => new Promise<never>(() => undefined));

    expect(clock.summary()).toEqual([
      '  t+   0s        5 s  [stack] Starting the local stack',
      '  t+   5s unfinished  [e2e] End-to-end tests',
    ]);
  });
});
