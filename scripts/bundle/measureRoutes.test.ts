import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumMissingMessage } from '../stack/chromium.js';
import { overBudget } from './budgets.js';
import { measureRoutes } from './measureRoutes.js';

/** A built app in miniature: a 2 KB entry script, and a script it loads only after the load event. */
function tinyApp(): string {
  const root = mkdtempSync(join(tmpdir(), 'first-load-js-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>tiny</title><script type="module" src="/assets/entry.js"></script>',
  );
  // Random hex barely compresses, so the entry's gzip size stays near its 2,048 characters.
  const filler = Array.from({ length: 1024 }, () =>
    Math.floor(Math.random() * 256)
      .toString(16)
      .padStart(2, '0'),
  );
  writeFileSync(
    join(root, 'assets', 'entry.js'),
    `window.filler = '${filler.join('')}';\n` +
      "addEventListener('load', () => setTimeout(() => import('/assets/later.js'), 50));\n",
  );
  writeFileSync(join(root, 'assets', 'later.js'), 'window.later = true;\n');
  return root;
}

describe.skipIf(chromiumMissingMessage() !== undefined)('first-load JS measured in Chromium', () => {
  it('counts the scripts fetched before the load event, and a lowered budget fails the route', async () => {
    const [landing] = await measureRoutes(['/'], tinyApp());
    expect(landing?.scripts.map((script) => script.path)).toEqual(['/assets/entry.js']);
    const kb = (landing?.gzipBytes ?? 0) / 1024;
    expect(kb).toBeGreaterThan(1);
    expect(kb).toBeLessThan(3);
    expect(overBudget(landing ? [landing] : [], { '/': 3 })).toEqual([]);
    expect(overBudget(landing ? [landing] : [], { '/': 1 })).toEqual([
      expect.stringMatching(
        /^\/ loads \d\.\d KB of JavaScript \(gzip\) at first load, over its budget of 1 KB/,
      ),
    ]);
  });
});
