import { act, render, screen } from '@testing-library/react';
import { httpsCallable } from 'firebase/functions';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, signOut } from '../lib/session';
import { call } from '../lib/callables';
import { outbox } from '../lib/submission/outbox';
import { installModalDialogs } from '../testing/modalDialogs';
import { startTestOutbox } from '../testing/outbox';
import { EndedSessionDialog } from './EndedSessionDialog';
import { useEndedSession } from './useEndedSession';

vi.mock('../lib/firebase', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn() }));
vi.mock('../lib/session', () => ({
  signOut: vi.fn(() => Promise.resolve()),
  getSession: vi.fn(() => ({ status: 'signedIn', uid: 'u1', email: 'asha@example.com', roles: ['sales'] })),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

function refuseCalls(code: string, message: string) {
  const error = Object.assign(new Error(message), { code: `functions/${code}` });
  vi.mocked(httpsCallable).mockReturnValue(vi.fn(() => Promise.reject(error)) as never);
}

function Screen() {
  const ended = useEndedSession();
  return <EndedSessionDialog unsent={ended.unsent} onAcknowledge={() => void ended.acknowledge()} />;
}

beforeEach(async () => {
  installModalDialogs();
  await startTestOutbox('rep-1');
  vi.mocked(signOut).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('a session the server refuses', () => {
  it('signs the user out with the server’s message when access has changed', async () => {
    render(<Screen />);
    refuseCalls('unauthenticated', 'Your access has changed. Please sign in again.');
    await expect(call('whoAmI', {})).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Your access has changed. Please sign in again.', {
      id: 'session-ended',
    });
  });

  it('keeps the user signed in on other refusals', async () => {
    render(<Screen />);
    refuseCalls('permission-denied', 'This needs the admin role.');
    await expect(call('whoAmI', {})).rejects.toMatchObject({ code: 'permission-denied' });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('says nothing when the refusal answers a call made just before the user signed out', async () => {
    render(<Screen />);
    vi.mocked(getSession).mockReturnValueOnce({ status: 'signedOut' });
    refuseCalls('unauthenticated', 'Please sign in first.');
    await expect(call('whoAmI', {})).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(toast.error).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('stops listening once the screens that call the server are gone', async () => {
    render(<Screen />).unmount();
    refuseCalls('unauthenticated', 'Your access has changed. Please sign in again.');
    await expect(call('whoAmI', {})).rejects.toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('shows the entries that can no longer be sent, and deletes them with the session once seen', async () => {
    refuseCalls('unauthenticated', 'Your access has changed. Please sign in again.');
    render(<Screen />);
    const outcome = await act(() =>
      outbox.submit({
        kind: 'call',
        callable: 'submitSalesVisit',
        input: { requestId: crypto.randomUUID(), collegeName: 'Kept College' },
        summary: 'Sales visit · Kept College',
      }),
    );
    expect(outcome.status).toBe('refused');
    const dialog = await screen.findByRole('dialog', {
      name: 'These entries could not be sent: your access has ended.',
    });
    expect(dialog).toHaveTextContent('Sales visit · Kept College');
    expect(signOut).not.toHaveBeenCalled();
    expect(outbox.getEntries().map((entry) => entry.state)).toEqual(['failed']);

    await act(async () => {
      screen.getByRole('button', { name: 'OK, sign out' }).click();
      await vi.waitFor(() => {
        expect(signOut).toHaveBeenCalledTimes(1);
      });
    });
    expect(outbox.getEntries()).toEqual([]);
  });
});
