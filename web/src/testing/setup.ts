import '@testing-library/jest-dom/vitest';
// The outbox keeps entries in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { outbox } from '../lib/submission/outbox';
import { installFakeLocks } from './webLocks';

// findBy and waitFor give up after 1 s by default: too short for a render on 2 busy cores.
configure({ asyncUtilTimeout: 5000 });

// One sender per device is a Web Lock, which jsdom lacks.
installFakeLocks();

// jsdom lays nothing out, so it has no scrollIntoView; the components call it.
Element.prototype.scrollIntoView = function scrollIntoView() {
  return undefined;
};

afterEach(() => {
  cleanup();
});

// The workers run file after file in one process, whose BroadcastChannel they all share: the app's
// outbox of a file that ended must not hear the next file's tabs.
afterAll(() => {
  outbox.close();
});
