import { join } from 'node:path';
import type { Store } from '../../functions/src/ports/store.js';
import { localDataDir } from './paths.js';

export type StoreTarget =
  { kind: 'local'; dataDir?: string } | { kind: 'project'; projectId: string; databaseUrl?: string };

/**
 * The Store a command-line tool works on: the local stack's (safe to share with a running stack), or a
 * real project's Realtime Database with the application-default credentials.
 */
export async function openStore(
  target: StoreTarget,
  appName: string,
): Promise<{ store: Store; close: () => Promise<void> }> {
  if (target.kind === 'local') {
    const { LocalStore } = await import('../../functions/src/adapters/store/localStore.js');
    const dir = target.dataDir ?? process.env.FIELD_TRACKER_DATA_DIR ?? join(localDataDir, 'store');
    const store = new LocalStore(dir);
    return {
      store,
      close: () => {
        store.close();
        return Promise.resolve();
      },
    };
  }
  const [{ initializeApp, deleteApp }, { getDatabase }, { RtdbStore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/database'),
    import('../../functions/src/adapters/store/rtdbStore.js'),
  ]);
  const databaseURL = target.databaseUrl ?? `https://${target.projectId}-default-rtdb.firebaseio.com`;
  const app = initializeApp({ projectId: target.projectId, databaseURL }, appName);
  return { store: new RtdbStore(getDatabase(app)), close: () => deleteApp(app) };
}

/** The options that pick a command's Store, and their help, shared by every Store command. */
export const storeTargetOptions = {
  'data-dir': { type: 'string' },
  project: { type: 'string' },
  'database-url': { type: 'string' },
} as const;

export const storeTargetHelp = `Where:
  (default)                    the local stack's Store: $FIELD_TRACKER_DATA_DIR, else .local/store
  --data-dir <dir>             another local Store folder
  --project <id>               a real project's Realtime Database, with your application-default
                               credentials (gcloud auth application-default login)
  --database-url <url>         that database's URL, if not https://<id>-default-rtdb.firebaseio.com`;

/** The Store the options name, or what is wrong with them. */
export function storeTargetOf(values: {
  'data-dir'?: string;
  project?: string;
  'database-url'?: string;
}): StoreTarget | { problem: string } {
  if (values.project && values['data-dir'])
    return { problem: 'Use either --project or --data-dir, not both.' };
  if (values['database-url'] && !values.project) return { problem: '--database-url needs --project.' };
  return values.project
    ? {
        kind: 'project',
        projectId: values.project,
        ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
      }
    : { kind: 'local', ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}) };
}
