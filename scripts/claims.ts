import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { parseArgs, usage } from './claims/parseArgs.js';
import { UsageError } from './usageError.js';
import { ClaimsError, runClaims } from './claims/runClaims.js';
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
  try {
    for (const line of await runClaims(getAuth(app), command)) console.log(line);
  } catch (error) {
    if (error instanceof ClaimsError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'app/network-error' || /ECONNREFUSED/.test(String(error))) {
      throw new ClaimsError(
        `Cannot reach ${where}. ${real ? 'Check your network and credentials.' : 'Start it with npm start.'}`,
      );
    }
    throw error;
  }
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
