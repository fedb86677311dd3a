import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders a screen at `path` inside a memory router; any other path shows just where it went. */
export function renderAt(path: string, screen: ReactNode) {
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
