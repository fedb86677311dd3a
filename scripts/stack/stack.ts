import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertPortsFree, portOffset, portsAt, webDistFolder } from './ports.js';
import { PROJECT_ID, repoRoot } from './paths.js';
import { run, stopGroup } from './processes.js';
import { seedDemoAccounts } from './seed.js';
import { assertDeployNode } from './nodeVersion.js';
import { accountsPersistenceArgs, keepAccountsExported, type AccountsExport } from './accountsExport.js';
import { writeEmulatorConfig, type MovedStack } from './emulatorConfig.js';
import { emulatorsReady, spawnEmulators } from './emulators.js';
import { FUNCTIONS_REGION } from '../../functions/src/domain/constants.js';
import { startImageHost, type RunningImageHost } from './imageHost/server.js';
import { startTileHost } from './tileHost.js';
import { localImageHostCredentials } from './imageHostSettings.js';
import { sweepLocalImages } from './sweepImages.js';
import { startSheetsHost } from './sheetsHost/server.js';
import { LOCAL_SPREADSHEET_ID, localSpreadsheetSharing } from './sheetsHostSettings.js';
import { startLocalSheetSync } from './localSheetSync.js';
import { webBuildEnv } from './webBuild.js';
import { startPushHost } from './pushHost/server.js';
import { ensureVapidFile } from './pushHost/vapidFile.js';
import { startLocalMorningDigest } from './localMorningDigest.js';

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
  /** The typecheck has just passed (npm test): the functions' build emits without checking again. */
  typechecked?: boolean;
}

export interface Stack {
  webUrl: string;
  functionsUrl: string;
  authEmulatorHost: string;
  storeDir: string;
  /** The local image host (Cloudinary's upload, delivery and admin APIs). */
  imageHostUrl: string;
  /** The local stand-in for OpenStreetMap's tiles (the place page's map). */
  tileHostUrl: string;
  /** The local stand-in for the Sheets API; its page lists each tab's rows. */
  sheetsHostUrl: string;
  /** The local stand-in for a Web Push service (tests point their devices' subscriptions at it). */
  pushHostUrl: string;
  stop(): Promise<void>;
}

type StackPorts = ReturnType<typeof portsAt>;

/** Fails naming every port the stack needs that is taken, before anything has been started. */
async function assertStackPortsFree(web: StackOptions['web'], ports: StackPorts): Promise<void> {
  const { auth, functions, hosting, hub, logging, devServer, imageHost, tileHost, sheetsHost, pushHost } =
    ports;
  await assertPortsFree([
    tileHost,
    sheetsHost,
    pushHost,
    auth,
    functions,
    hub,
    logging,
    web === 'hosting' ? hosting : devServer,
    imageHost,
    ...(web === 'dev' ? [hosting] : []),
  ]);
}

/** On moved ports the web app is built with them, into a folder of its own, beside the usual stack's. */
function movedStack(offset: number, ports: StackPorts): MovedStack | undefined {
  if (offset === 0) return undefined;
  const { auth, functions, hosting, hub, logging, eventarc, tasks } = ports;
  return {
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
}

/** Builds the functions (unless told not to) and, for `hosting`, the web app for the stack's ports. */
async function buildStack(
  options: StackOptions,
  offset: number,
  moved: MovedStack | undefined,
): Promise<void> {
  const unchecked = options.typechecked ? ['--', '--noCheck'] : [];
  if (options.buildFunctions ?? true)
    await run('npm', ['run', 'build', '-w', 'functions', ...unchecked], { cwd: repoRoot });
  if (options.web !== 'hosting') return;
  const outDir = moved ? ['--', '--outDir', webDistFolder(offset), '--emptyOutDir'] : [];
  await run('npm', ['run', 'build:emulator', '-w', 'web', ...outDir], {
    cwd: repoRoot,
    ...(moved ? { env: { ...process.env, ...webBuildEnv(offset) } } : {}),
  });
}

/**
 * The local stand-ins the functions and the app talk to: the image host (after the daily sweep of its
 * images, run once), the map tiles, the Sheets API, a Web Push service, and the stack's own runs of
 * the scheduled sheet sync and morning digest (with the VAPID pair kept in the data folder).
 */
async function startLocalHosts(
  dataDir: string,
  storeDir: string,
  { imageHost, tileHost, sheetsHost, pushHost }: StackPorts,
) {
  const images: RunningImageHost = await startImageHost({
    port: imageHost.port,
    dataDir: join(dataDir, 'images'),
    credentials: localImageHostCredentials,
  });
  await sweepLocalImages(storeDir, images.url);
  const tiles = await startTileHost(tileHost.port);
  const sheets = await startSheetsHost({
    port: sheetsHost.port,
    dataDir: join(dataDir, 'sheets'),
    sharing: { [LOCAL_SPREADSHEET_ID]: localSpreadsheetSharing },
  });
  const sheetSync = await startLocalSheetSync(storeDir, sheets.url);
  const push = await startPushHost({ port: pushHost.port });
  const vapidFile = ensureVapidFile(dataDir);
  const digest = startLocalMorningDigest(storeDir, vapidFile);
  const close = async () => {
    await Promise.all([sheetSync.stop(), digest.stop()]);
    await Promise.all([images.close(), tiles.close(), sheets.close(), push.close()]);
  };
  return { images, tiles, sheets, push, vapidFile, close };
}

export async function startStack(options: StackOptions): Promise<Stack> {
  assertDeployNode();
  const offset = options.portOffset ?? portOffset;
  const ports = portsAt(offset);
  const { auth, functions, hosting, hub, devServer } = ports;
  const webPort = options.web === 'hosting' ? hosting : devServer;
  await assertStackPortsFree(options.web, ports);

  const storeDir = join(options.dataDir, 'store');
  const authDir = join(options.dataDir, 'auth');
  mkdirSync(storeDir, { recursive: true });

  const moved = movedStack(offset, ports);
  await buildStack(options, offset, moved);

  ensureLocalSecrets();
  const hosts = await startLocalHosts(options.dataDir, storeDir, ports);
  const { images, tiles, sheets } = hosts;
  const config = writeEmulatorConfig(
    {
      connect: [
        `http://127.0.0.1:${String(auth.port)}`,
        `http://127.0.0.1:${String(functions.port)}`,
        images.url,
      ],
      img: [images.url, tiles.origin],
    },
    moved,
  );
  const only = options.web === 'hosting' ? 'auth,functions,hosting' : 'auth,functions';
  const persistence = options.persistAuth ? accountsPersistenceArgs(authDir) : [];
  const emulators = spawnEmulators({
    config,
    only,
    persistence,
    storeDir,
    imageHostUrl: images.url,
    sheetsHostUrl: sheets.url,
    vapidFile: hosts.vapidFile,
  });
  const children: ChildProcess[] = [emulators];
  let accounts: AccountsExport | undefined;
  const stop = async () => {
    await accounts?.stop();
    await Promise.all([...children.map((child) => stopGroup(child)), hosts.close()]);
  };

  try {
    await emulatorsReady(emulators, options.verbose);
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
      tileHostUrl: tiles.origin,
      sheetsHostUrl: sheets.url,
      pushHostUrl: hosts.push.url,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The Functions emulator reads bound secrets from functions/.secret.local and would otherwise ask
 * Secret Manager; an empty key has the sheet adapter send the stand-in its fixed token, the image
 * secret is the local image host's, and the VAPID key is left empty. A secret missing from an older file is added; others are kept.
 */
function ensureLocalSecrets(): void {
  const file = join(repoRoot, 'functions', '.secret.local');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const wanted = {
    SHEETS_SERVICE_ACCOUNT: '',
    CLOUDINARY_API_SECRET: localImageHostCredentials.apiSecret,
    // The stack's own VAPID pair is read from its data folder (FIELD_TRACKER_VAPID_FILE) instead.
    VAPID_PRIVATE_KEY: '',
  };
  const missing = Object.entries(wanted).filter(([name]) => !new RegExp(`^${name}=`, 'm').test(text));
  if (missing.length === 0) return;
  const lines = missing.map(([name, value]) => `${name}=${value}\n`).join('');
  writeFileSync(file, `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${lines}`);
}
