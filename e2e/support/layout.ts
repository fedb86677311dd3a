import type { Locator } from '@playwright/test';

/** How many pixels of an element's content its box cuts off sideways (0 when all of it shows). */
export function clippedPx(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const { scrollWidth, clientWidth } = element as unknown as { scrollWidth: number; clientWidth: number };
    return Math.max(0, scrollWidth - clientWidth);
  });
}
