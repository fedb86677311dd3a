import '@testing-library/jest-dom/vitest';
// The outbox keeps entries in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out, so it has no scrollIntoView; the components call it.
Element.prototype.scrollIntoView = function scrollIntoView() {
  return undefined;
};

afterEach(() => {
  cleanup();
});
