import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { demoAccount, type DemoAccount } from '../../scripts/stack/demoAccounts.js';

/**
 * Sign-ins made once per run by the `sign-in` project (tests/signIn.setup.ts), through the login forms,
 * and restored by the tests that only need someone signed in. A saved sign-in is what the form left on
 * the origin: Firebase Auth's IndexedDB database (the only database kept: the outbox and the cached
 * answers start empty, as for a first sign-in on the phone), localStorage, and the tab's sessionStorage
 * (the chosen admin area), which a browser context does not carry, so it is written into the tab before
 * the app's first script. Signing out in a test is client-side only and ends nothing on the server, so
 * the saved sign-in stays good for the other tests. Each shard (E2E_SHARD_NAME) has its own; npm test's
 * second phase runs with --no-deps and E2E_SIGN_INS naming the first phase's, on the same stack.
 */
const stateDir = fileURLToPath(
  new URL(
    `../../.test-results/sign-ins${process.env.E2E_SIGN_INS ?? process.env.E2E_SHARD_NAME ?? ''}/`,
    import.meta.url,
  ),
);

/** Where the admin signs in, by the option chosen at its login, and the screen it lands on. */
export const adminLogins = {
  Bills: { path: '/adminlogin', landing: '/media' },
  'Placement Docs': { path: '/adminlogin', landing: '/docs' },
  Sales: { path: '/dashlogin', landing: '/saledash' },
  Placement: { path: '/dashlogin', landing: '/placdash' },
} as const;
export type AdminOption = keyof typeof adminLogins;

const FIREBASE_AUTH_DB = 'firebaseLocalStorageDb';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Playwright's storage state with the IndexedDB databases `storageState({ indexedDB: true })` adds. */
interface StateWithDatabases {
  cookies: StorageState['cookies'];
  origins: (StorageState['origins'][number] & { indexedDB?: { name: string }[] })[];
}
interface SavedSignIn {
  state: StateWithDatabases;
  session: [string, string][];
}

function stateFile(name: string): string {
  return join(stateDir, `${name}.json`);
}

/** The saved sign-in's name: a staff account's uid, or the admin's uid and the option chosen. */
export function signInName(account: Pick<DemoAccount, 'uid'>, option?: AdminOption): string {
  return option ? `${account.uid}-${option.replace(' ', '-')}` : account.uid;
}

/** Saves what the sign-in on `page` left (called by the setup project once the landing screen shows). */
export async function saveSignIn(page: Page, name: string): Promise<void> {
  const state: StateWithDatabases = await page.context().storageState({ indexedDB: true });
  const kept: StateWithDatabases = {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      indexedDB: (origin.indexedDB ?? []).filter((db) => db.name === FIREBASE_AUTH_DB),
    })),
  };
  const firebase = kept.origins.flatMap((origin) => origin.indexedDB ?? []);
  if (firebase.length !== 1) throw new Error(`${name}: no Firebase Auth database to save`);
  // Read in the page as text: the e2e project has no DOM types.
  const session = await page.evaluate<[string, string][]>('Object.entries(sessionStorage)');
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(stateFile(name), JSON.stringify({ state: kept, session } satisfies SavedSignIn));
}

/**
 * Puts a saved sign-in into the page's context (which must not have been used yet: restoring clears
 * every origin's storage) and its sessionStorage into this tab, then opens `path`.
 */
async function restore(page: Page, name: string, path: string): Promise<void> {
  if (page.url() !== 'about:blank') {
    throw new Error(`restore a sign-in before the page opens anything (it is at ${page.url()})`);
  }
  const file = stateFile(name);
  if (!existsSync(file)) throw new Error(`No saved sign-in ${file}: the sign-in project makes it`);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedSignIn;
  await page.context().setStorageState(saved.state);
  // Once per tab, as the sign-in wrote it: a later sign-out's removals must stay removed.
  await page.addInitScript((entries: [string, string][]) => {
    const session = (
      globalThis as unknown as {
        sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
      }
    ).sessionStorage;
    if (session.getItem('e2e-signed-in') !== null) return;
    session.setItem('e2e-signed-in', '1');
    for (const [key, value] of entries) session.setItem(key, value);
  }, saved.session);
  await page.goto(path);
}

/** A demo staff account signed in (by the saved sign-in), on its landing screen (/sales or /placement). */
export async function signedInStaff(page: Page, account: DemoAccount): Promise<void> {
  const role = account.roles[0];
  if (role !== 'sales' && role !== 'placement') throw new Error(`${account.email} is not staff`);
  await restore(page, signInName(account), `/${role}`);
  await expect(page).toHaveURL(new RegExp(`/${role}$`));
}

/** The demo admin signed in (by the saved sign-in) with `option` chosen, on that option's screen. */
export async function signedInAdmin(page: Page, option: AdminOption): Promise<void> {
  const { landing } = adminLogins[option];
  await restore(page, signInName(demoAccount('admin'), option), landing);
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}
