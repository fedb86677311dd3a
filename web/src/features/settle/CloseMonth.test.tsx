import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/roles';
import { orgDayOf } from '@domain/time/orgTime';
import { call } from '../../lib/callables';
import { CallError } from '../../lib/callError';
import type { Session } from '../../lib/session';
import { installModalDialogs } from '../../testing/modalDialogs';
import { renderPage } from '../../testing/renderPage';
import { CloseMonth } from './CloseMonth';

vi.mock('../../lib/callables', () => ({ call: vi.fn() }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
}));

const admin: Session = { status: 'signedIn', uid: 'admin-1', email: 'admin@example.com', roles: ['admin'] };

/** Last month and this one, as the dialog names them. */
function months() {
  const first = new Date(`${orgDayOf(Date.now()).slice(0, 8)}01T00:00:00Z`);
  const name = (date: Date) =>
    date.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const thisMonth = name(first);
  first.setUTCMonth(first.getUTCMonth() - 1);
  return { key: first.toISOString().slice(0, 7), last: name(first), next: thisMonth };
}

/** Answers the checklist (after `release`, when one is given) and records the closes. */
function answer(
  checklist: { waiting: { count: number; paise: number }; booked: boolean },
  gate?: Promise<void>,
) {
  const closes: unknown[] = [];
  let failChecklist = false;
  vi.mocked(call).mockImplementation(async (name: string, input: unknown) => {
    if (name === 'closeChecklist') {
      await gate;
      if (failChecklist) throw new CallError('unavailable', 'offline');
      return { ...(input as { month: string }), ...checklist };
    }
    if (name === 'closeMonth') {
      closes.push(input);
      return { through: (input as { month: string }).month };
    }
    throw new Error(`unexpected call ${name}`);
  });
  return { closes, failNext: () => (failChecklist = true), succeedNext: () => (failChecklist = false) };
}

beforeEach(() => {
  vi.mocked(call).mockReset();
});
beforeAll(installModalDialogs);

describe('CloseMonth', () => {
  it('shows what still waits while it loads, then asks once more before closing with spends waiting', async () => {
    const { key, last, next } = months();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { closes } = answer({ waiting: { count: 2, paise: 123_456 }, booked: true }, gate);
    renderPage('/settle', <CloseMonth closedThrough={null} />, admin);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Close ${last.split(' ')[0] ?? ''}` }));
    const dialog = await screen.findByRole('dialog', { name: `Close ${last}?` });
    expect(screen.getByRole('status')).toHaveTextContent(`Checking what still waits in ${last}...`);
    expect(screen.getByRole('button', { name: `Close ${last}` })).toBeDisabled();
    release();
    const list = await screen.findByRole('list', { name: 'Before it closes' });
    expect(list).toHaveTextContent(
      `2 spends of ${last} still wait for review (₹1,234.56 claimed). Closed now, they will be booked late in ${next}, when decided.`,
    );
    // With the keyboard: the close asks once more, its answer focused.
    screen.getByRole('button', { name: `Close ${last}` }).focus();
    await user.keyboard('{Enter}');
    expect(dialog).toHaveTextContent(`Close ${last} with 2 spends still waiting?`);
    const anyway = screen.getByRole('button', { name: 'Close anyway' });
    expect(anyway).toHaveFocus();
    expect(anyway).toHaveAccessibleDescription(
      `Close ${last} with 2 spends still waiting? Closed now, they will be booked late in ${next}, when decided.`,
    );
    expect(closes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('list', { name: 'Before it closes' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Close ${last}` }));
    await user.click(screen.getByRole('button', { name: 'Close anyway' }));
    await waitFor(() => {
      expect(closes).toEqual([{ month: key }]);
    });
  });

  it('says when nothing waits and nothing is booked in the month, and closes at once', async () => {
    const { key, last } = months();
    const { closes } = answer({ waiting: { count: 0, paise: 0 }, booked: false });
    renderPage('/settle', <CloseMonth closedThrough={null} />, admin);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Close ${last.split(' ')[0] ?? ''}` }));
    const list = await screen.findByRole('list', { name: 'Before it closes' });
    expect(list).toHaveTextContent(`Nothing of ${last} waits for review.`);
    expect(list).toHaveTextContent(
      `Nothing is booked in ${last}: no spend, decision or settlement is dated in it.`,
    );
    await user.click(screen.getByRole('button', { name: `Close ${last}` }));
    await waitFor(() => {
      expect(closes).toEqual([{ month: key }]);
    });
  });

  it('says when the checklist could not be read, and reads it again', async () => {
    const { last } = months();
    const control = answer({ waiting: { count: 0, paise: 0 }, booked: true });
    control.failNext();
    renderPage('/settle', <CloseMonth closedThrough={null} />, admin);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Close ${last.split(' ')[0] ?? ''}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('What still waits could not be checked.');
    expect(screen.queryByRole('button', { name: `Close ${last}` })).toBeNull();
    control.succeedNext();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`Nothing of ${last} waits for review.`)).toBeVisible();
  });
});
