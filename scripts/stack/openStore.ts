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
