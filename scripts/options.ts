import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { openStore } from './stack/openStore.js';
import { InvalidListError, parseOptionsCommand, runOptionsCommand, usage } from './options/command.js';
import { UsageError } from './usageError.js';

/**
 * `npm run options -- ...`: shows, replaces or resets the college and company lists of the Spent dialogs.
 * It writes the Store directly (the local Store is safe to share with a running stack), with the same
 * validation as the admin-only `setSpendOptions` callable.
 */
try {
  const command = parseOptionsCommand(process.argv.slice(2));
  const { store, close } = await openStore(command.target, 'options-cli');
  try {
    await runOptionsCommand(command, {
      store,
      readText: (path) => readFile(path, 'utf8'),
      print: (line) => {
        console.log(line);
      },
      by: `cli:${userInfo().username}`,
    });
  } finally {
    await close();
  }
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof InvalidListError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
}
