import { spawn, type ChildProcess } from 'node:child_process';
import { firebaseBin, PROJECT_ID, repoRoot } from './paths.js';
import { cloudinaryUrl } from './imageHostSettings.js';
import { sheetsEnv } from './sheetsHostSettings.js';

const READY_LINE = 'All emulators ready';
const READY_TIMEOUT_MS = 180_000;

/**
 * Starts the Firebase emulators named by `only` (in a process group of their own) on the local Store
 * in `storeDir`, the image host at `imageHostUrl`, the Sheets stand-in at `sheetsHostUrl` and the
 * stack's VAPID pair in `vapidFile`.
 */
export function spawnEmulators({
  config,
  only,
  persistence,
  storeDir,
  imageHostUrl,
  sheetsHostUrl,
  vapidFile,
}: {
  config: string;
  only: string;
  persistence: readonly string[];
  storeDir: string;
  imageHostUrl: string;
  sheetsHostUrl: string;
  vapidFile: string;
}): ChildProcess {
  return spawn(
    firebaseBin,
    ['emulators:start', '--config', config, '--only', only, '--project', PROJECT_ID, ...persistence],
    {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FIELD_TRACKER_STORE: 'local',
        FIELD_TRACKER_DATA_DIR: storeDir,
        // Read by the cloudinary package when first imported: the only way to give it an http upload_prefix.
        CLOUDINARY_URL: cloudinaryUrl(imageHostUrl),
        // The sheet is on: visits wait as pending and reach the stand-in, never a Google host.
        ...sheetsEnv(sheetsHostUrl),
        // The reminders' VAPID pair, generated once into the stack's data folder.
        FIELD_TRACKER_VAPID_FILE: vapidFile,
        // node:sqlite (the local Store) warns on every load that it is experimental; nothing to act on.
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --disable-warning=ExperimentalWarning`.trim(),
        // A function process not ready within this many seconds has its request dropped unanswered
        // ('Failed to load function', the client waits for ever); 30 s by default, which several processes
        // starting at once on a loaded 2-core machine can miss.
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_TELEMETRY: '1',
      },
    },
  );
}

/** Resolves when the emulators say they are all ready; rejects with their recent output if they exit first. */
export function emulatorsReady(emulators: ChildProcess, verbose: boolean): Promise<void> {
  return waitForLine(emulators, READY_LINE, verbose);
}

/** Resolves when the process prints `line`; rejects with its recent output if it exits first. */
function waitForLine(child: ChildProcess, line: string, verbose: boolean): Promise<void> {
  const recent: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new Error(
          `The emulators did not start within ${String(READY_TIMEOUT_MS / 1000)} s:\n${recent.join('')}`,
        ),
      );
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      recent.push(text);
      if (recent.length > 60) recent.shift();
      if (verbose) process.stdout.write(text);
      if (text.includes(line)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`The emulators exited (code ${String(code)}) before they were ready:\n${recent.join('')}`),
      );
    });
  });
}
