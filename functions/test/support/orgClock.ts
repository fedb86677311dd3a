import { vi } from 'vitest';

/** 11:30 in Asia/Kolkata on `day` (YYYY-MM-DD), as epoch ms. */
export const orgMorning = (day: string): number => Date.parse(`${day}T06:00:00Z`);

/** Moves the test's clock (Date only: timers keep running) to 11:30 in Asia/Kolkata on `day`. */
export function goTo(day: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(orgMorning(day));
}
