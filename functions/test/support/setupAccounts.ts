import { vi } from 'vitest';

// The unit project runs its files in shared workers (isolate: false): each file gets the functions'
// own modules afresh (their singletons: services, limits, caches), while node_modules stay loaded,
// and the environment the worker started with (a file that points an emulator host elsewhere must not
// point the next file there).
vi.resetModules();
const startEnv = Symbol.for('field-tracker.unit.startEnv');
const worker = globalThis as { [startEnv]?: NodeJS.ProcessEnv };
const started = (worker[startEnv] ??= { ...process.env });
for (const name of Object.keys(process.env))
  if (!(name in started)) Reflect.deleteProperty(process.env, name);
Object.assign(process.env, started);

// Unit tests run without the Auth emulator: the wrapper asks this in-memory stand-in instead. Imported
// when asked for, so that it is the same instance the test file imports after the reset above.
vi.mock('../../src/adapters/auth/firebaseAccounts.js', () => ({
  createFirebaseAccounts: async () => (await import('./fakeAccounts.js')).fakeAccounts,
}));
