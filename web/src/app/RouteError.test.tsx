import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadMessages, reloadOnChunkErrors, reloadOnceOnChunkError } from './chunkReload';
import { routes } from './router';

// Loading these screens fails as a lazy route's import does in the browser.
vi.mock('../features/system/UnderConstructionPage', () => ({
  get UnderConstructionPage(): never {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/UnderConstructionPage-old.js');
  },
}));
vi.mock('../features/system/NotFoundPage', () => ({
  get NotFoundPage(): never {
    throw new Error('NotFoundPage blew up');
  },
}));

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('the router’s error screen', () => {
  it('says a screen could not be loaded when its chunk is gone, and offers a reload', async () => {
    renderAt('/underconstruction');
    // The first render loads the layout's modules; on a busy machine that takes more than a second.
    const heading = await screen.findByRole(
      'heading',
      { name: 'This screen could not be loaded' },
      { timeout: 5000 },
    );
    expect(heading).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    // Inside the layout: the bottom bar stays usable.
    expect(screen.getByRole('navigation')).toBeVisible();
  });

  it('names any other failure', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText(/NotFoundPage blew up/)).toBeVisible();
  });
});

function memoryStorage() {
  const storage = new Map<string, string>();
  return {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storage.set(key, value);
    },
  };
}

describe('reloadOnceOnChunkError', () => {
  afterEach(() => {
    for (const notice of screen.queryAllByRole('status')) notice.remove();
    sessionStorage.clear();
  });

  it('answers Vite’s preload error by saying a new version is loading, then reloading once', () => {
    const reload = vi.fn();
    const stop = reloadOnChunkErrors(window, reload);
    const failed = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event;
    };
    try {
      expect(failed().defaultPrevented).toBe(true);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toHaveTextContent(
        'A new version of Field Tracker is ready: reloading…',
      );
      // The page that loaded after the reload fails again at once: the error is left to its screen.
      expect(failed().defaultPrevented).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('says a new version is loading before it reloads, once', () => {
    const fakeStorage = memoryStorage();
    const reload = vi.fn(() => {
      expect(screen.getByRole('status')).toHaveTextContent(chunkReloadMessages.reloading);
    });
    reloadOnceOnChunkError(
      new Event('vite:preloadError', { cancelable: true }),
      fakeStorage,
      reload,
      1_000_000,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'A new version of Field Tracker is ready: reloading…',
    );
    reloadOnceOnChunkError(
      new Event('vite:preloadError', { cancelable: true }),
      fakeStorage,
      reload,
      1_010_000,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('reloads on the first failed chunk and not again right after that reload', () => {
    const fakeStorage = memoryStorage();
    const reload = vi.fn();
    const first = new Event('vite:preloadError', { cancelable: true });
    reloadOnceOnChunkError(first, fakeStorage, reload, 1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const again = new Event('vite:preloadError', { cancelable: true });
    reloadOnceOnChunkError(again, fakeStorage, reload, 1_005_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);

    reloadOnceOnChunkError(new Event('vite:preloadError'), fakeStorage, reload, 2_000_000);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('reloadOnceOnChunkError offline', () => {
  it('never reloads while offline, where a reload can only fail, and leaves the error to its loader', () => {
    const fakeStorage = memoryStorage();
    const reload = vi.fn();
    const offline = new Event('vite:preloadError', { cancelable: true });
    reloadOnceOnChunkError(offline, fakeStorage, reload, 1_000_000, false);
    expect(reload).not.toHaveBeenCalled();
    expect(offline.defaultPrevented).toBe(false);
    // Back online, the next failure still gets its one reload.
    reloadOnceOnChunkError(new Event('vite:preloadError'), fakeStorage, reload, 1_001_000, true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
