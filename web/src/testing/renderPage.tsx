import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { getSession, useSession, type Session } from '../lib/session';

/**
 * Renders a server-talking page at `path` for `session`, with a fresh QueryClient that does not retry,
 * opened at `entry` (the path itself unless a test starts with a query); the result carries the
 * router, for the URL a screen keeps its filters in. The test file must mock lib/session (at least
 * useSession and getSession).
 */
export function renderPage(path: string, page: ReactNode, session: Session, entry: string = path) {
  vi.mocked(useSession).mockReturnValue(session);
  vi.mocked(getSession).mockReturnValue(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path, element: <QueryClientProvider client={client}>{page}</QueryClientProvider> }],
    { initialEntries: [entry] },
  );
  return Object.assign(render(<RouterProvider router={router} />), { router });
}
