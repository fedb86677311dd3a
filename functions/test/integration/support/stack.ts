import { emulatorIdToken } from '../../../../scripts/stack/emulatorSignIn.js';
import { describe } from 'vitest';

/** Set by `npm test` (scripts/test.ts) once the local stack is up. */
export const stackEnv = {
  functionsUrl: process.env.FUNCTIONS_URL,
  authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  storeDir: process.env.FIELD_TRACKER_DATA_DIR,
  imageHostUrl: process.env.IMAGE_HOST_URL,
};

const missing = !stackEnv.functionsUrl || !stackEnv.authEmulatorHost;

/** Integration suites need the running stack; without it they skip and say why. */
export const describeWithStack = missing ? describe.skip : describe;
if (missing) {
  console.warn(
    'Integration tests skipped: no local stack (FUNCTIONS_URL / FIREBASE_AUTH_EMULATOR_HOST unset). ' +
      'Run them with "npm test", which starts the stack.',
  );
}

/** Signs in through the Auth emulator's REST API, as the web SDK does. */
export function signIn(email: string, password: string): Promise<string> {
  return emulatorIdToken(email, password, String(stackEnv.authEmulatorHost));
}

export type CallOutcome =
  { ok: true; result: unknown } | { ok: false; status: string; message: string; details?: unknown };

/** Calls a callable over the wire protocol of Firebase callables. */
export async function callFunction(name: string, data: unknown, idToken?: string): Promise<CallOutcome> {
  const response = await fetch(`${String(stackEnv.functionsUrl)}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as {
    result?: unknown;
    error?: { status: string; message: string; details?: unknown };
  };
  if (body.error) return { ok: false, ...body.error };
  return { ok: true, result: body.result };
}
