import { stackPorts } from './ports.js';

const defaultAuthHost = `127.0.0.1:${String(stackPorts.auth.port)}`;

/** Signs in through the Auth emulator's REST API, as the web SDK does, and returns the ID token. */
export async function emulatorIdToken(
  email: string,
  password: string,
  authHost: string = defaultAuthHost,
): Promise<string> {
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) {
    throw new Error(`Sign-in of ${email} failed: ${body.error?.message ?? String(response.status)}`);
  }
  return body.idToken;
}
