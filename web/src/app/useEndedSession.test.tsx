import { render } from '@testing-library/react';
import { httpsCallable } from 'firebase/functions';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, signOut } from '../lib/session';
import { call } from '../lib/callables';
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
  useEndedSession();
  return null;
}

beforeEach(() => {
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
});
