import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/roles';
import { AdminLoginPage } from './AdminLoginPage';
import { DashLoginPage } from './DashLoginPage';
import { signInWithPassword, signOut } from '../../lib/session';
import { renderAt } from '../../testing/renderAt';

vi.mock('../../lib/session', () => ({
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
  hasRole: (session: { roles: Role[] }, role: Role) => session.roles.includes(role),
}));

const signIn = vi.mocked(signInWithPassword);

function signsInWith(roles: Role[]) {
  signIn.mockResolvedValue({ status: 'signedIn', uid: 'a1', email: 'admin@example.com', roles });
}

async function fill(email: string, password: string, option: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (option) await user.selectOptions(screen.getByLabelText('Select Option'), option);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(signOut).mockResolvedValue();
});

describe('AdminLoginPage', () => {
  beforeEach(() => {
    renderAt('/adminlogin', <AdminLoginPage />);
  });

  it('offers Select an option, Bills and Placement Docs', () => {
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    const options = screen
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options).toEqual([
      ['', 'Select an option'],
      ['bills', 'Bills'],
      ['placementDocs', 'Placement Docs'],
    ]);
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgetpassword');
  });

  it.each([
    ['', 'secret1', 'Bills'],
    ['admin@example.com', '', 'Bills'],
    ['admin@example.com', 'secret1', ''],
  ])('asks for every field (email %j, password %j, option %j)', async (email, password, option) => {
    await fill(email, password, option);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in both fields and select an option.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each(['admin@example', 'admin@example.c', 'admin@example.company', 'ad min@example.com'])(
    'refuses the email %j',
    async (email) => {
      await fill(email, 'secret1', 'Bills');
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email.');
      expect(signIn).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['auth/wrong-password', 'Incorrect password.'],
    ['auth/invalid-credential', 'Incorrect password.'],
    ['auth/user-not-found', 'No user found with this email.'],
    ['auth/too-many-requests', 'An error occurred. Please try again.'],
  ])('shows the message for %s', async (code, message) => {
    signIn.mockRejectedValue(Object.assign(new Error(code), { code }));
    await fill('admin@example.com', 'secret1', 'Bills');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('refuses and signs out an account without the admin role', async () => {
    signsInWith(['sales']);
    await fill('asha@example.com', 'secret1', 'Bills');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account does not have admin access. Contact Admin.',
    );
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('selectedOption')).toBeNull();
  });

  it('shows Logging in... and disables the button while busy', async () => {
    signIn.mockReturnValue(new Promise(() => undefined));
    await fill('admin@example.com', 'secret1', 'Bills');
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });

  it.each([
    ['Bills', 'bills', '/media'],
    ['Placement Docs', 'placementDocs', '/docs'],
  ])('goes from %s to its area and remembers the choice for the email', async (label, value, path) => {
    signsInWith(['admin']);
    await fill('admin@example.com', 'secret1', label);
    expect(await screen.findByTestId('where')).toHaveTextContent(path);
    expect(sessionStorage.getItem('selectedOption')).toBe(value);
    expect(sessionStorage.getItem('admin_selectedOption_admin@example.com')).toBe(value);
    expect(localStorage.getItem('admin_userEmail_admin@example.com')).toBe('admin@example.com');
  });
});

describe('remembered option', () => {
  it('preselects the option this email chose before', async () => {
    sessionStorage.setItem('admin_selectedOption_admin@example.com', 'placementDocs');
    renderAt('/adminlogin', <AdminLoginPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email Address'), 'admin@example.com');
    await user.tab();
    expect(screen.getByLabelText('Select Option')).toHaveValue('placementDocs');
  });
});

describe('DashLoginPage', () => {
  beforeEach(() => {
    renderAt('/dashlogin', <DashLoginPage />);
  });

  it('offers only the Sales and Placement dashboards', () => {
    const values = screen.getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(values).toEqual(['', 'saledash', 'placdash']);
  });

  it.each([
    ['Sales', '/saledash'],
    ['Placement', '/placdash'],
  ])('goes from %s to %s', async (label, path) => {
    signsInWith(['admin']);
    await fill('admin@example.com', 'secret1', label);
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent(path);
    });
  });

  it('says Incorrect password. for a wrong password', async () => {
    signIn.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/wrong-password' }));
    await fill('admin@example.com', 'nope', 'Sales');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password.');
  });
});
