/** One stage of `npm test`: what it was, which lane ran it, and when it started and ended. */
export interface Stage {
  title: string;
  lane: string;
  start: number;
  end?: number;
}

/**
 * The stages of a run whose lanes run side by side: each stage is announced as it starts, and the
 * summary lists them by start, with the lane, the offset from the run's start and the duration.
 */
export class StageClock {
  readonly stages: Stage[] = [];

  constructor(
    private readonly startedAt: number,
    private readonly now: () => number = Date.now,
  ) {}

  async run<T>(lane: string, title: string, work: () => Promise<T>): Promise<T> {
    const stage: Stage = { title, lane, start: this.now() };
    this.stages.push(stage);
    console.log(`\n=== [${lane}] ${title} (t+${this.offset(stage.start)}s) ===`);
    try {
      return await work();
    } finally {
      stage.end = this.now();
      console.log(`=== [${lane}] done in ${seconds(stage.end - stage.start)}s: ${title} ===`);
    }
  }

  /** The summary's lines: start offset, duration (or "unfinished") and lane, in order of start. */
  summary(): string[] {
    return [...this.stages]
      .sort((a, b) => a.start - b.start)
      .map((stage) => {
        const took = stage.end === undefined ? 'unfinished' : `${seconds(stage.end - stage.start)} s`;
        return `  t+${this.offset(stage.start).padStart(4)}s ${took.padStart(10)}  [${stage.lane}] ${stage.title}`;
      });
  }

  private offset(at: number): string {
    return seconds(at - this.startedAt);
  }
}

const seconds = (ms: number) => String(Math.round(ms / 1000));
