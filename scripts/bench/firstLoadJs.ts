import { chromiumMissingMessage } from '../stack/chromium.js';
import { repoRoot } from '../stack/paths.js';
import { run } from '../stack/processes.js';
import { overBudget, readBudgets } from '../bundle/budgets.js';
import { describeRoute } from '../bundle/firstLoadJs.js';
import { measureRoutes } from '../bundle/measureRoutes.js';

/**
 * Builds the web app and prints each budgeted route's first-load JS (gzip), measured in Chromium by the
 * same code as `npm test`'s size check (scripts/bundle), beside its budget in web/size-budgets.json.
 */
export async function benchFirstLoadJs(): Promise<void> {
  const missing = chromiumMissingMessage();
  if (missing) {
    console.log(`first-load JS: skipped (${missing})`);
    return;
  }
  await run('npm', ['run', 'build', '-w', 'web', '--', '--logLevel', 'warn'], { cwd: repoRoot });
  const budgets = readBudgets();
  for (const route of await measureRoutes(Object.keys(budgets))) {
    const over = overBudget([route], budgets).length > 0;
    console.log(
      `first-load JS ${describeRoute(route)}; budget ${String(budgets[route.route])} KB${over ? ' (OVER)' : ''}`,
    );
  }
}
