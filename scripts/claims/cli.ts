import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { openStore } from '../stack/openStore.js';
import { PROJECT_ID } from '../stack/paths.js';
import { stackPorts } from '../stack/ports.js';
import { UsageError } from '../usageError.js';
import { parseArgs, usage } from './parseArgs.js';
import { ClaimsError, needsStore, runClaims } from './runClaims.js';

/** Where the command's lines go: the console from the shell, a buffer in the tests. */
export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * `npm run claims -- ...`: grants, revokes and lists the role claims of accounts. Returns the exit
 * code: 0 done, 1 refused (bad input, or the project cannot be reached), with the reason on `error`.
 */
export async function claimsCli(argv: readonly string[], output: CliOutput): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    output.log(usage);
    return 0;
  }
  try {
    const command = parseArgs(argv);
    // A demo- project exists only in the emulators, so it never needs (or reaches) real credentials.
    const real = command.project !== undefined && !command.project.startsWith('demo-');
    if (real) {
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    } else {
      process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${String(stackPorts.auth.port)}`;
    }
    // A name of its own, so that runs in one process (the tests) never meet each other's app.
    const name = `claims-${randomUUID()}`;
    const app = real
      ? initializeApp({ projectId: command.project, credential: applicationDefault() }, name)
      : initializeApp({ projectId: command.project ?? PROJECT_ID }, name);
    const where = real
      ? `the project ${String(command.project)}`
      : `the local Auth emulator (${String(process.env.FIREBASE_AUTH_EMULATOR_HOST)})`;
    // Names are kept in the Store: the local stack's (FIELD_TRACKER_DATA_DIR), or the project's database.
    const opened = needsStore(command)
      ? await openStore(
          real ? { kind: 'project', projectId: String(command.project) } : { kind: 'local' },
          'claims-cli',
        )
      : undefined;
    try {
      const people = opened && { store: opened.store, by: `cli:${userInfo().username}` };
      for (const line of await runClaims(getAuth(app), command, people)) output.log(line);
    } catch (error) {
      if (error instanceof ClaimsError) throw error;
      const code = (error as { code?: string }).code ?? '';
      if (code === 'app/network-error' || /ECONNREFUSED/.test(String(error))) {
        throw new ClaimsError(
          `Cannot reach ${where}. ${real ? 'Check your network and credentials.' : 'Start it with npm start.'}`,
        );
      }
      throw error;
    } finally {
      await opened?.close();
      await deleteApp(app);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) output.error(`${error.message}\n\n${usage}`);
    else output.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
