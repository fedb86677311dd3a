import { createHash } from 'node:crypto';
import { FUNCTIONS_REGION } from '../../functions/src/domain/constants.js';
import type { DemoAccount } from '../../scripts/stack/demoAccounts.js';
import { emulatorIdToken } from '../../scripts/stack/emulatorSignIn.js';
import { PROJECT_ID } from '../../scripts/stack/paths.js';
import { stackPorts } from '../../scripts/stack/ports.js';

const FUNCTIONS_URL = `http://127.0.0.1:${String(stackPorts.functions.port)}/${PROJECT_ID}/${FUNCTIONS_REGION}`;
const IMAGE_HOST_URL = `http://127.0.0.1:${String(stackPorts.imageHost.port)}`;

export interface SeededUpload {
  id: string;
  name: string;
  bytes: Buffer;
}

export async function callable<T>(name: string, idToken: string, data: unknown): Promise<T> {
  const response = await fetch(`${FUNCTIONS_URL}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.result === undefined) throw new Error(`${name} failed: ${body.error?.message ?? response.status}`);
  return body.result;
}

/**
 * Uploads images the way the app does (signUpload, a signed post to the image host, recordUpload), as
 * `account`, so the file screens list real records whose bytes the host really holds.
 */
export async function seedUploads(
  account: DemoAccount,
  folder: 'bills' | 'placement_docs',
  files: readonly { name: string; bytes: Buffer }[],
): Promise<SeededUpload[]> {
  const idToken = await emulatorIdToken(account.email, account.password);
  const dept = folder === 'placement_docs' ? 'placement' : (account.roles[0] ?? 'sales');
  const seeded: SeededUpload[] = [];
  for (const { name, bytes } of files) {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const signed = await callable<{ status: string; cloudName: string; fields: Record<string, string> }>(
      'signUpload',
      idToken,
      { folder, dept, fileName: name, sha256, allowDuplicate: true },
    );
    if (signed.status !== 'signed') throw new Error(`signUpload did not sign ${name}: ${signed.status}`);
    const form = new FormData();
    for (const [key, value] of Object.entries(signed.fields)) form.append(key, value);
    form.append('file', new Blob([bytes]), name);
    const posted = await fetch(`${IMAGE_HOST_URL}/v1_1/${signed.cloudName}/image/upload`, {
      method: 'POST',
      body: form,
    });
    if (!posted.ok) throw new Error(`the image host refused ${name}: ${String(posted.status)}`);
    // Like the app, only what the host signed goes back to the server.
    const { public_id, version, signature } = (await posted.json()) as {
      public_id: string;
      version: number;
      signature: string;
    };
    const recorded = await callable<{ id: string }>('recordUpload', idToken, {
      public_id,
      version,
      signature,
    });
    seeded.push({ id: recorded.id, name, bytes });
  }
  return seeded;
}
