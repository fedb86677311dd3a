import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import targaryen from 'targaryen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/domain/roles.js';
import { spendCollections } from '../../src/domain/spend/sides.js';
import { visitKinds } from '../../src/services/visits/visitKinds.js';

/**
 * database.rules.json denies every client read and write: the app reads and writes only through
 * callables (admin access bypasses rules). Evaluated with targaryen, a rules evaluator; where
 * FIREBASE_DATABASE_EMULATOR_HOST points at Google's emulator, the same cases also run there through
 * @firebase/rules-unit-testing.
 */
const emulatorHost = process.env.FIREBASE_DATABASE_EMULATOR_HOST;
const rulesFile = fileURLToPath(new URL('../../../database.rules.json', import.meta.url));
const rules = JSON.parse(readFileSync(rulesFile, 'utf8')) as { rules: Record<string, unknown> };

/** Every top-level collection the functions write, and every one the rules file names. */
const collections = [
  ...new Set([
    ...Object.values(visitKinds).map((kind) => kind.collection),
    ...Object.values(visitKinds).map((kind) => kind.counterPath.split('/')[0] ?? ''),
    ...Object.values(spendCollections),
    'requests',
    'rateLimits',
    'uploadTickets',
    'uploadHashes',
    'options',
    'bills',
    'placement_docs',
    'fileIndex',
    'fileAudit',
    'fileCounts',
    'fileDeletes',
    'fileStaff',
    ...Object.keys(rules.rules).filter((key) => !key.startsWith('.')),
  ]),
];

const seed = Object.fromEntries(collections.map((name) => [name, { someId: { createdAt: 1, note: 'x' } }]));

const actors: { name: string; auth: unknown }[] = [
  { name: 'nobody', auth: null },
  { name: 'a user with no role', auth: { uid: 'u-none', token: { email_verified: true } } },
  ...roles.map((role) => ({
    name: `a user with the ${role} role`,
    auth: { uid: `u-${role}`, token: { roles: [role], email_verified: true } },
  })),
];

describe('database.rules.json (targaryen)', () => {
  const database = targaryen.database(rules, seed);

  it('covers the collections the functions use', () => {
    expect(collections).toEqual(expect.arrayContaining(['sales_visits', 'sales_spent', 'requests']));
  });

  describe.each(actors)('as $name', ({ auth }) => {
    const client = database.as(auth);
    it.each(collections)('cannot read or write %s, nor a record in it', (name) => {
      for (const path of ['/', `/${name}`, `/${name}/someId`, `/${name}/someId/note`]) {
        expect(client.read(path).allowed, `read ${path}`).toBe(false);
      }
      for (const path of [`/${name}`, `/${name}/someId`, `/${name}/newId`]) {
        expect(client.write(path, { note: 'y' }).allowed, `write ${path}`).toBe(false);
        expect(client.write(path, null).allowed, `delete ${path}`).toBe(false);
      }
      expect(client.update('/', { [`${name}/someId/note`]: 'y' }).allowed).toBe(false);
    });
  });

  it('sees a rule that allows as allowing (the evaluator is not blind)', () => {
    const open = targaryen.database({ rules: { open: { '.read': 'auth != null', '.write': true } } }, {});
    expect(open.as({ uid: 'u' }).read('/open').allowed).toBe(true);
    expect(open.as(null).read('/open').allowed).toBe(false);
    expect(open.as(null).write('/open/x', 1).allowed).toBe(true);
  });
});

if (!emulatorHost) {
  console.info(
    "Rules on Google's emulator skipped: FIREBASE_DATABASE_EMULATOR_HOST is not set (the emulator needs Java 21 and a download); targaryen evaluated the same cases above.",
  );
}

describe.skipIf(!emulatorHost)("database.rules.json (Google's emulator)", () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    const [host = '127.0.0.1', port = '9000'] = (emulatorHost ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-field-tracker',
      database: { host, port: Number(port), rules: readFileSync(rulesFile, 'utf8') },
    });
    await env.withSecurityRulesDisabled(async (context) => {
      await context.database().ref().set(seed);
    });
  });
  afterAll(async () => {
    await env.cleanup();
  });

  it.each(actors)('$name can read and write nothing', async ({ auth }) => {
    const token = auth as { uid: string; token: Record<string, unknown> } | null;
    const context = token ? env.authenticatedContext(token.uid, token.token) : env.unauthenticatedContext();
    const db = context.database();
    for (const name of collections) {
      await assertFails(db.ref(name).get());
      await assertFails(db.ref(`${name}/someId`).get());
      await assertFails(db.ref(`${name}/newId`).set({ note: 'y' }));
    }
  });

  it('sees an allowed read as allowed', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(context.database().ref('sales_visits').get());
    });
  });
});
