import { vi } from 'vitest';
import { fakeAccounts } from './fakeAccounts.js';

// Unit tests run without the Auth emulator: the wrapper asks this in-memory stand-in instead.
vi.mock('../../src/adapters/auth/firebaseAccounts.js', () => ({
  createFirebaseAccounts: () => Promise.resolve(fakeAccounts),
}));
