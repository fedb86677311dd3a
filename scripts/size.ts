import { checkSizeBudgets } from './bundle/checkSizeBudgets.js';

/** `npm run size`: builds the web app, then fails when a route's first-load JS is over its budget. */
try {
  await checkSizeBudgets();
  console.log('Every route is within its first-load JS budget.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
