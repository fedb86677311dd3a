import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsCli } from '../claims/cli.js';
import { PROJECT_ID, repoRoot } from '../stack/paths.js';

/** Set by `npm test` once the local stack is up; without it the suite skips and says why. */
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const describeWithEmulator = emulatorHost ? describe : describe.skip;
if (!emulatorHost) {
  console.warn('Claims CLI tests skipped: FIREBASE_AUTH_EMULATOR_HOST is unset. Run them with "npm test".');
}
const run = randomUUID().slice(0, 8);
/** Accounts of this run only: the emulator is shared with the running stack and its demo accounts. */
const email = (name: string) => `claims-${run}-${name}@example.com`;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command in this process, as `npm run claims -- ...args` would, and collects what it prints. */
async function claims(...args: string[]): Promise<CliResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await claimsCli(args, {
    log: (line) => stdout.push(`${line}\n`),
    error: (line) => stderr.push(`${line}\n`),
  });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

/** The command as the shell runs it: its own process, its exit code and its two streams. */
async function claimsProcess(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/claims.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

let app: App | undefined;
let auth: Auth;

async function rolesOf(address: string): Promise<unknown> {
  return (await auth.getUserByEmail(address)).customClaims?.roles;
}

async function exists(address: string): Promise<boolean> {
  return auth.getUserByEmail(address).then(
    () => true,
    () => false,
  );
}

/** Public sign-up through the REST API, as anyone holding the web API key can do. */
async function signUp(address: string, password: string): Promise<void> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Sign-up of ${address} failed: ${String(response.status)}`);
}

async function canSignIn(address: string, password: string): Promise<boolean> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address, password, returnSecureToken: true }),
    },
  );
  return response.ok;
}

describeWithEmulator('npm run claims against the Auth emulator', () => {
  beforeAll(async () => {
    const reachable = await fetch(`http://${emulatorHost}/`).then(
      () => true,
      () => false,
    );
    if (!reachable) {
      throw new Error(`No Auth emulator at ${emulatorHost}: start the stack first (npm start).`);
    }
    app = initializeApp({ projectId: PROJECT_ID }, `claims-test-${run}`);
    auth = getAuth(app);
  });

  afterAll(async () => {
    if (!app) return;
    const mine = (await auth.listUsers(1000)).users.filter((user) =>
      user.email?.startsWith(`claims-${run}-`),
    );
    await auth.deleteUsers(mine.map((user) => user.uid));
    await deleteApp(app);
  });

  describe('as its own process (npm run claims)', () => {
    it('grants, prints to stdout and exits 0', async () => {
      const result = await claimsProcess(['grant', 'sales', email('process'), '--password', 'secret-123'], {
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      });
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain(`Granted sales to ${email('process')}.`);
      expect(await rolesOf(email('process'))).toEqual(['sales']);
    });

    it('prints a refusal and the usage to stderr and exits 1', async () => {
      const result = await claimsProcess(['grant', 'boss', email('process-bad')], {
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      });
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toMatch(/Unknown role "boss"[\s\S]*Usage:/);
    });
  });

  describe('npm run claims -- grant', () => {
    it('creates a missing account with --password and gives it the role', async () => {
      const result = await claims('grant', 'sales', email('new'), '--password', 'secret-123');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Created the account ${email('new')}.`);
      expect(result.stdout).toContain(`Granted sales to ${email('new')}.`);
      expect(await rolesOf(email('new'))).toEqual(['sales']);
      expect(await canSignIn(email('new'), 'secret-123')).toBe(true);
    });

    it('creates a missing account without a password and prints a reset link', async () => {
      const result = await claims('grant', 'placement', email('linked'));
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Send them this link to choose a password: http\S*oobCode=/);
      expect(await rolesOf(email('linked'))).toEqual(['placement']);
    });

    it('adds a role to an existing account, keeping its other roles and claims', async () => {
      const user = await auth.createUser({
        email: email('both'),
        password: 'secret-123',
        emailVerified: true,
      });
      await auth.setCustomUserClaims(user.uid, { roles: ['sales'], team: 'west' });
      const result = await claims('grant', 'admin', email('both'), '--password', 'other-pass');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('its password was left unchanged');
      expect((await auth.getUser(user.uid)).customClaims).toEqual({
        roles: ['sales', 'admin'],
        team: 'west',
      });
      expect(await canSignIn(email('both'), 'secret-123')).toBe(true);
    });

    it('says so when the account already holds the role', async () => {
      await claims('grant', 'admin', email('again'), '--password', 'secret-123');
      const result = await claims('grant', 'admin', email('again'));
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`${email('again')} already has the admin role.`);
      expect(await rolesOf(email('again'))).toEqual(['admin']);
    });

    it('marks the accounts it creates as verified (the callables accept only verified emails)', async () => {
      await claims('grant', 'sales', email('verified'), '--password', 'secret-123');
      expect((await auth.getUserByEmail(email('verified'))).emailVerified).toBe(true);
    });

    it('refuses an existing account with an unverified email that it did not create', async () => {
      // Anyone can do this with the web API key while public sign-up is on.
      await signUp(email('squatted'), 'squatter-pass');
      const result = await claims('grant', 'admin', email('squatted'));
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `${email('squatted')} already has an account whose email is not verified and that this command did not create`,
      );
      expect(result.stderr).toContain('--reset-password');
      expect(await rolesOf(email('squatted'))).toBeUndefined();
      expect(await canSignIn(email('squatted'), 'squatter-pass')).toBe(true);
    });

    it('takes such an account over with --reset-password: old password dead, sessions ended, link printed', async () => {
      await signUp(email('taken'), 'squatter-pass');
      const before = await auth.getUserByEmail(email('taken'));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const result = await claims('grant', 'sales', email('taken'), '--reset-password');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Reset the password of ${email('taken')}`);
      expect(result.stdout).toMatch(/Send them this link to choose a password: http\S*oobCode=/);
      expect(result.stdout).toContain(`Granted sales to ${email('taken')}.`);
      expect(await canSignIn(email('taken'), 'squatter-pass')).toBe(false);
      const after = await auth.getUserByEmail(email('taken'));
      expect(after.uid).toBe(before.uid);
      expect(after.emailVerified).toBe(true);
      expect(after.customClaims?.roles).toEqual(['sales']);
      expect(Date.parse(after.tokensValidAfterTime ?? '')).toBeGreaterThan(
        Date.parse(before.tokensValidAfterTime ?? ''),
      );
    });

    it('matches the email case-insensitively', async () => {
      await claims('grant', 'sales', email('case'), '--password', 'secret-123');
      const result = await claims('grant', 'placement', email('case').toUpperCase());
      expect(result.code).toBe(0);
      expect(await rolesOf(email('case'))).toEqual(['sales', 'placement']);
    });
  });

  describe('npm run claims -- revoke', () => {
    it('removes only that role and ends the account’s sessions', async () => {
      const user = await auth.createUser({ email: email('revoked'), password: 'secret-123' });
      await auth.setCustomUserClaims(user.uid, { roles: ['sales', 'placement'] });
      const before = (await auth.getUser(user.uid)).tokensValidAfterTime;
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const result = await claims('revoke', 'sales', email('revoked'));
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Revoked sales from ${email('revoked')}.`);
      const after = await auth.getUser(user.uid);
      expect(after.customClaims?.roles).toEqual(['placement']);
      expect(Date.parse(after.tokensValidAfterTime ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    });

    it('says so when the account does not hold the role', async () => {
      await claims('grant', 'placement', email('lacks'), '--password', 'secret-123');
      const result = await claims('revoke', 'admin', email('lacks'));
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`${email('lacks')} does not have the admin role.`);
      expect(await rolesOf(email('lacks'))).toEqual(['placement']);
    });
  });

  describe('npm run claims -- list', () => {
    beforeAll(async () => {
      await claims('grant', 'sales', email('list-sales'), '--password', 'secret-123');
      await claims('grant', 'placement', email('list-placement'), '--password', 'secret-123');
      await auth.createUser({ email: email('list-none'), password: 'secret-123' });
    });

    it('lists every account holding a role, with its roles', async () => {
      const result = await claims('list');
      expect(result.code).toBe(0);
      const lines = result.stdout.trim().split('\n');
      expect(lines).toContain(`${email('list-sales')}: sales`);
      expect(lines).toContain(`${email('list-placement')}: placement`);
      expect(result.stdout).not.toContain(email('list-none'));
    });

    it('lists only the holders of the given role', async () => {
      const result = await claims('list', 'placement');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`${email('list-placement')}: placement`);
      expect(result.stdout).not.toContain(email('list-sales'));
    });
  });

  describe('bad input: a clear message, exit code 1, nothing changed', () => {
    it.each<[string, string[], RegExp]>([
      [
        'an unknown role',
        ['grant', 'boss', email('bad-role')],
        /Unknown role "boss"\. Roles are: sales, placement, admin\./,
      ],
      ['a malformed email', ['grant', 'sales', 'not-an-email'], /"not-an-email" is not an email address\./],
      [
        'a short password',
        ['grant', 'sales', email('bad-pass'), '--password', '123'],
        /at least 6 characters/,
      ],
      ['a missing email', ['grant', 'sales'], /grant takes a role and an email\./],
      ['an unknown command', ['promote', 'sales', email('bad-command')], /Unknown command "promote"\./],
      ['no command', [], /No command given\./],
      ['an unknown option', ['grant', 'sales', email('bad-option'), '--force'], /Unknown option --force\./],
      [
        'both --password and --reset-password',
        ['grant', 'sales', email('both-flags'), '--password', 'secret-123', '--reset-password'],
        /Give either --password or --reset-password, not both\./,
      ],
      [
        'a password on revoke',
        ['revoke', 'sales', email('x'), '--password', 'secret-123'],
        /--password is only for grant\./,
      ],
      ['an unknown role to list', ['list', 'boss'], /Unknown role "boss"/],
    ])('refuses %s', async (_, args, message) => {
      const result = await claims(...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain('Usage:');
      expect(result.stdout).toBe('');
      for (const arg of args.filter((candidate) => candidate.includes('@')))
        expect(await exists(arg)).toBe(false);
    });

    it('refuses to revoke from a missing account', async () => {
      const result = await claims('revoke', 'sales', email('missing'));
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`No account with the email ${email('missing')}; nothing changed.`);
      expect(await exists(email('missing'))).toBe(false);
    });

    it('keeps an existing account untouched when the role is unknown', async () => {
      await claims('grant', 'sales', email('kept'), '--password', 'secret-123');
      const result = await claims('grant', 'superuser', email('kept'));
      expect(result.code).toBe(1);
      expect(await rolesOf(email('kept'))).toEqual(['sales']);
    });

    it('names the emulator when it cannot be reached', async () => {
      const { stderr, code } = await claimsProcess(['list'], { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
      expect(code).toBe(1);
      expect(stderr).toContain(
        'Cannot reach the local Auth emulator (127.0.0.1:9). Start it with npm start.',
      );
    });
  });
});
