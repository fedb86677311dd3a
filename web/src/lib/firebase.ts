import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { FUNCTIONS_REGION } from '@domain/constants';
import { readEnv } from '../config/env';
import { removeAllDrafts } from './draftStorage';

/**
 * The Firebase client: Auth for sign-in and Functions for every read and write (the app never opens
 * a database connection). Imported only by lazily loaded code, so the landing page does not pay for it.
 */
const env = readEnv();

export const app = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
});

/**
 * Email and password only: without the popup/redirect resolver that getAuth() adds, the SDK never
 * loads Google's iframe and scripts, so the Content-Security-Policy can leave them out.
 */
export const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});
export const functions = getFunctions(app, FUNCTIONS_REGION);

if (env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
  connectFunctionsEmulator(functions, env.VITE_FUNCTIONS_EMULATOR_HOST, env.VITE_FUNCTIONS_EMULATOR_PORT);
}

// However the session ends (sign-out, revoked access, another tab), no visit draft stays behind.
onAuthStateChanged(auth, (user) => {
  if (!user) removeAllDrafts();
});
