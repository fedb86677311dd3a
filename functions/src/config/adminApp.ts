import { getApps, initializeApp, type App, type AppOptions } from 'firebase-admin/app';

/** The Cloud Tasks emulator's own service account (firebase-admin's EMULATED_SERVICE_ACCOUNT_DEFAULT). */
const EMULATED_SERVICE_ACCOUNT = 'emulated-service-acct@email.com';

/**
 * On the emulator, the project's config with the emulated service account: without it, queueing a
 * task first asks the metadata server for one, which a machine without Google's network never answers.
 */
function emulatorOptions(): AppOptions | undefined {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return undefined;
  const config = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as AppOptions;
  return { ...config, serviceAccountId: EMULATED_SERVICE_ACCOUNT };
}

/** The default firebase-admin app, created once with the project's own credentials. */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp(emulatorOptions());
}
