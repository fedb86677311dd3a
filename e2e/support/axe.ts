import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe (the engine behind Lighthouse's accessibility audit), WCAG 2 A and AA rules, over the page as it
 * is. It is injected as a script of its own, which the app's CSP refuses: use `bypassCSP: true`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { run: (options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
  });
}
