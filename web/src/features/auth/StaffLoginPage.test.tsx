import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@domain/constants';
import type { Role } from '@domain/roles';
import { StaffLoginPage } from './StaffLoginPage';
import { signInWithPassword, signOut } from '../../lib/session';
import { renderAt } from '../../testing/renderAt';

vi.mock('../../lib/session', () => ({ signInWithPassword: vi.fn(), signOut: vi.fn() }));

const signIn = vi.mocked(signInWithPassword);

function signsInWith(roles: Role[]) {
  signIn.mockResolvedValue({ status: 'signedIn', uid: 'u1', email: 'asha@example.com', roles });
}

function failsWith(code: string) {
  signIn.mockRejectedValue(Object.assign(new Error(code), { code }));
}

async function login(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('StaffLoginPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
    vi.mocked(signOut).mockResolvedValue();
    renderAt('/login', <StaffLoginPage />);
  });

  it.each([
    ['', ''],
    ['asha@example.com', ''],
    ['', 'secret1'],
  ])('asks for both fields (email %j, password %j) without signing in', async (email, password) => {
    await login(email, password);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in both fields.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('refuses a malformed email without signing in', async () => {
    await login('asha.example.com', 'secret1');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/wrong-password', 'Oops! The password you entered is incorrect.'],
    ['auth/invalid-credential', 'Oops! The password you entered is incorrect.'],
    ['auth/user-not-found', 'No user found with this email.'],
    ['auth/invalid-email', 'Please enter a valid email.'],
    ['auth/network-request-failed', 'An error occurred. Please try again.'],
  ])('shows the message for %s', async (code, message) => {
    failsWith(code);
    await login('asha@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('sends a sales account to /sales and remembers its email', async () => {
    signsInWith(['sales']);
    await login(' asha@example.com ', 'secret1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/sales');
    expect(signIn).toHaveBeenCalledWith('asha@example.com', 'secret1');
    expect(sessionStorage.getItem('userSale')).toBe('asha@example.com');
  });

  it('sends a placement account to /placement', async () => {
    signsInWith(['placement']);
    await login('kiran@example.com', 'secret1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/placement');
    expect(sessionStorage.getItem('userPlac')).toBe('kiran@example.com');
  });

  it.each([[[]], [['admin']]] as Role[][][])(
    'refuses and signs out an account with roles %j',
    async (roles) => {
      signsInWith(roles);
      await login('admin@example.com', 'secret1');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Email is not registered for this platform. Contact Admin.',
      );
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    },
  );

  it('covers the screen with Loading... and disables Login while signing in', async () => {
    let fail: (error: unknown) => void = () => undefined;
    signIn.mockReturnValue(
      new Promise((_, reject) => {
        fail = reject;
      }),
    );
    await login('asha@example.com', 'secret1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    fail(Object.assign(new Error('x'), { code: 'auth/wrong-password' }));
    await waitFor(() => {
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! The password you entered is incorrect.');
  });

  it('hides the overlay after loginOverlayMs and keeps saying Logging in... while signing in takes longer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn.mockReturnValue(new Promise(() => undefined));
      await login('asha@example.com', 'secret1');
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(timings.loginOverlayMs);
      });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes Back to the landing page', async () => {
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
