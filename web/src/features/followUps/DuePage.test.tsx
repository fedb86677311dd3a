import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeFollowUpOutput } from '@domain/api/changeFollowUp';
import type { MyFollowUpsOutput } from '@domain/api/myFollowUps';
import type { Role } from '@domain/roles';
import { call } from '../../lib/callables';
import type { Session } from '../../lib/session';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { renderPage } from '../../testing/renderPage';
import { useReportCounts } from '../../lib/reportBadge';
import { DuePage } from './DuePage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }));
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
  // A push id, as the server gives it: 20 characters.
  visitId: `-${place.replace(/\W/g, '')}`.padEnd(20, 'x'),
  version: 1,
  // What the server classed on the day it answered: the page classes again on its own day.
  dueClass: 'later' as const,
  daysOverdue: 0,
  ...extra,
});

function answer(
  followUps: MyFollowUpsOutput['followUps'],
  change: (input: unknown) => Promise<ChangeFollowUpOutput> = () =>
    Promise.reject(new Error('unexpected change')),
) {
  vi.mocked(call).mockImplementation((name: string, input?: unknown) => {
    if (name === 'myFollowUps') return Promise.resolve({ today: '2026-11-20', followUps, pressing: 0 });
    if (name === 'changeFollowUp') return change(input);
    if (name === 'mySpends')
      return Promise.resolve({ entries: [], next: null, refused: 0, lastDecisionAt: null });
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
}

const calls = (name: string) => vi.mocked(call).mock.calls.filter(([called]) => called === name);

function Badge() {
  return <output data-testid="badge">{useReportCounts().due}</output>;
}

beforeEach(async () => {
  installModalDialogs();
  await startTestOutbox('rep-1');
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

  it('moves a follow-up to a quick pick through the outbox, once, and shows it under its new day', async () => {
    let followUps = [followUp('COEP Pune', '2026-11-25')];
    answer(followUps, (input) => {
      const { change } = input as { change: { due: string } };
      followUps = [followUp('COEP Pune', change.due)];
      answer(followUps);
      return Promise.resolve({ visitId: '-COEPPunexxxxxxxxxxx', state: 'open' as const, due: change.due });
    });
    renderPage(
      '/due',
      <>
        <DuePage />
        <Badge />
      </>,
      session,
    );
    await screen.findByRole('region', { name: 'Overdue (1)' });
    expect(screen.getByTestId('badge')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Move the visit to COEP Pune' }));
    const dialog = screen.getByRole('dialog', { name: 'Move the visit to COEP Pune' });
    await userEvent.click(within(dialog).getByRole('button', { name: '+1 week' }));
    expect(within(dialog).getByLabelText('New day')).toHaveValue('2026-12-04');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(await screen.findByRole('region', { name: 'This week (1)' })).toHaveTextContent('COEP Pune');
    expect(toast.success).toHaveBeenCalledWith('Moved to 04/12/2026', expect.anything());
    expect(calls('changeFollowUp')).toHaveLength(1);
    expect(calls('changeFollowUp')[0]?.[1]).toMatchObject({
      kind: 'sales',
      placeKey: 'coep pune',
      visitId: '-COEPPunexxxxxxxxxxx',
      // The version the list showed: a change made elsewhere meanwhile refuses this one.
      version: 1,
      change: { kind: 'move', due: '2026-12-04' },
    });
    expect(screen.getByTestId('badge')).toHaveTextContent('0');
  });

  it('refuses a day before today at the field, sending nothing', async () => {
    answer([followUp('COEP Pune', '2026-11-25')]);
    renderPage('/due', <DuePage />, session);
    await userEvent.click(await screen.findByRole('button', { name: 'Move the visit to COEP Pune' }));
    const dialog = screen.getByRole('dialog', { name: 'Move the visit to COEP Pune' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('The new day is today or later.')).toBeVisible();
    expect(within(dialog).getByLabelText('New day')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('changeFollowUp')).toHaveLength(0);
  });

  it('drops a follow-up only with a reason, and says the server’s refusal in the dialog', async () => {
    answer([followUp('COEP Pune', '2026-11-25')], () =>
      Promise.reject(
        Object.assign(
          new Error('This follow-up is no longer open: a later visit closed it, or it was dropped.'),
          {
            code: 'functions/failed-precondition',
          },
        ),
      ),
    );
    renderPage('/due', <DuePage />, session);
    await userEvent.click(await screen.findByRole('button', { name: 'Drop the visit to COEP Pune' }));
    const dialog = screen.getByRole('dialog', { name: 'Drop the visit to COEP Pune' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drop' }));
    expect(within(dialog).getByText('Say why it is dropped.')).toBeVisible();
    expect(calls('changeFollowUp')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Why drop it?'), 'The TPO has left');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drop' }));
    expect(
      await within(dialog).findByText(
        'This follow-up is no longer open: a later visit closed it, or it was dropped.',
      ),
    ).toBeVisible();
    expect(calls('changeFollowUp')).toHaveLength(1);
  });
});
