import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { accountsPersistenceArgs, keepAccountsExported } from '../stack/accountsExport.js';
import { firebaseBin, PROJECT_ID } from '../stack/paths.js';
import { portsAt } from '../stack/ports.js';

/** An Auth emulator of its own, on ports clear of the stack `npm test` runs (and of its shards). */
const ports = portsAt(7000);
const authHost = `127.0.0.1:${String(ports.auth.port)}`;
const work = mkdtempSync(join(tmpdir(), 'accounts-export-'));
const accountsDir = join(work, 'auth');
writeFileSync(
  join(work, 'firebase.json'),
  JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth.port },
      hub: { host: '127.0.0.1', port: ports.hub.port },
      logging: { host: '127.0.0.1', port: ports.logging.port },
      ui: { enabled: false },
    },
  }),
);
const started: ChildProcess[] = [];
const stackAuthHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

/** Starts the Auth emulator as `npm start` does (loading the saved accounts) and waits until it is ready. */
async function startAuthEmulator(): Promise<ChildProcess> {
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID];
  const child = spawn(firebaseBin, [...args, ...accountsPersistenceArgs(accountsDir)], {
    cwd: work,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_TELEMETRY: '1' },
  });
  started.push(child);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('All emulators ready')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      reject(new Error(`The Auth emulator exited (${String(code)}) before it was ready:\n${output}`));
    });
  });
  return child;
}

/** SIGKILL to the emulator's whole process group: no clean exit, so no export on exit. */
async function crash(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  await exited;
}

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) await crash(child);
  }
  rmSync(work, { recursive: true, force: true });
  if (stackAuthHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = stackAuthHost;
});

describe('the local stack’s accounts', () => {
  it('survive a SIGKILL: an account and its role added while it ran are there, same uid, after a restart', async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
    const first = await startAuthEmulator();
    const exporter = keepAccountsExported({
      authEmulatorHost: authHost,
      hubPort: ports.hub.port,
      dir: accountsDir,
    });
    const app = initializeApp({ projectId: PROJECT_ID }, 'accounts-export-before');
    const created = await getAuth(app).createUser({ email: 'kept@example.com', password: 'secret-123' });
    await getAuth(app).setCustomUserClaims(created.uid, { roles: ['placement'] });
    await deleteApp(app);
    // What the timer does every 2 s, awaited here rather than waited for.
    await exporter.flush();
    await exporter.stop();
    await crash(first);

    await startAuthEmulator();
    const again = initializeApp({ projectId: PROJECT_ID }, 'accounts-export-after');
    try {
      const found = await getAuth(again).getUserByEmail('kept@example.com');
      expect(found.uid).toBe(created.uid);
      expect(found.customClaims).toEqual({ roles: ['placement'] });
    } finally {
      await deleteApp(again);
    }
  }, 240_000);
});
