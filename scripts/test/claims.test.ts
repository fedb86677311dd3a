import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID, repoRoot } from '../stack/paths.js';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost)
  console.warn('Claims CLI tests skipped: FIREBASE_AUTH_EMULATOR_HOST is not set (npm test sets it).');

interface CliResult {
  code: number;
  output: string;
}

async function claims(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'scripts/claims.ts', ...args], {
      cwd: repoRoot,
      env: process.env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe.skipIf(!emulatorHost)('npm run claims against the Auth emulator', () => {
  let app: App;
  const email = `claims-${randomUUID().slice(0, 8)}@example.com`;
  const rolesOf = async (address: string) =>
    ((await getAuth(app).getUserByEmail(address)).customClaims?.roles as string[] | undefined) ?? [];

  beforeAll(() => {
    app = initializeApp({ projectId: PROJECT_ID }, `claims-test-${randomUUID()}`);
  });
  afterAll(async () => {
    await deleteApp(app);
  });

  it('grant creates a missing account with a password and gives it the role', async () => {
    const result = await claims('grant', 'sales', email, '--password', 'secret-123');
    expect(result).toMatchObject({ code: 0 });
    expect(result.output).toContain(`Created the account ${email}.`);
    expect(await rolesOf(email)).toEqual(['sales']);
  });

  it('grant adds a second role, keeping the first, and prints a reset link for a new account without password', async () => {
    expect((await claims('grant', 'admin', email)).code).toBe(0);
    expect(await rolesOf(email)).toEqual(['sales', 'admin']);
    const other = `claims-${randomUUID().slice(0, 8)}@example.com`;
    const result = await claims('grant', 'placement', other);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/choose a password: http:\/\/\S+oobCode=/);
    expect(await rolesOf(other)).toEqual(['placement']);
  });

  it('list shows accounts with a role, and only those of one role when asked', async () => {
    const all = await claims('list');
    expect(all.code).toBe(0);
    expect(all.output).toContain(`${email}: sales, admin`);
    expect(all.output).toContain('asha.sales@example.com: sales');
    const admins = await claims('list', 'admin');
    expect(admins.output).toContain(`${email}: sales, admin`);
    expect(admins.output).not.toContain('asha.sales@example.com');
  });

  it('revoke removes only that role', async () => {
    expect((await claims('revoke', 'sales', email)).code).toBe(0);
    expect(await rolesOf(email)).toEqual(['admin']);
  });

  it.each([
    [['grant', 'wizard', 'someone@example.com'], 'Unknown role "wizard"'],
    [['grant', 'sales', 'not-an-email'], 'is not an email address'],
    [['grant', 'sales', 'short@example.com', '--password', 'abc'], 'at least 6 characters'],
    [['revoke', 'sales', 'nobody-here@example.com'], 'No account with the email nobody-here@example.com'],
    [['frobnicate'], 'Unknown command "frobnicate"'],
    [['list', 'sales', 'extra'], 'list takes at most a role'],
  ])('refuses %j with a clear message, exit code 1 and no change', async (args, message) => {
    const before = await claims('list');
    const result = await claims(...args);
    expect(result.code).toBe(1);
    expect(result.output).toContain(message);
    expect((await claims('list')).output).toBe(before.output);
    await expect(getAuth(app).getUserByEmail('short@example.com')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });
});
