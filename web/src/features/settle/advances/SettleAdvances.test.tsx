import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceMessages } from '@domain/advances/advanceText';
import { addDays, orgDayOf } from '@domain/time/orgTime';
import { call } from '../../../lib/callables';
import { CallError } from '../../../lib/callError';
import type { Session } from '../../../lib/session';
import { advanceView, paidAdvance } from '../../../testing/advances';
import { axeViolations } from '../../../testing/axe';
import { installModalDialogs } from '../../../testing/modalDialogs';
import { renderPage } from '../../../testing/renderPage';
import { SettleAdvances } from './SettleAdvances';

vi.mock('../../../lib/callables', () => ({ call: vi.fn() }));
vi.mock('../../../lib/session', () => ({ useSession: vi.fn(), getSession: vi.fn(), signOut: vi.fn() }));

const admin: Session = { status: 'signedIn', uid: 'admin-1', email: 'admin@example.com', roles: ['admin'] };
const approved = advanceView({ id: 'adv-9', state: 'approved', approvedPaise: 400_000 });
const open = paidAdvance({ owner: { uid: 'rep-2', name: 'Ravi Kumar' }, purpose: 'Nashik fair' });
const old = paidAdvance({ id: 'adv-3', ageDays: 75, age: 'over60', leftPaise: 20_000, purpose: 'Old trip' });
const list = {
  requests: [],
  unpaid: [approved],
  open: [open, old],
  people: [
    {
      uid: 'rep-2',
      name: 'Ravi Kumar',
      heldPaise: 180_000,
      ages: { '0-30': 180_000, '31-60': 0, over60: 0 },
    },
    { uid: 'rep-1', name: 'Asha Rao', heldPaise: 20_000, ages: { '0-30': 0, '31-60': 0, over60: 20_000 } },
  ],
  ages: { '0-30': 180_000, '31-60': 0, over60: 20_000 },
};
const staff = [
  { uid: 'rep-1', name: 'Asha Rao' },
  { uid: 'rep-3', name: 'Meera Iyer' },
];

function answer(overrides: Record<string, unknown> = {}) {
  vi.mocked(call).mockImplementation(((name: string, input: { side?: string }) => {
    if (name in overrides) {
      const value = overrides[name];
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    }
    if (name === 'listAdvances') return Promise.resolve(list);
    if (name === 'spendPeople') {
      const placement = [
        { uid: 'rep-4', name: 'Kiran Rao' },
        { uid: 'rep-1', name: 'Asha Rao' },
      ];
      return Promise.resolve({ people: input.side === 'placement' ? placement : [] });
    }
    return Promise.resolve({ advance: open });
  }) as typeof call);
}

const calls = (name: string) => vi.mocked(call).mock.calls.filter(([called]) => called === name);
const today = orgDayOf(Date.now());

beforeAll(() => {
  installModalDialogs();
});

beforeEach(() => {
  vi.mocked(call).mockReset();
});

function renderSection() {
  renderPage('/settle', <SettleAdvances people={staff} />, admin);
  return userEvent.setup();
}

describe("Settle's advances", () => {
  it('lists the advances to pay, what each person holds with each open advance and its age, and totals by age', async () => {
    answer();
    renderSection();
    const unpaid = await screen.findByTestId('unpaid-advance');
    expect(unpaid).toHaveTextContent('Asha Rao: ₹4,000.00 for Pune colleges');
    const ages = screen.getByTestId('advance-ages');
    expect(
      within(ages)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['0-30 days', '31-60 days', 'Over 60 days']);
    expect(
      within(ages)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹1,800.00', '₹0.00', '₹200.00']);
    const people = screen.getAllByTestId('advance-person');
    expect(people[0]).toHaveTextContent('Ravi Kumar holds ₹1,800.00');
    expect(people[0]).toHaveTextContent('₹1,800.00 left of the advance paid 26/11/2026 (7 days) · 0-30 days');
    expect(people[1]).toHaveTextContent('Asha Rao holds ₹200.00');
    expect(people[1]).toHaveTextContent('(75 days) · Over 60 days');
  });

  it('has nothing axe finds, listed and with a dialog open', async () => {
    answer();
    const user = userEvent.setup();
    const { container } = renderPage('/settle', <SettleAdvances people={staff} />, admin);
    await screen.findByTestId('unpaid-advance');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Give an advance' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Give an advance' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when nothing waits, and offers a retry when loading fails', async () => {
    answer({ listAdvances: new Error('down') });
    const user = renderSection();
    expect(await screen.findByText('The advances could not be loaded.')).toBeVisible();
    answer({ listAdvances: { ...list, unpaid: [], open: [], people: [] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No approved advance waits to be paid.')).toBeVisible();
    expect(screen.getByText('Nobody holds an advance.')).toBeVisible();
  });

  it('pays an approved advance once with the day today by default, checked like the server', async () => {
    answer();
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹4,000.00 to Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay the advance' });
    expect(within(dialog).getByLabelText('Day')).toHaveValue(today);
    expect(within(dialog).getByLabelText('Day')).toHaveAttribute('max', today);
    await user.clear(within(dialog).getByLabelText('Day'));
    await user.type(within(dialog).getByLabelText('Day'), addDays(today, 1));
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹4,000.00' }));
    expect(within(dialog).getByText(advanceMessages.reference)).toBeVisible();
    expect(within(dialog).getByText(advanceMessages.dateFuture)).toBeVisible();
    expect(calls('payAdvance')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Day'));
    await user.type(within(dialog).getByLabelText('Day'), today);
    await user.type(within(dialog).getByLabelText('Reference (UTR or receipt number)'), 'UTR555');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹4,000.00' }));
    expect(await screen.findByText('Advance paid.')).toBeVisible();
    expect(calls('payAdvance')).toHaveLength(1);
    expect(calls('payAdvance')[0]?.[1]).toMatchObject({
      advanceId: 'adv-9',
      mode: 'upi',
      reference: 'UTR555',
      date: today,
      requestId: expect.any(String) as unknown,
    });
    expect(screen.queryByRole('dialog', { name: 'Pay the advance' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(calls('listAdvances').length).toBeGreaterThan(1);
    });
  });

  it("shows the server's refusal of a second payment", async () => {
    const refusal = 'This advance was paid by Ravi Kumar at 03/12/2026, 10:15 am';
    answer({ payAdvance: new CallError('failed-precondition', refusal) });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹4,000.00 to Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay the advance' });
    await user.selectOptions(within(dialog).getByLabelText('Mode'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹4,000.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(calls('payAdvance')[0]?.[1]).toMatchObject({ mode: 'cash', reference: '' });
  });

  it('gives an advance with no request to a chosen person', async () => {
    answer();
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Give an advance' }));
    const dialog = screen.getByRole('dialog', { name: 'Give an advance' });
    await waitFor(() => {
      expect(
        within(within(dialog).getByLabelText('Person'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a person', 'Asha Rao', 'Kiran Rao', 'Meera Iyer', 'Ravi Kumar']);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Give an advance' }));
    expect(within(dialog).getByText('Choose the person the advance is for.')).toBeVisible();
    expect(within(dialog).getByText(advanceMessages.amount)).toBeVisible();
    expect(within(dialog).getByText(advanceMessages.purposeRequired)).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('Person'), 'Meera Iyer');
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '2,500');
    await user.type(within(dialog).getByLabelText('Purpose'), 'Goa campus drive');
    await user.selectOptions(within(dialog).getByLabelText('Mode'), 'bank');
    await user.type(within(dialog).getByLabelText('Reference (UTR or receipt number)'), 'NEFT9');
    await user.click(within(dialog).getByRole('button', { name: 'Give an advance' }));
    expect(await screen.findByText('Advance given.')).toBeVisible();
    expect(calls('giveAdvance')[0]?.[1]).toMatchObject({
      ownerUid: 'rep-3',
      amount: 2500,
      purpose: 'Goa campus drive',
      mode: 'bank',
      reference: 'NEFT9',
      date: today,
    });
  });

  it('records a return of what is left, and carries an open advance forward', async () => {
    answer();
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Record a return: Ravi Kumar, Nashik fair' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a return' });
    const amount = within(dialog).getByLabelText('Amount returned (₹, at most ₹1,800.00)');
    expect(amount).toHaveValue('1800.00');
    await user.clear(amount);
    await user.type(amount, '800');
    await user.selectOptions(within(dialog).getByLabelText('Mode'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Record a return' }));
    expect(await screen.findByText('Return recorded.')).toBeVisible();
    expect(calls('returnAdvance')[0]?.[1]).toMatchObject({
      advanceId: 'adv-2',
      amount: 800,
      mode: 'cash',
      reference: '',
      date: today,
    });

    await user.click(screen.getByRole('button', { name: 'Carry forward: Asha Rao, Old trip' }));
    expect(await screen.findByText('Carried forward: it stays open with them.')).toBeVisible();
    expect(calls('carryAdvance')[0]?.[1]).toMatchObject({ advanceId: 'adv-3' });
  });
});
