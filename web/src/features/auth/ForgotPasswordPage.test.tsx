import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLoginPage } from './AdminLoginPage';
import { DashLoginPage } from './DashLoginPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { StaffLoginPage } from './StaffLoginPage';
import { sendPasswordReset } from '../../lib/session';
import { renderAt } from '../../testing/renderAt';

vi.mock('../../lib/session', () => ({
  sendPasswordReset: vi.fn(),
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
  hasRole: vi.fn(),
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const send = vi.mocked(sendPasswordReset);

async function request(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    renderAt('/forgetpassword', <ForgotPasswordPage />);
  });

  it('asks for an email address before sending anything', async () => {
    await request('');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a malformed email before sending anything', async () => {
    await request('asha@');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email.');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows Sending email... on a disabled button while sending', async () => {
    send.mockReturnValue(new Promise(() => undefined));
    await request('asha@example.com');
    expect(screen.getByRole('button', { name: 'Sending email...' })).toBeDisabled();
  });

  it('replaces the form with the green notice, toasts, and goes back to login', async () => {
    send.mockResolvedValue();
    await request('asha@example.com');
    expect(
      await screen.findByText('Check your email for further instructions to reset your password.'),
    ).toHaveClass('form-message--success');
    expect(send).toHaveBeenCalledWith('asha@example.com');
    expect(toast.success).toHaveBeenCalledWith('Password reset email sent. Please check your inbox!');
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go back to login' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('says so when the email could not be sent, and keeps the form', async () => {
    send.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/user-not-found' }));
    await request('nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send password reset email. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});

describe('Back on Forgot Password', () => {
  it.each([
    ['/adminlogin', <AdminLoginPage key="admin" />],
    ['/dashlogin', <DashLoginPage key="dash" />],
    ['/login', <StaffLoginPage key="staff" />],
  ])('returns to %s when the reset was asked for there', async (login, page) => {
    const router = createMemoryRouter(
      [
        { path: login, element: page },
        { path: '/forgetpassword', element: <ForgotPasswordPage /> },
      ],
      { initialEntries: [login] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe(login);
  });
});
