import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { parseArgs, usage } from './claims/parseArgs.js';
import { UsageError } from './usageError.js';
import { userInfo } from 'node:os';
import { ClaimsError, needsStore, runClaims } from './claims/runClaims.js';
import { openStore } from './stack/openStore.js';
import { PROJECT_ID } from './stack/paths.js';
import { stackPorts } from './stack/ports.js';

/** `npm run claims -- ...`: grants, revokes and lists the role claims of accounts. */
const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(usage);
  process.exit(0);
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
  const app = real
    ? initializeApp({ projectId: command.project, credential: applicationDefault() })
    : initializeApp({ projectId: command.project ?? PROJECT_ID });
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
    for (const line of await runClaims(getAuth(app), command, people)) console.log(line);
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
  }
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
