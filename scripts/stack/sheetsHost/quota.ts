/** Google's Sheets API limits, which the stand-in enforces as Google does. */
export interface SheetsLimits {
  writesPerMinutePerUser: number;
  writesPerMinutePerProject: number;
  readsPerMinutePerUser: number;
  readsPerMinutePerProject: number;
  cellsPerSpreadsheet: number;
  /** Google recommends at most 10 MB a request; the stand-in refuses more than 2 MB, to catch growth early. */
  maxRequestBytes: number;
}

export const googleSheetsLimits: SheetsLimits = {
  writesPerMinutePerUser: 60,
  writesPerMinutePerProject: 300,
  readsPerMinutePerUser: 60,
  readsPerMinutePerProject: 300,
  cellsPerSpreadsheet: 10_000_000,
  maxRequestBytes: 2 * 1024 * 1024,
};

export type RequestKind = 'read' | 'write';

/**
 * Requests a minute, counted in the clock's minutes (Google refills its per-minute quotas each minute),
 * per user (the caller's token) and for the whole project.
 */
export class QuotaWindows {
  private minute = -1;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limits: SheetsLimits,
    private readonly now: () => number,
  ) {}

  /** Counts the request, or names the limit it is over (the request is then not counted). */
  take(kind: RequestKind, user: string): string | null {
    const minute = Math.floor(this.now() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts.clear();
    }
    const name = kind === 'write' ? 'Write requests' : 'Read requests';
    const perUser = kind === 'write' ? this.limits.writesPerMinutePerUser : this.limits.readsPerMinutePerUser;
    const perProject =
      kind === 'write' ? this.limits.writesPerMinutePerProject : this.limits.readsPerMinutePerProject;
    const userKey = `${kind}:user:${user}`;
    const projectKey = `${kind}:project`;
    if ((this.counts.get(projectKey) ?? 0) >= perProject) return `${name} per minute`;
    if ((this.counts.get(userKey) ?? 0) >= perUser) return `${name} per minute per user`;
    this.counts.set(projectKey, (this.counts.get(projectKey) ?? 0) + 1);
    this.counts.set(userKey, (this.counts.get(userKey) ?? 0) + 1);
    return null;
  }
}

/** Google's answer to a request over a quota. */
export function quotaExceeded(name: string, limit: string): { code: number; body: unknown } {
  return {
    code: 429,
    body: {
      error: {
        code: 429,
        message:
          `Quota exceeded for quota metric '${name}' and limit '${limit}' of service ` +
          "'sheets.googleapis.com' for consumer 'project_number:local'.",
        status: 'RESOURCE_EXHAUSTED',
      },
    },
  };
}
