import type { Store } from '../ports/store.js';
import type { Services } from '../ports/services.js';
import { createFirebaseAccounts } from '../adapters/auth/firebaseAccounts.js';
import type { ImageHost } from '../ports/imageHost.js';
import { createVisitSheet } from '../adapters/sheets/createVisitSheet.js';
import { readEnv, type FunctionsEnv } from './env.js';

export type { Services };

let services: Promise<Services> | undefined;

/**
 * Picks the adapters from the environment on first use. SDKs are imported lazily so that loading
 * the functions entry (done on every cold start and by the deploy) stays fast.
 */
export function getServices(): Promise<Services> {
  services ??= createServices();
  return services;
}

let imageHost: Promise<ImageHost> | undefined;

/**
 * The image host, created on first use by the upload callables only: they alone pay the import of its
 * SDK. The credentials are read then, when the function's params and secret have their values.
 */
export function getImageHost(): Promise<ImageHost> {
  imageHost ??= import('./imageHostConfig.js').then(async ({ cloudinaryCredentials }) => {
    const { createImageHost } = await import('../adapters/imageHost/createImageHost.js');
    return createImageHost(cloudinaryCredentials());
  });
  void imageHost.catch(() => {
    imageHost = undefined;
  });
  return imageHost;
}

async function createServices(): Promise<Services> {
  const env = readEnv();
  const [store, visitSheet, accounts] = await Promise.all([
    createStore(env),
    createVisitSheet(env.sheet),
    createFirebaseAccounts(),
  ]);
  return { store, visitSheet, accounts };
}

async function createStore(env: FunctionsEnv): Promise<Store> {
  if (env.store.kind === 'local') {
    const { LocalStore } = await import('../adapters/store/localStore.js');
    return new LocalStore(env.store.dataDir);
  }
  const [{ RtdbStore }, { getDatabase }, { adminApp }] = await Promise.all([
    import('../adapters/store/rtdbStore.js'),
    import('firebase-admin/database'),
    import('./adminApp.js'),
  ]);
  return new RtdbStore(getDatabase(adminApp()));
}
