import { openStore } from './stack/openStore.js';
import { parseIndexesCommand, runIndexesCommand, usage } from './indexes/command.js';
import { UsageError } from './usageError.js';

/**
 * `npm run indexes -- check | rebuild [totals|files|visits]`: recomputes the derived indexes from their
 * records, prints every difference, and with `rebuild` replaces what differs. `check` exits 1 when it
 * finds a difference, so it can guard a script. `npm run totals` is this command for the totals alone.
 */
try {
  const command = parseIndexesCommand(process.argv.slice(2));
  const { store, close } = await openStore(command.target, 'indexes-cli');
  try {
    const differences = await runIndexesCommand(command, store, (line) => {
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
