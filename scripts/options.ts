import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import type { Store } from '../functions/src/ports/store.js';
import { localDataDir } from './stack/paths.js';
import {
  InvalidListError,
  parseOptionsCommand,
  runOptionsCommand,
  usage,
  UsageError,
  type OptionsCommand,
} from './options/command.js';

/**
 * `npm run options -- ...`: shows, replaces or resets the college and company lists of the Spent dialogs.
 * It writes the Store directly (the local Store is safe to share with a running stack), with the same
 * validation as the admin-only `setSpendOptions` callable.
 */
async function openStore(
  target: OptionsCommand['target'],
): Promise<{ store: Store; close: () => Promise<void> }> {
  if (target.kind === 'local') {
    const { LocalStore } = await import('../functions/src/adapters/store/localStore.js');
    const dir = target.dataDir ?? process.env.FIELD_TRACKER_DATA_DIR ?? join(localDataDir, 'store');
    return { store: new LocalStore(dir), close: () => Promise.resolve() };
  }
  const [{ initializeApp, deleteApp }, { getDatabase }, { RtdbStore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/database'),
    import('../functions/src/adapters/store/rtdbStore.js'),
  ]);
  const databaseURL = target.databaseUrl ?? `https://${target.projectId}-default-rtdb.firebaseio.com`;
  const app = initializeApp({ projectId: target.projectId, databaseURL }, 'options-cli');
  return { store: new RtdbStore(getDatabase(app)), close: () => deleteApp(app) };
}

try {
  const command = parseOptionsCommand(process.argv.slice(2));
  const { store, close } = await openStore(command.target);
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
