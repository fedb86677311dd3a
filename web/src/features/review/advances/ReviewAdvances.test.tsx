import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceMessages } from '@domain/advances/advanceText';
import type { ReviewQueueOutput } from '@domain/api/reviewQueue';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import type { Role } from '@domain/roles';
import { call } from '../../../lib/callables';
import { CallError } from '../../../lib/callError';
import type { Session } from '../../../lib/session';
import { advanceView } from '../../../testing/advances';
import { axeViolations } from '../../../testing/axe';
import { installModalDialogs } from '../../../testing/modalDialogs';
import { renderPage } from '../../../testing/renderPage';
import { spendEntry } from '../../../testing/spendEntries';
import { ReviewPage } from '../ReviewPage';

vi.mock('../../../lib/callables', () => ({ call: vi.fn() }));
vi.mock('../../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
}));

const admin: Session = {
  status: 'signedIn',
  uid: 'admin-1',
  email: 'ravi.admin@example.com',
  roles: ['admin'],
};
const noVisits = { count: 0, verified: 0, far: [], unverified: 0, notAccepted: 0, tooFast: 0 };
const amounts = (allocatedAmount: number) => ({
  allocatedAmount,
  spentAmount: 500,
  food: 0,
  fuel: 0,
  stay: 0,
  toll: 0,
});
/** Asha's spend of 20/11/2026 with ₹2,000.00 allocated; she holds ₹500.00. */
const uncovered = spendEntry({ amounts: amounts(2000) });
/** Meera's, covered by the ₹1,000.00 she holds. */
const covered = spendEntry({
  id: 'entry-2',
  owner: { uid: 'rep-2', email: 'meera.sales@example.com' },
  day: '2026-11-21',
  amounts: amounts(800),
});
const request = advanceView({ owner: { uid: 'rep-2', name: 'Meera Sales' } });
const ages = { '0-30': 0, '31-60': 0, over60: 0 };
const list = {
  requests: [request],
  unpaid: [],
  open: [],
  people: [
    { uid: 'rep-1', name: 'Asha Sales', heldPaise: 50_000, ages },
    { uid: 'rep-2', name: 'Meera Sales', heldPaise: 100_000, ages },
  ],
  ages,
};

function queuePage(rows: SpendEntryView[]): ReviewQueueOutput {
  return {
    rows: rows.map((row) => ({ dayVisits: noVisits, ...row })),
    next: null,
    waiting: { sales: rows.length, placement: 0 },
    staff: [],
  };
}

function answer(handlers: Partial<Record<string, (input: unknown) => unknown>>) {
  vi.mocked(call).mockImplementation(async (name: string, input: unknown) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return (await handler(input)) as never;
  });
}

const calls = (name: string) => vi.mocked(call).mock.calls.filter(([called]) => called === name);

beforeEach(() => {
  installModalDialogs();
  vi.mocked(call).mockReset();
});

describe('Review: advances', () => {
  it('lists the requests beside the spends and approves, approves less or refuses each', async () => {
    const decided = vi.fn((input: unknown) => ({
      advance: { ...request, state: 'approved', line: 'Advance ₹4,000.00 approved, not paid yet', input },
    }));
    answer({ reviewQueue: () => queuePage([]), listAdvances: () => list, decideAdvance: decided });
    renderPage('/review', <ReviewPage />, admin);
    const row = await screen.findByTestId('advance-request');
    expect(row).toHaveTextContent('Meera Sales · ₹5,000.00');
    expect(row).toHaveTextContent('Pune colleges · 26/11/2026 to 28/11/2026 · ABC College');

    await userEvent.click(
      within(row).getByRole('button', { name: 'Approve less advance of ₹5,000.00 for Meera Sales' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Approve less' });
    await userEvent.type(within(dialog).getByLabelText('Approved amount (below ₹5,000.00)'), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve less' }));
    expect(within(dialog).getByText(advanceMessages.approveLessBelow(500_000))).toBeVisible();
    expect(decided).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByLabelText('Approved amount (below ₹5,000.00)'));
    await userEvent.type(within(dialog).getByLabelText('Approved amount (below ₹5,000.00)'), '4000');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Two colleges only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve less' }));
    expect(await screen.findByText('Meera Sales: Advance ₹4,000.00 approved, not paid yet')).toBeVisible();
    expect(decided).toHaveBeenCalledWith(
      expect.objectContaining({
        advanceId: 'adv-1',
        decision: { kind: 'approveLess', amount: 4000, reason: 'Two colleges only' },
      }),
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Refuse advance of ₹5,000.00 for Meera Sales' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Refuse advance' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'No trip planned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse advance' }));
    await waitFor(() => {
      expect(decided).toHaveBeenLastCalledWith(
        expect.objectContaining({ decision: { kind: 'refuse', reason: 'No trip planned' } }),
      );
    });

    await userEvent.click(
      screen.getByRole('button', { name: 'Approve advance of ₹5,000.00 for Meera Sales' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Approve advance' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve ₹5,000.00' }));
    await waitFor(() => {
      expect(decided).toHaveBeenLastCalledWith(expect.objectContaining({ decision: { kind: 'approve' } }));
    });
  });

  it('opens Approve with a and Refuse with r on a focused request, and hides the decisions of an own one', async () => {
    const own = advanceView({ id: 'adv-own', owner: { uid: 'admin-1', name: 'Ravi Admin' } });
    answer({ reviewQueue: () => queuePage([]), listAdvances: () => ({ ...list, requests: [request, own] }) });
    renderPage('/review', <ReviewPage />, admin);
    const [first, second] = await screen.findAllByTestId('advance-request');
    expect(within(second!).getByText('Your own advance: another admin decides it.')).toBeVisible();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    first!.focus();
    await userEvent.keyboard('r');
    expect(screen.getByRole('dialog', { name: 'Refuse advance' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    first!.focus();
    await userEvent.keyboard('j');
    expect(second).toHaveFocus();
    await userEvent.keyboard('a');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('k');
    expect(first).toHaveFocus();
    await userEvent.keyboard('a');
    expect(screen.getByRole('dialog', { name: 'Approve advance' })).toBeVisible();
  });

  it('says when the advances could not be loaded, and flags no spend then (the server still checks)', async () => {
    answer({
      reviewQueue: () => queuePage([uncovered]),
      listAdvances: () => Promise.reject(new Error('down')),
    });
    renderPage('/review', <ReviewPage />, admin);
    expect(screen.getByText('Loading advance requests...')).toBeInTheDocument();
    expect(await screen.findByText('The advance requests could not be loaded.')).toBeVisible();
    expect(await screen.findByTestId('review-row')).toBeVisible();
    expect(screen.queryByTestId('advance-uncovered')).not.toBeInTheDocument();
  });

  it('has nothing axe finds on the requests, the flag and the Record the payment dialog', async () => {
    answer({ reviewQueue: () => queuePage([uncovered]), listAdvances: () => list });
    const { container } = renderPage('/review', <ReviewPage />, admin);
    await screen.findByTestId('advance-uncovered');
    await screen.findByTestId('advance-request');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /^Record the payment and approve/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Record ₹1,500.00 and approve' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('flags an Allocated beyond what the owner holds and leaves it out of bulk approval', async () => {
    answer({ reviewQueue: () => queuePage([uncovered, covered]), listAdvances: () => list });
    renderPage('/review', <ReviewPage />, admin);
    const flag = await screen.findByTestId('advance-uncovered');
    expect(flag).toHaveTextContent('Allocated ₹2,000.00, advances held ₹500.00');
    const [first, second] = screen.getAllByTestId('review-row');
    expect(within(first!).getByTestId('advance-uncovered')).toBe(flag);
    expect(within(first!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(second!).queryByTestId('advance-uncovered')).not.toBeInTheDocument();
    expect(within(second!).getByRole('checkbox')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Select all on the page (1)' })).toBeVisible();
  });

  it('an approval refused for an uncovered Allocated shows the server words and flags the row', async () => {
    const words = advanceMessages.uncovered(200_000, 50_000);
    let held = 200_000;
    answer({
      reviewQueue: () => queuePage([uncovered]),
      listAdvances: () => ({
        ...list,
        people: [{ uid: 'rep-1', name: 'Asha Sales', heldPaise: held, ages }],
      }),
      decideSpend: () => {
        held = 50_000;
        throw new CallError('failed-precondition', words, [], 'advance-uncovered');
      },
    });
    renderPage('/review', <ReviewPage />, admin);
    await userEvent.click(await screen.findByRole('button', { name: /^Approve ₹500\.00 for Asha Sales/ }));
    const dialog = screen.getByRole('dialog', { name: 'Approve spend' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve ₹500.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(await screen.findByTestId('advance-uncovered')).toHaveTextContent(words);
  });

  it('records the missing payment and approves the spend in one step', async () => {
    const approved = { ...uncovered, state: 'approved' as const, approvedAmount: 500 };
    const give = vi.fn(() => ({ advance: request }));
    const decide = vi.fn(() => ({ entry: approved }));
    answer({
      reviewQueue: () => queuePage([uncovered]),
      listAdvances: () => list,
      giveAdvance: give,
      decideSpend: decide,
    });
    renderPage('/review', <ReviewPage />, admin);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Record the payment and approve ₹500\.00 for Asha Sales/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Record the payment' });
    expect(dialog).toHaveTextContent('Allocated ₹2,000.00, advances held ₹500.00');
    expect(within(dialog).getByLabelText('Day')).toHaveValue('2026-11-20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹1,500.00 and approve' }));
    expect(within(dialog).getByText(advanceMessages.reference)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Reference (UTR or receipt number)'), 'UTR42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹1,500.00 and approve' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Record the payment' })).not.toBeInTheDocument();
    });
    expect(give).toHaveBeenCalledWith(
      expect.objectContaining({
        ownerUid: 'rep-1',
        amount: 1500,
        purpose: 'Advance for the spend of 20/11/2026',
        mode: 'upi',
        reference: 'UTR42',
        date: '2026-11-20',
      }),
    );
    expect(decide).toHaveBeenCalledWith(
      expect.objectContaining({ entryId: 'entry-1', decision: { kind: 'approve' } }),
    );
    expect(calls('giveAdvance')).toHaveLength(1);
    expect(await screen.findByText(/Approved/)).toBeVisible();
  });

  it('after a payment recorded but an approval refused, a retry only approves', async () => {
    const give = vi.fn(() => ({ advance: request }));
    let tries = 0;
    const decide = vi.fn(() => {
      tries += 1;
      if (tries === 1) throw new Error('Please try again in a moment.');
      return { entry: { ...uncovered, state: 'approved' as const, approvedAmount: 500 } };
    });
    answer({
      reviewQueue: () => queuePage([uncovered]),
      listAdvances: () => list,
      giveAdvance: give,
      decideSpend: decide,
    });
    renderPage('/review', <ReviewPage />, admin);
    await userEvent.click(await screen.findByRole('button', { name: /^Record the payment and approve/ }));
    const dialog = screen.getByRole('dialog', { name: 'Record the payment' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Mode'), 'cash');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹1,500.00 and approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please try again in a moment.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹1,500.00 and approve' }));
    await waitFor(() => {
      expect(decide).toHaveBeenCalledTimes(2);
    });
    expect(give).toHaveBeenCalledTimes(1);
  });
});
