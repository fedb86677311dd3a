import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/roles';
import { RequireRole } from './RequireRole';
import { useSession, type Session } from '../lib/session';

vi.mock('../lib/session', () => ({
  useSession: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
}));

function signedIn(...roles: Role[]): Session {
  return { status: 'signedIn', uid: 'u1', email: 'someone@example.com', roles };
}

function renderGuarded(roles: Role | Role[], path: string, redirectTo?: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RequireRole
            roles={typeof roles === 'string' ? [roles] : roles}
            fallback={redirectTo ? <Navigate to={redirectTo} replace /> : undefined}
          />
        ),
        children: [{ path, element: <h1>Guarded screen</h1> }],
      },
      { path: '*', element: <p>Redirected</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireRole', () => {
  beforeEach(() => {
    vi.mocked(useSession).mockReset();
  });

  it('shows Loading... while the previous sign-in is being restored', () => {
    vi.mocked(useSession).mockReturnValue({ status: 'loading' });
    renderGuarded('sales', '/sales');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Guarded screen')).not.toBeInTheDocument();
  });

  it('shows the screen to an account holding the role', () => {
    vi.mocked(useSession).mockReturnValue(signedIn('placement', 'sales'));
    renderGuarded('sales', '/sales');
    expect(screen.getByRole('heading', { name: 'Guarded screen' })).toBeInTheDocument();
  });

  it('shows the screen to an account holding any of several roles', () => {
    vi.mocked(useSession).mockReturnValue(signedIn('placement'));
    renderGuarded(['sales', 'placement'], '/report');
    expect(screen.getByRole('heading', { name: 'Guarded screen' })).toBeInTheDocument();
  });

  it.each<[string, Session]>([
    ['a signed-out visitor', { status: 'signedOut' }],
    ['a placement account', signedIn('placement')],
    ['an admin', signedIn('admin')],
  ])('shows the staff login in place to %s', (_, session) => {
    vi.mocked(useSession).mockReturnValue(session);
    const router = renderGuarded('sales', '/sales');
    expect(screen.getByRole('heading', { name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.queryByText('Guarded screen')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales');
  });

  it('sends anyone without the admin role to the given login instead', () => {
    vi.mocked(useSession).mockReturnValue(signedIn('sales'));
    const router = renderGuarded('admin', '/media', '/adminlogin');
    expect(screen.getByText('Redirected')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adminlogin');
  });
});
