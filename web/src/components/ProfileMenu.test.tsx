import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignOutArea } from '../config/paths';
import { ProfileMenu } from './ProfileMenu';
import { getSession, signOut, useSession, type Session } from '../lib/session';
import { outbox } from '../lib/submission/outbox';
import { outboxDb } from '../lib/submission/outboxDb';
import { installModalDialogs } from '../testing/modalDialogs';
import { startTestOutbox } from '../testing/outbox';
import { renderAt } from '../testing/renderAt';

vi.mock('../lib/session', () => ({ useSession: vi.fn(), getSession: vi.fn(), signOut: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../lib/firebase', () => ({ functions: {} }));

function signedInAs(email: string | null) {
  const session: Session = { status: 'signedIn', uid: 'u1', email, roles: ['sales'] };
  vi.mocked(useSession).mockReturnValue(session);
  vi.mocked(getSession).mockReturnValue(session);
}

async function logOut(area: SignOutArea, label = 'Logout') {
  renderAt('/area', <ProfileMenu area={area} />);
  await userEvent.click(screen.getByRole('button', { name: /Profile menu/ }));
  await userEvent.click(screen.getByRole('button', { name: label }));
}

describe('ProfileMenu', () => {
  beforeEach(async () => {
    installModalDialogs();
    await startTestOutbox('u1');
    vi.clearAllMocks();
    sessionStorage.clear();
    localStorage.clear();
    vi.mocked(signOut).mockResolvedValue();
  });

  it('greets the user by the capitalised local part of the email', async () => {
    signedInAs('asha.sales@example.com');
    renderAt('/sales', <ProfileMenu area="staff" />);
    await userEvent.click(screen.getByRole('button', { name: /Profile menu/ }));
    expect(screen.getByText('Welcome Asha.sales!')).toBeVisible();
  });

  it('greets a user without an email as Guest', async () => {
    signedInAs(null);
    renderAt('/sales', <ProfileMenu area="staff" />);
    await userEvent.click(screen.getByRole('button', { name: /Profile menu/ }));
    expect(screen.getByText('Welcome Guest!')).toBeVisible();
  });

  it.each<[SignOutArea, string, string]>([
    ['staff', 'Logout', '/home'],
    ['adminFiles', 'Sign Out', '/adminlogin'],
    ['dashboard', 'Logout', '/dashlogin'],
  ])('signs out of the %s area to %s, forgetting the stored sign-in', async (area, label, destination) => {
    signedInAs('admin@example.com');
    sessionStorage.setItem('selectedOption', 'bills');
    sessionStorage.setItem('userSale', 'admin@example.com');
    localStorage.setItem('admin_userEmail_admin@example.com', 'admin@example.com');
    await logOut(area, label);
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalledWith('Logged out successfully');
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(destination);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('selectedOption')).toBeNull();
    expect(sessionStorage.getItem('userSale')).toBeNull();
    expect(localStorage.getItem('admin_userEmail_admin@example.com')).toBeNull();
  });

  it('toasts a failed sign-out on the admin screens and only logs it on the staff screens', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInAs('admin@example.com');
    vi.mocked(signOut).mockRejectedValue(new Error('offline'));
    await logOut('dashboard');
    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('Error logging out. Please try again.');
    });

    vi.mocked(toast.error).mockClear();
    consoleError.mockClear();
    await logOut('staff');
    await waitFor(() => {
      expect(consoleError).toHaveBeenCalled();
    });
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('asks before a sign-out would delete entries not sent yet, and stays signed in if told to', async () => {
    signedInAs('asha.sales@example.com');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    for (const name of ['A', 'B', 'C']) {
      await outbox.submit({
        kind: 'call',
        callable: 'submitSalesVisit',
        input: { requestId: crypto.randomUUID(), collegeName: name },
        summary: name,
      });
    }
    await logOut('staff');
    const ask = await screen.findByRole('dialog', {
      name: '3 entries have not been sent yet. Stay signed in to send them, or sign out and delete them.',
    });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay signed in' }));
    expect(signOut).not.toHaveBeenCalled();
    expect(outbox.getEntries()).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: /Profile menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out and delete' }));
    await waitFor(() => {
      expect(signOut).toHaveBeenCalledTimes(1);
    });
    expect(outbox.getEntries()).toEqual([]);
  });

  it("deletes the account's sent entries at every sign-out, so nothing of them stays on the phone", async () => {
    signedInAs('asha.sales@example.com');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    outbox.registerSender('call', () => Promise.resolve({ code: 'SALES-VIST-1' }));
    await outbox.submit({
      kind: 'call',
      callable: 'submitSalesVisit',
      input: { requestId: crypto.randomUUID(), collegeName: 'Private College', pointOfContactName: 'R. Rao' },
      summary: 'Sales visit · Private College',
    });
    await waitFor(() => {
      expect(outbox.getEntries().map((entry) => entry.state)).toEqual(['sent']);
    });
    await logOut('staff');
    await waitFor(() => {
      expect(signOut).toHaveBeenCalledTimes(1);
    });
    const db = await outboxDb();
    expect(await db.getAll('entries')).toEqual([]);
  });
});
