import type { Locator, Page } from '@playwright/test';

/** How many pixels of an element's content its box cuts off sideways (0 when all of it shows). */
export function clippedPx(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const { scrollWidth, clientWidth } = element as unknown as { scrollWidth: number; clientWidth: number };
    return Math.max(0, scrollWidth - clientWidth);
  });
}

/**
 * Every element of the page whose box reaches past the right edge of the screen (a 0.5 px rounding
 * allowed), described, and the page's own scroll width: a phone screen scrolls sideways when either is
 * wider than the viewport.
 */
export function pastRightEdge(page: Page): Promise<{ elements: string[]; scrollWidth: number }> {
  return page.evaluate(() => {
    const doc = globalThis as unknown as {
      innerWidth: number;
      document: {
        scrollingElement: { scrollWidth: number } | null;
        body: { querySelectorAll(selector: string): ArrayLike<LaidOut> };
      };
    };
    interface LaidOut {
      tagName: string;
      className: unknown;
      textContent: string | null;
      getBoundingClientRect(): { left: number; right: number; width: number; height: number };
    }
    const width = doc.innerWidth;
    const elements = Array.from(doc.document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > width + 0.5;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}.${String(element.className)} right ${String(Math.round(box.right))}: ${text}`;
      });
    return { elements, scrollWidth: doc.document.scrollingElement?.scrollWidth ?? 0 };
  });
}

/**
 * Every control a finger can tap (links, buttons, fields, summaries; a tick box by its label) that
 * shows and is smaller than 44x44 CSS px, described.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Control {
      tagName: string;
      textContent: string | null;
      getAttribute(name: string): string | null;
      getBoundingClientRect(): { width: number; height: number };
      closest(selector: string): Control | null;
    }
    // A tick box inside its label is tapped through the label: the label is its target.
    const targetOf = (control: Control) =>
      control.tagName === 'INPUT' && control.getAttribute('type') === 'checkbox'
        ? (control.closest('label') ?? control)
        : control;
    const doc = globalThis as unknown as {
      document: { body: { querySelectorAll(selector: string): ArrayLike<Control> } };
      getComputedStyle(element: Control): { visibility: string; opacity: string };
    };
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    return Array.from(doc.document.body.querySelectorAll(selector))
      .map(targetOf)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const style = doc.getComputedStyle(control);
        if (box.width === 0 || box.height === 0) return false;
        if (style.visibility === 'hidden' || style.opacity === '0') return false;
        return box.width < 44 || box.height < 44;
      })
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? (control.textContent ?? '').trim().slice(0, 40);
        return `${control.tagName.toLowerCase()} ${String(Math.round(box.width))}x${String(Math.round(box.height))}: ${name}`;
      });
  });
}
