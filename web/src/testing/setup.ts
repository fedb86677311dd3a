import '@testing-library/jest-dom/vitest';
// The outbox keeps entries in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFakeLocks } from './webLocks';

// One sender per device is a Web Lock, which jsdom lacks.
installFakeLocks();

// jsdom lays nothing out, so it has no scrollIntoView; the components call it.
Element.prototype.scrollIntoView = function scrollIntoView() {
  return undefined;
};

afterEach(() => {
  cleanup();
});
