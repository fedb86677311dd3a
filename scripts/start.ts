import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from './stack/stack.js';
import { PortTakenError } from './stack/ports.js';
import { localDataDir } from './stack/paths.js';
import { demoAccounts } from './stack/demoAccounts.js';

const dev = process.argv.includes('--dev');
/** A throwaway stack for tests: a new temp data folder, nothing kept. */
const fresh = process.argv.includes('--fresh');

try {
  console.log(
    dev ? 'Starting the local stack with hot reload...' : 'Building and starting the local stack...',
  );
  const stack = await startStack({
    dataDir: fresh ? mkdtempSync(join(tmpdir(), 'field-tracker-stack-')) : localDataDir,
    web: dev ? 'dev' : 'hosting',
    persistAuth: !fresh,
    verbose: false,
  });
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  console.log(`
Field Tracker is running at ${stack.webUrl}
The sheet (each tab's rows, and a CSV of each): ${stack.sheetsHostUrl}
The push service stand-in (the morning reminders it received): ${stack.pushHostUrl}messages

Demo sign-ins (all use the password "${demoAccounts[0]?.password ?? ''}"):
${demoAccounts.map((account) => `  ${account.email.padEnd(width)}  ${account.roles.join(', ')}`).join('\n')}

${fresh ? `Throwaway data: FIELD_TRACKER_DATA_DIR=${stack.storeDir}` : 'Data is kept in .local/ between runs (npm run reset clears it).'}
Press Ctrl-C to stop.`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof PortTakenError ? error.message : error);
  process.exit(1);
}
