import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertPortsFree, portOffset, portsAt, webDistFolder } from './ports.js';
import { firebaseBin, PROJECT_ID, repoRoot } from './paths.js';
import { run, stopGroup } from './processes.js';
import { seedDemoAccounts } from './seed.js';
import { assertDeployNode } from './nodeVersion.js';
import { accountsPersistenceArgs, keepAccountsExported, type AccountsExport } from './accountsExport.js';
import { writeEmulatorConfig } from './emulatorConfig.js';
import { FUNCTIONS_REGION } from '../../functions/src/domain/constants.js';
import { startImageHost, type RunningImageHost } from './imageHost/server.js';
import { cloudinaryUrl, localImageHostCredentials } from './imageHostSettings.js';
import { sweepLocalImages } from './sweepImages.js';

export interface StackOptions {
  /** Folder for the Store's data and the Auth emulator's export. */
  dataDir: string;
  /** `hosting` serves the production build; `dev` runs Vite with hot reload. */
  web: 'hosting' | 'dev';
  /** Keep Auth accounts across restarts (import at start, export on exit). */
  persistAuth: boolean;
  /** Print the emulators' own output (always kept for error reports). */
  verbose: boolean;
  /** Moves every port (FIELD_TRACKER_PORT_OFFSET by default): a second stack beside the first. */
  portOffset?: number;
  /** Build the functions first (a second stack started beside a running one uses the same build). */
  buildFunctions?: boolean;
}

export interface Stack {
  webUrl: string;
  functionsUrl: string;
  authEmulatorHost: string;
  storeDir: string;
  /** The local image host (Cloudinary's upload, delivery and admin APIs). */
  imageHostUrl: string;
  stop(): Promise<void>;
}

const READY_LINE = 'All emulators ready';
const READY_TIMEOUT_MS = 180_000;

export async function startStack(options: StackOptions): Promise<Stack> {
  assertDeployNode();
  const offset = options.portOffset ?? portOffset;
  const { auth, functions, hosting, hub, logging, eventarc, tasks, devServer, imageHost } = portsAt(offset);
  const webPort = options.web === 'hosting' ? hosting : devServer;
  await assertPortsFree([
    auth,
    functions,
    hub,
    logging,
    webPort,
    imageHost,
    ...(options.web === 'dev' ? [hosting] : []),
  ]);

  const storeDir = join(options.dataDir, 'store');
  const authDir = join(options.dataDir, 'auth');
  const imagesDir = join(options.dataDir, 'images');
  mkdirSync(storeDir, { recursive: true });

  // On moved ports the web app is built with them, into a folder of its own, beside the usual stack's.
  const moved =
    offset === 0
      ? undefined
      : {
          offset,
          ports: {
            auth: auth.port,
            functions: functions.port,
            hosting: hosting.port,
            hub: hub.port,
            logging: logging.port,
            eventarc: eventarc.port,
            tasks: tasks.port,
          },
          webDist: `web/${webDistFolder(offset)}`,
        };
  if (options.buildFunctions ?? true)
    await run('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot });
  if (options.web === 'hosting') {
    const outDir = moved ? ['--', '--outDir', webDistFolder(offset), '--emptyOutDir'] : [];
    await run('npm', ['run', 'build:emulator', '-w', 'web', ...outDir], {
      cwd: repoRoot,
      ...(moved
        ? {
            env: {
              ...process.env,
              VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${String(auth.port)}`,
              VITE_FUNCTIONS_EMULATOR_PORT: String(functions.port),
              VITE_IMAGE_HOST_URL: `http://127.0.0.1:${String(imageHost.port)}`,
            },
          }
        : {}),
    });
  }

  ensureLocalSecrets();
  const images: RunningImageHost = await startImageHost({
    port: imageHost.port,
    dataDir: imagesDir,
    credentials: localImageHostCredentials,
  });
  await sweepLocalImages(storeDir, images.url);
  const config = writeEmulatorConfig(
    {
      connect: [
        `http://127.0.0.1:${String(auth.port)}`,
        `http://127.0.0.1:${String(functions.port)}`,
        images.url,
      ],
      img: [images.url],
    },
    moved,
  );
  const only = options.web === 'hosting' ? 'auth,functions,hosting' : 'auth,functions';
  const persistence = options.persistAuth ? accountsPersistenceArgs(authDir) : [];
  const emulators = spawn(
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
        CLOUDINARY_URL: cloudinaryUrl(images.url),
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
  const children: ChildProcess[] = [emulators];
  let accounts: AccountsExport | undefined;
  const stop = async () => {
    await accounts?.stop();
    await Promise.all([...children.map((child) => stopGroup(child)), images.close()]);
  };

  try {
    await waitForLine(emulators, READY_LINE, options.verbose);
    const authEmulatorHost = `127.0.0.1:${String(auth.port)}`;
    await seedDemoAccounts(authEmulatorHost, storeDir);
    if (options.persistAuth) {
      accounts = keepAccountsExported({ authEmulatorHost, hubPort: hub.port, dir: authDir });
      await accounts.flush();
    }
    if (options.web === 'dev') {
      const vite = spawn('npm', ['run', 'dev', '-w', 'web'], {
        cwd: repoRoot,
        detached: true,
        stdio: 'inherit',
      });
      children.push(vite);
    }
    return {
      webUrl: `http://127.0.0.1:${String(webPort.port)}`,
      functionsUrl: `http://127.0.0.1:${String(functions.port)}/${PROJECT_ID}/${FUNCTIONS_REGION}`,
      authEmulatorHost,
      storeDir,
      imageHostUrl: images.url,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
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

/**
 * The Functions emulator reads bound secrets from functions/.secret.local and would otherwise ask
 * Secret Manager; an empty key leaves the sheet disabled, as the local stack wants, and the image
 * secret is the local image host's. A secret missing from an older file is added; others are kept.
 */
function ensureLocalSecrets(): void {
  const file = join(repoRoot, 'functions', '.secret.local');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const wanted = {
    SHEETS_SERVICE_ACCOUNT: '',
    CLOUDINARY_API_SECRET: localImageHostCredentials.apiSecret,
  };
  const missing = Object.entries(wanted).filter(([name]) => !new RegExp(`^${name}=`, 'm').test(text));
  if (missing.length === 0) return;
  const lines = missing.map(([name, value]) => `${name}=${value}\n`).join('');
  writeFileSync(file, `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${lines}`);
}
