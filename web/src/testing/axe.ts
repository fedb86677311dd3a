import axe from 'axe-core';

/**
 * axe's WCAG 2 A and AA rules over what a test rendered. jsdom lays nothing out, so the rules that need
 * a layout (colour contrast) are left to the e2e runs in a browser.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`,
  );
}
