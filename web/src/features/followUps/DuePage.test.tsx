import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyFollowUpsOutput } from '@domain/api/myFollowUps';
import type { Role } from '@domain/roles';
import { call } from '../../lib/callables';
import type { Session } from '../../lib/session';
import { renderPage } from '../../testing/renderPage';
import { DuePage } from './DuePage';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
  signInWithPassword: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
}));

const session: Session = {
  status: 'signedIn',
  uid: 'rep-1',
  email: 'asha.sales@example.com',
  roles: ['sales'],
};

const followUp = (
  place: string,
  due: string,
  extra: Partial<MyFollowUpsOutput['followUps'][number]> = {},
) => ({
  kind: 'sales' as const,
  placeKey: place.toLowerCase(),
  place,
  due,
  visitId: `v-${place}`,
  // What the server classed on the day it answered: the page classes again on its own day.
  dueClass: 'later' as const,
  daysOverdue: 0,
  ...extra,
});

function answer(followUps: MyFollowUpsOutput['followUps']) {
  vi.mocked(call).mockImplementation((name: string) => {
    if (name === 'myFollowUps') return Promise.resolve({ today: '2026-11-20', followUps, pressing: 0 });
    if (name === 'mySpends')
      return Promise.resolve({ entries: [], next: null, refused: 0, lastDecisionAt: null });
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.useFakeTimers({ toFake: ['Date'] });
  // 00:30 on the 27th in Kolkata, still the 26th in UTC: the page counts Kolkata's day.
  vi.setSystemTime(Date.parse('2026-11-27T00:30:00+05:30'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DuePage', () => {
  it('classes each follow-up on the day in Asia/Kolkata, most overdue first, with the count on its tab', async () => {
    answer([
      followUp('VJTI Mumbai', '2026-11-27', { phase: 'Follow up - I', remark: 'Bring the MOU' }),
      followUp('COEP Pune', '2026-11-25'),
      followUp('MIT Pune', '2026-12-04'),
      followUp('Sinhgad College', '2026-12-05'),
    ]);
    renderPage('/due', <DuePage />, session);
    const overdue = await screen.findByRole('region', { name: 'Overdue (1)' });
    expect(within(overdue).getByRole('listitem', { name: 'COEP Pune' })).toHaveTextContent(
      '2 days overdue (25/11)',
    );
    const today = screen.getByRole('region', { name: 'Today (1)' });
    expect(within(today).getByRole('listitem', { name: 'VJTI Mumbai' })).toHaveTextContent(
      /Due today.*Follow up - I.*Bring the MOU/,
    );
    expect(within(screen.getByRole('region', { name: 'This week (1)' })).getByText('MIT Pune')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Later (1)' })).getByText('Sinhgad College'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /^Due\s*2 due$/ })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the visit form for the place from Record visit', async () => {
    answer([followUp('VJTI Mumbai', '2026-11-27')]);
    const { router } = renderPage('/due', <DuePage />, session);
    await userEvent.click(await screen.findByRole('button', { name: 'Record visit to VJTI Mumbai' }));
    expect(router.state.location.pathname).toBe('/sales');
    expect(router.state.location.state).toEqual({ visitPlace: 'VJTI Mumbai' });
  });

  it('says so when nothing is due', async () => {
    answer([]);
    renderPage('/due', <DuePage />, session);
    expect(await screen.findByText("Nothing due. A visit's 'Next visit on' adds one here.")).toBeVisible();
  });
});
