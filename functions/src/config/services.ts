import type { Store } from '../ports/store.js';
import { readEnv } from './env.js';

export interface Services {
  store: Store;
}

let services: Promise<Services> | undefined;

/**
 * Picks the adapters from the environment on first use. SDKs are imported lazily so that loading
 * the functions entry (done on every cold start and by the deploy) stays fast.
 */
export function getServices(): Promise<Services> {
  services ??= createServices();
  return services;
}

async function createServices(): Promise<Services> {
  const env = readEnv();
  if (env.store.kind === 'local') {
    const { LocalStore } = await import('../adapters/store/localStore.js');
    return { store: new LocalStore(env.store.dataDir) };
  }
  const [{ RtdbStore }, { getDatabase }, { adminApp }] = await Promise.all([
    import('../adapters/store/rtdbStore.js'),
    import('firebase-admin/database'),
    import('./adminApp.js'),
  ]);
  return { store: new RtdbStore(getDatabase(adminApp())) };
}
