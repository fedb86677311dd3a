import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../stack/paths.js';
import type { RouteScripts } from './firstLoadJs.js';

/** Route path to its first-load JavaScript budget, in KB (1,024 bytes) of gzip. */
export type SizeBudgets = Record<string, number>;

/** The one home of the budgets: web/size-budgets.json. */
export const budgetsFile = join(repoRoot, 'web', 'size-budgets.json');

export function readBudgets(file = budgetsFile): SizeBudgets {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const routes = typeof parsed === 'object' && parsed !== null && 'routes' in parsed ? parsed.routes : null;
  if (typeof routes !== 'object' || routes === null) throw new Error(`${file} has no "routes" object`);
  const budgets: SizeBudgets = {};
  for (const [route, kb] of Object.entries(routes)) {
    if (!route.startsWith('/') || typeof kb !== 'number' || !(kb > 0)) {
      throw new Error(`${file}: "${route}" needs a path starting with / and a budget in KB above 0`);
    }
    budgets[route] = kb;
  }
  return budgets;
}

/** One sentence per route over its budget, naming the route, its size and its budget; none when all fit. */
export function overBudget(measured: readonly RouteScripts[], budgets: SizeBudgets): string[] {
  return measured.flatMap(({ route, gzipBytes }) => {
    const budget = budgets[route];
    if (budget === undefined || gzipBytes <= budget * 1024) return [];
    const size = (gzipBytes / 1024).toFixed(1);
    return [
      `${route} loads ${size} KB of JavaScript (gzip) at first load, over its budget of ${String(budget)} KB (web/size-budgets.json)`,
    ];
  });
}
