import { openStore } from './stack/openStore.js';
import { parseLedgerCommand, runLedgerCommand, usage } from './ledger/command.js';
import { UsageError } from './usageError.js';

/** `npm run ledger -- check | rebuild | close YYYY-MM | export YYYY-MM | names`: the money ledger: its postings, month closes, and the month for the accountant. */
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(usage);
} else {
  try {
    const command = parseLedgerCommand(process.argv.slice(2));
    const { store, close } = await openStore(command.target, 'ledger-cli');
    try {
      const differences = await runLedgerCommand(command, store, (line) => {
        console.log(line);
      });
      if (command.action === 'check' && differences > 0) process.exitCode = 1;
    } finally {
      await close();
    }
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else if (error instanceof RangeError) console.error(error.message);
    else if (error instanceof Error && 'code' in error && error.code === 'failed-precondition')
      console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  }
}
