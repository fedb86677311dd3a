import { chromiumMissingMessage } from '../stack/chromium.js';
import { overBudget, readBudgets } from './budgets.js';
import { describeRoute } from './firstLoadJs.js';
import { measureRoutes } from './measureRoutes.js';

/**
 * Measures every route in web/size-budgets.json against a production build (web/dist unless `root`
 * names another, built beforehand) and throws, naming each route over its budget with its size, when
 * one is.
 */
export async function checkSizeBudgets(root?: string): Promise<void> {
  const missing = chromiumMissingMessage();
  if (missing) throw new Error(missing);
  const budgets = readBudgets();
  const measured = await measureRoutes(Object.keys(budgets), root);
  for (const route of measured) {
    console.log(`${describeRoute(route)}; budget ${String(budgets[route.route])} KB`);
  }
  const problems = overBudget(measured, budgets);
  if (problems.length > 0) throw new Error(`First-load JS over budget:\n${problems.join('\n')}`);
}
