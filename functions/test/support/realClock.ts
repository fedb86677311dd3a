import { afterAll, vi } from 'vitest';

/**
 * Files share their worker (the unit project does not isolate them): a file that fakes the clock and
 * leaves it faked would hand the next file a frozen Date (a module loaded then keeps it). Each file
 * ends on the real clock.
 */
afterAll(() => {
  vi.useRealTimers();
});
