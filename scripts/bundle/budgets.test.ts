import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overBudget, readBudgets } from './budgets.js';
import type { RouteScripts } from './firstLoadJs.js';

const landing: RouteScripts = {
  route: '/',
  scripts: [{ path: '/assets/index-abc.js', gzipBytes: 100 * 1024 }],
  gzipBytes: 100 * 1024,
};

function budgetsFileWith(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'size-budgets-')), 'size-budgets.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('the first-load JS budgets', () => {
  it('pass a route within its budget', () => {
    expect(overBudget([landing], { '/': 100 })).toEqual([]);
  });

  it('fail a route over its budget, naming the route, its size and its budget', () => {
    expect(overBudget([landing], { '/': 99.5 })).toEqual([
      '/ loads 100.0 KB of JavaScript (gzip) at first load, over its budget of 99.5 KB (web/size-budgets.json)',
    ]);
  });

  it('are read from one file, whose every budget is a route and a size', () => {
    const budgets = readBudgets();
    expect(budgets['/']).toBeLessThanOrEqual(110);
    expect(readBudgets(budgetsFileWith({ routes: { '/login': 12 } }))).toEqual({ '/login': 12 });
    expect(() => readBudgets(budgetsFileWith({ routes: { login: 12 } }))).toThrow(/"login"/);
    expect(() => readBudgets(budgetsFileWith({ routes: { '/': '110 KB' } }))).toThrow(/"\/"/);
    expect(() => readBudgets(budgetsFileWith({}))).toThrow(/no "routes"/);
  });
});
