import { getApps, initializeApp, type App } from 'firebase-admin/app';

/** The default firebase-admin app, created once with the project's own credentials. */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}
