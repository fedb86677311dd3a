import { openStore } from './stack/openStore.js';
import { parsePolicyCommand, runPolicyCommand, usage } from './policy/command.js';
import { UsageError } from './usageError.js';

/**
 * `npm run policy -- show | set <side> <category> <limit|bill> <amount> [--block] | unset ... |
 * days-back <days>`: the spend limits and how far back a spend may be dated, kept in the Store (the
 * local stack's, or a real project's with --project), read by the server and cached by the phones.
 */
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(usage);
} else {
  try {
    const command = parsePolicyCommand(process.argv.slice(2));
    const { store, close } = await openStore(command.target, 'policy-cli');
    try {
      await runPolicyCommand(command, store, (line) => {
        console.log(line);
      });
    } finally {
      await close();
    }
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else console.error(error);
    process.exitCode = 1;
  }
}
