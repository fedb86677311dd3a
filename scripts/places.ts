import { openStore } from './stack/openStore.js';
import { parsePlacesCommand, runPlacesCommand, usage } from './places/command.js';
import { UsageError } from './usageError.js';

/**
 * `npm run places -- merge "<from>" "<into>" [--side sales|placement] | history`: merges two places that
 * are the same (visits, spends and their indexes, in one atomic write) and lists the merges done.
 */
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(usage);
} else {
  try {
    const command = parsePlacesCommand(process.argv.slice(2));
    const { store, close } = await openStore(command.target, 'places-cli');
    try {
      const done = await runPlacesCommand(command, store, (line) => {
        console.log(line);
      });
      if (!done) process.exitCode = 1;
    } finally {
      await close();
    }
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else console.error(error);
    process.exitCode = 1;
  }
}
