import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/roles';
import { call } from '../../lib/callables';
import type { Session } from '../../lib/session';
import { useFakeTimersBesideIndexedDb } from '../../testing/fakeTimers';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { renderPage } from '../../testing/renderPage';
import { toastTexts } from '../../testing/toasts';
import { DuePage } from './DuePage';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
  signInWithPassword: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
}));

const session: Session = { status: 'signedIn', uid: 'rep-1', email: 'asha@example.com', roles: ['sales'] };

const followUp = (due: string) => ({
  kind: 'sales' as const,
  placeKey: 'coep pune',
  place: 'COEP Pune',
  due,
  visitId: '-COEPPunexxxxxxxxxxx',
  version: 1,
  dueClass: 'later' as const,
  daysOverdue: 0,
});

/** The server answers the change after `ms` of the fake clock. */
function answerAfter(ms: number): void {
  vi.mocked(call).mockImplementation((name: string, input?: unknown) => {
    if (name === 'myFollowUps')
      return Promise.resolve({ today: '2026-11-27', followUps: [followUp('2026-11-25')], pressing: 0 });
    if (name === 'changeFollowUp') {
      const { change } = input as { change: { due: string } };
      const output = { visitId: '-COEPPunexxxxxxxxxxx', state: 'open' as const, due: change.due };
      return new Promise((resolve) => setTimeout(resolve, ms, output));
    }
    if (name === 'mySpends')
      return Promise.resolve({ entries: [], next: null, refused: 0, lastDecisionAt: null });
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
}

beforeEach(async () => {
  // Sonner's toasts outlive a test: a new Toaster would show the last test's again.
  toast.dismiss();
  installModalDialogs();
  await startTestOutbox('rep-1');
  vi.mocked(call).mockReset();
  useFakeTimersBesideIndexedDb();
  vi.setSystemTime(Date.parse('2026-11-27T10:00:00+05:30'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a Due move answered late', () => {
  it.each([
    ['at once', 0],
    ['after 3 s', 3000],
    ['after 10 s', 10_000],
  ])('answered %s: one toast at a time, ending "Moved to 04/12/2026"', async (_, ms) => {
    answerAfter(ms);
    renderPage(
      '/due',
      <>
        <Toaster closeButton />
        <DuePage />
      </>,
      session,
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Move the visit to COEP Pune' }));
    const dialog = screen.getByRole('dialog', { name: 'Move the visit to COEP Pune' });
    await user.click(within(dialog).getByRole('button', { name: '+1 week' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    const said: string[] = [];
    for (let left = ms + 1000; left > 0; left -= 50) {
      await act(() => vi.advanceTimersByTimeAsync(50));
      const texts = toastTexts();
      expect(texts.length, texts.join(' | ')).toBeLessThanOrEqual(1);
      const now = texts[0] ?? '';
      if (now !== '' && said.at(-1) !== now) said.push(now);
    }
    expect(said.at(-1)).toBe('Moved to 04/12/2026');
  });
});
