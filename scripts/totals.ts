import { openStore } from './stack/openStore.js';
import { parseTotalsCommand, runTotalsCommand, usage } from './totals/command.js';
import { UsageError } from './usageError.js';

/**
 * `npm run totals -- check | rebuild`: recomputes the dashboards' running totals from the spend
 * records, prints every difference, and with `rebuild` replaces the stored totals. `check` exits 1 when
 * it finds a difference, so it can guard a script.
 */
try {
  const command = parseTotalsCommand(process.argv.slice(2));
  const { store, close } = await openStore(command.target, 'totals-cli');
  try {
    const differences = await runTotalsCommand(command, store, (line) => {
      console.log(line);
    });
    if (command.action === 'check' && differences > 0) process.exitCode = 1;
  } finally {
    await close();
  }
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else console.error(error);
  process.exitCode = 1;
}
