import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './localMorningDigest.js';

describe("the stack's morning digest", () => {
  it.each([
    ['07:30 IST', Date.UTC(2026, 11, 7, 2, 0), Date.UTC(2026, 11, 7, 3, 0)],
    ['08:30 IST itself', Date.UTC(2026, 11, 7, 3, 0), Date.UTC(2026, 11, 8, 3, 0)],
    ['15:30 IST', Date.UTC(2026, 11, 7, 10, 0), Date.UTC(2026, 11, 8, 3, 0)],
    ['00:10 IST (18:40 UTC the day before)', Date.UTC(2026, 11, 6, 18, 40), Date.UTC(2026, 11, 7, 3, 0)],
  ])('after %s runs next at 08:30 IST', (_name, now, next) => {
    expect(nextDigestAt(now)).toBe(next);
  });
});
