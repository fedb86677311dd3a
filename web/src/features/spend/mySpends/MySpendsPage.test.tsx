import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/roles';
import { call } from '../../../lib/callables';
import { useReportCounts } from '../../../lib/reportBadge';
import type { Session } from '../../../lib/session';
import { installModalDialogs } from '../../../testing/modalDialogs';
import { startTestOutbox } from '../../../testing/outbox';
import { renderPage } from '../../../testing/renderPage';
import { spendEntry } from '../../../testing/spendEntries';
import { MySpendsPage } from './MySpendsPage';

vi.mock('../../../lib/callables', () => ({ call: vi.fn() }));
vi.mock('../../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
}));
vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn(), message: vi.fn(), dismiss: vi.fn() },
}));

const rep: Session = { status: 'signedIn', uid: 'rep-1', email: 'asha.sales@example.com', roles: ['sales'] };
const admin = { uid: 'admin-1', email: 'boss@example.com' };

const waiting = spendEntry({ id: 'w1' });
const approvedLess = spendEntry({
  id: 'a1',
  day: '2026-11-19',
  state: 'approved',
  approvedAmount: 450,
  reason: 'Lunch over the limit',
  decidedBy: admin,
  decidedAt: Date.UTC(2026, 10, 21, 6),
});
const refused = spendEntry({
  id: 'x1',
  day: '2026-11-18',
  state: 'refused',
  reason: 'Wrong day',
  decidedBy: admin,
  decidedAt: Date.UTC(2026, 10, 21, 7),
});

/** The server as the page reaches it; every call is kept by the `call` mock. */
function answer(overrides: Record<string, unknown> = {}) {
  vi.mocked(call).mockImplementation(((name: string) => {
    if (name in overrides) {
      const answer = overrides[name];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }
    switch (name) {
      case 'mySpends':
        return Promise.resolve({
          entries: [waiting, approvedLess, refused],
          next: null,
          refused: 1,
          lastDecisionAt: Date.UTC(2026, 10, 21, 7),
        });
      case 'personBalance':
        return Promise.resolve({
          balance: {
            uid: 'rep-1',
            email: null,
            name: 'Asha Rao',
            entries: 1,
            advancePaise: 50_000,
            approvedPaise: 174_050,
            balancePaise: 124_050,
          },
          waiting: { count: 2, paise: 64_075 },
          openEntries: [],
          settlements: [
            {
              id: 's1',
              owner: { uid: 'rep-1' },
              direction: 'paid',
              amountPaise: 308_496,
              mode: 'bank',
              reference: '',
              date: '2026-11-26',
              entryIds: ['e0'],
              by: admin,
              at: Date.UTC(2026, 10, 26, 6),
              reversal: null,
            },
          ],
        });
      case 'myAdvances':
        return Promise.resolve({ advances: [], heldPaise: 0 });
      case 'getSpendOptions':
      case 'getSpendPolicy':
        return new Promise(() => undefined);
      default:
        return Promise.resolve({ entry: waiting });
    }
  }) as typeof call);
}

const calls = (name: string) => vi.mocked(call).mock.calls.filter(([called]) => called === name);
const card = (title: RegExp) => screen.getByRole('article', { name: title });

function Badge() {
  return <output data-testid="badge">{useReportCounts().refused}</output>;
}

beforeAll(() => {
  installModalDialogs();
});

beforeEach(async () => {
  vi.mocked(call).mockReset();
  await startTestOutbox('rep-1');
});

describe('MySpendsPage', () => {
  it('lists each spend with its state, bills and history, and offers only what its state allows', async () => {
    answer();
    renderPage(
      '/myspends',
      <>
        <MySpendsPage />
        <Badge />
      </>,
      rep,
    );
    expect(await screen.findByRole('heading', { name: 'My spends' })).toBeInTheDocument();
    expect(await screen.findByTestId('my-balance')).toHaveTextContent('The organisation owes you ₹1,240.50');
    expect(screen.getByTestId('my-balance-waiting')).toHaveTextContent(
      '₹640.75 waiting for review (2 spends)',
    );
    expect(screen.getByText('Paid to you ₹3,084.96 by bank transfer on 26/11/2026')).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: '20/11/2026 · ₹500.00' });
    expect(within(first).getByText('Waiting for review')).toBeVisible();
    expect(
      within(first).getByRole('img', { name: 'Bill fuel.jpg (opens full size)' }).closest('a'),
    ).toHaveAttribute('href', 'http://127.0.0.1:9190/bill-1.jpg');
    expect(within(first).getByText(/Saved by you: spent ₹500\.00/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Withdraw' })).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Attach a bill' })).toBeVisible();
    expect(within(first).queryByRole('button', { name: 'Correct and resend' })).not.toBeInTheDocument();

    const approved = card(/^19\/11\/2026/);
    expect(within(approved).getByText('Approved ₹450.00 of ₹500.00: Lunch over the limit')).toBeVisible();
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();

    const refusedCard = card(/^18\/11\/2026/);
    expect(within(refusedCard).getByText('Refused: Wrong day')).toBeVisible();
    expect(within(refusedCard).getByRole('button', { name: 'Correct and resend' })).toBeVisible();
    expect(within(refusedCard).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: /My spends/ })).toHaveTextContent('1 refused');
    expect(screen.getByTestId('badge')).toHaveTextContent('1');
  });

  it('offers nothing on a refused spend whose advance a settlement recovered, as the server allows', async () => {
    const recovered = spendEntry({
      id: 'x2',
      day: '2026-11-17',
      state: 'refused',
      reason: 'No visit',
      decidedBy: admin,
      decidedAt: Date.UTC(2026, 10, 21, 8),
      settlement: {
        id: 's9',
        date: '2026-11-22',
        mode: 'cash',
        reference: '',
        at: Date.UTC(2026, 10, 22, 6),
        by: admin,
      },
    });
    answer({ mySpends: { entries: [recovered], next: null, refused: 1, lastDecisionAt: null } });
    renderPage('/myspends', <MySpendsPage />, rep);
    const recoveredCard = await screen.findByRole('article', { name: /^17\/11\/2026/ });
    expect(within(recoveredCard).getByText('Refused: No visit')).toBeVisible();
    expect(within(recoveredCard).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there is no spend, and offers a retry when loading fails', async () => {
    answer({ mySpends: new Error('down') });
    renderPage('/myspends', <MySpendsPage />, rep);
    expect(await screen.findByText('Could not load your spends. Please try again.')).toBeVisible();
    answer({ mySpends: { entries: [], next: null, refused: 0, lastDecisionAt: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No spends saved yet.')).toBeVisible();
  });

  it('withdraws a waiting spend through the outbox after asking, once', async () => {
    answer();
    renderPage('/myspends', <MySpendsPage />, rep);
    await userEvent.click(
      await within(await screen.findByRole('article', { name: '20/11/2026 · ₹500.00' })).findByRole(
        'button',
        {
          name: 'Withdraw',
        },
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this spend?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => {
      expect(calls('withdrawSpend')).toHaveLength(1);
    });
    expect(calls('withdrawSpend')[0]?.[1]).toMatchObject({ entryId: 'w1' });
  });

  it('corrects and resends a refused spend as the same entry, with its values and bills', async () => {
    answer();
    renderPage('/myspends', <MySpendsPage />, rep);
    const refusedCard = await screen.findByRole('article', { name: /^18\/11\/2026/ });
    await userEvent.click(within(refusedCard).getByRole('button', { name: 'Correct and resend' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct and resend: spend of 18/11/2026' });
    expect(within(dialog).getByLabelText('Spent')).toHaveValue('500');
    expect(within(dialog).getByRole('img', { name: 'Bill fuel.jpg' })).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Spent'));
    await userEvent.type(within(dialog).getByLabelText('Spent'), '450');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => {
      expect(calls('correctSpend')).toHaveLength(1);
    });
    expect(calls('correctSpend')[0]?.[1]).toMatchObject({
      entryId: 'x1',
      side: 'sales',
      spentAmount: 450,
      billIds: ['bill-1'],
    });
  });

  it('moves a corrected spend to another day within the window, refusing one after today at the field', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 21, 6));
    try {
      answer();
      renderPage('/myspends', <MySpendsPage />, rep);
      const refusedCard = await screen.findByRole('article', { name: /^18\/11\/2026/ });
      await userEvent.click(within(refusedCard).getByRole('button', { name: 'Correct and resend' }));
      const dialog = screen.getByRole('dialog', { name: 'Correct and resend: spend of 18/11/2026' });
      const date = within(dialog).getByLabelText('Date');
      expect(date).toHaveValue('2026-11-18');
      fireEvent.change(date, { target: { value: '2026-11-22' } });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
      expect(date).toHaveAccessibleDescription('Choose a day no later than today.');
      expect(calls('correctSpend')).toHaveLength(0);
      fireEvent.change(date, { target: { value: '2026-11-20' } });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
      await waitFor(() => {
        expect(calls('correctSpend')).toHaveLength(1);
      });
      expect(calls('correctSpend')[0]?.[1]).toMatchObject({ entryId: 'x1', day: '2026-11-20' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('attaches a bill uploaded earlier to a spend, from the list of bills on no spend', async () => {
    answer({
      myBills: {
        bills: [
          {
            id: 'free-1',
            url: 'http://127.0.0.1:9190/free-1.jpg',
            previewUrl: 'http://127.0.0.1:9190/preview/free-1.jpg',
            thumbnailUrl: 'http://127.0.0.1:9190/thumb/free-1.jpg',
            fileName: 'toll.jpg',
            exists: true,
            createdAt: Date.UTC(2026, 10, 20, 5),
          },
        ],
      },
    });
    renderPage('/myspends', <MySpendsPage />, rep);
    const first = await screen.findByRole('article', { name: '20/11/2026 · ₹500.00' });
    await userEvent.click(within(first).getByRole('button', { name: 'Attach a bill' }));
    const dialog = screen.getByRole('dialog', { name: 'Attach a bill: spend of 20/11/2026 (₹500.00)' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Attach toll.jpg (uploaded 20/11/2026)' }),
    );
    await waitFor(() => {
      expect(calls('attachBill')).toHaveLength(1);
    });
    expect(calls('attachBill')[0]?.[1]).toMatchObject({ entryId: 'w1', billId: 'free-1' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('tells the person when they have no bill to attach', async () => {
    answer({ myBills: { bills: [] } });
    renderPage('/myspends', <MySpendsPage />, rep);
    const first = await screen.findByRole('article', { name: '20/11/2026 · ₹500.00' });
    await userEvent.click(within(first).getByRole('button', { name: 'Attach a bill' }));
    expect(
      await screen.findByText(/You have no bill without a spend\. Upload one from the Bills button/),
    ).toBeVisible();
  });
});
