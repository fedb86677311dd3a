import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID } from './paths.js';
import { postJson } from './postJson.js';

/** How often the accounts are compared with the last export: a crash loses at most this much. */
const CHECK_EVERY_MS = 2_000;

interface AccountsExportOptions {
  authEmulatorHost: string;
  hubPort: number;
  /** The folder `firebase emulators:start --import` reads at the next start. */
  dir: string;
  everyMs?: number;
}

export interface AccountsExport {
  /** Exports now if the accounts changed since the last export. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** `firebase emulators:start` arguments that load the accounts saved in `dir` and save them on exit. */
export function accountsPersistenceArgs(dir: string): string[] {
  const saved = existsSync(join(dir, 'firebase-export-metadata.json'));
  return [...(saved ? ['--import', dir] : []), '--export-on-exit', dir];
}

/** Every account with its password hash, claims and sign-in data, as the Auth emulator holds them. */
async function accountsFingerprint(authEmulatorHost: string): Promise<string> {
  const reply = await postJson<unknown>(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:query`,
    { returnUserInfo: true },
    // The Auth emulator accepts this token as the project's owner (what the Admin SDK sends).
    { Authorization: 'Bearer owner' },
  );
  if (reply.status !== 200) throw new Error(`Auth emulator answered ${String(reply.status)}`);
  return JSON.stringify(reply.body);
}

/**
 * Keeps the Auth emulator's export current while the stack runs. The emulators export only on a clean
 * exit (`--export-on-exit`), so a crash or SIGKILL used to lose every account added since the start,
 * while the Store kept their uids. Whenever the accounts differ from the last export (a sign-up, a
 * role granted with `npm run claims`, the demo seed, a password changed), they are exported through the
 * emulator hub, as `firebase emulators:export` does.
 */
export function keepAccountsExported(options: AccountsExportOptions): AccountsExport {
  let exported: string | undefined;
  let running: Promise<void> = Promise.resolve();
  const exportIfChanged = async () => {
    const now = await accountsFingerprint(options.authEmulatorHost);
    if (now === exported) return;
    const reply = await postJson<unknown>(`http://127.0.0.1:${String(options.hubPort)}/_admin/export`, {
      path: options.dir,
      initiatedBy: 'field-tracker',
    });
    if (reply.status !== 200) throw new Error(`Export failed: ${JSON.stringify(reply.body)}`);
    exported = now;
  };
  // One at a time: the hub replaces the whole folder on each export.
  const flush = () => {
    running = running.then(exportIfChanged, exportIfChanged);
    return running;
  };
  const timer = setInterval(() => {
    flush().catch((error: unknown) => {
      console.error(`Could not save the accounts: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, options.everyMs ?? CHECK_EVERY_MS);
  timer.unref();
  return {
    flush,
    stop: async () => {
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
