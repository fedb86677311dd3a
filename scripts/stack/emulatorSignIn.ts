import { stackPorts } from './ports.js';
import { postJson } from './postJson.js';

const defaultAuthHost = `127.0.0.1:${String(stackPorts.auth.port)}`;

/** Signs in through the Auth emulator's REST API, as the web SDK does, and returns the ID token. */
export async function emulatorIdToken(
  email: string,
  password: string,
  authHost: string = defaultAuthHost,
): Promise<string> {
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const { body, status } = await postJson<{ idToken?: string; error?: { message: string } }>(url, {
    email,
    password,
    returnSecureToken: true,
  });
  if (!body.idToken) {
    throw new Error(`Sign-in of ${email} failed: ${body.error?.message ?? String(status)}`);
  }
  return body.idToken;
}
