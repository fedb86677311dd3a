import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewQueueOutput } from '@domain/api/reviewQueue';
import { SPEND_CONFLICT_REASON, type SpendEntryView } from '@domain/api/spendEntryView';
import type { DayVisits } from '@domain/visits/location/visitDays';
import type { Role } from '@domain/roles';
import { transitionMessages } from '@domain/spendEntries/entryMessages';
import { call } from '../../lib/callables';
import { CallError } from '../../lib/callError';
import type { Session } from '../../lib/session';
import { installModalDialogs } from '../../testing/modalDialogs';
import { renderPage } from '../../testing/renderPage';
import { spendEntry } from '../../testing/spendEntries';
import { ReviewPage } from './ReviewPage';

vi.mock('../../lib/callables', () => ({ call: vi.fn() }));
vi.mock('../../lib/session', () => ({
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

const first = spendEntry();
const second = spendEntry({
  id: 'entry-2',
  owner: { uid: 'rep-2', email: 'meera.sales@example.com' },
  day: '2026-11-21',
  places: ['COEP'],
  visitType: 'Single Visit',
  bills: [],
  flags: [
    { kind: 'noBill', category: 'spent', from: 300 },
    { kind: 'overLimit', category: 'food', limit: 150 },
  ],
});
const own = spendEntry({ id: 'entry-3', owner: { uid: 'admin-1', email: 'ravi.admin@example.com' } });

const noVisits: DayVisits = { count: 0, verified: 0, far: [], unverified: 0, notAccepted: 0, tooFast: 0 };
/** Asha's visits of the first entry's day. */
const firstDay: DayVisits = { count: 3, verified: 2, far: [4200], unverified: 0, notAccepted: 0, tooFast: 0 };

function queuePage(
  rows: (SpendEntryView & { dayVisits?: DayVisits })[] = [{ ...first, dayVisits: firstDay }, second, own],
): ReviewQueueOutput {
  return {
    rows: rows.map((row) => ({ dayVisits: noVisits, ...row })),
    next: null,
    waiting: { sales: rows.length, placement: 0 },
    staff: [{ uid: 'rep-1', email: 'asha.sales@example.com' }],
  };
}

/** The calls' answers by callable name. */
function answer(handlers: Partial<Record<string, (input: unknown) => unknown>>) {
  vi.mocked(call).mockImplementation(async (name: string, input: unknown) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return (await handler(input)) as never;
  });
}

beforeEach(() => {
  installModalDialogs();
  vi.mocked(call).mockReset();
});

const rows = () => screen.findAllByTestId('review-row');
/** A row's button, named with its spend: 'Approve ₹500.00 for Asha Sales on 20/11'. */
const action = (label: string) => ({ name: new RegExp(`^${label} ₹`) });

describe('ReviewPage', () => {
  it('shows each waiting entry: who, day, places, amounts, bills that open full size, and its flags', async () => {
    answer({ reviewQueue: () => queuePage() });
    renderPage('/review', <ReviewPage />, admin);
    const [row1, row2] = await rows();
    if (!row1 || !row2) throw new Error('rows missing');
    expect(within(row1).getByRole('heading')).toHaveTextContent('Asha Sales · 20/11/2026');
    expect(row1).toHaveTextContent('Multiple Visit: COEP, Modern College');
    expect(within(row1).getByText('3 visits that day: 2 Verified, 1 Far (4.2 km)')).toBeInTheDocument();
    expect(within(row2).getByText('No visits that day')).toBeInTheDocument();
    expect(row1).toHaveTextContent('Allocated₹1,000.00Spent₹500.00Food₹200.00Fuel₹300.00Stay₹0.00Toll₹0.00');
    expect(within(row1).getByRole('link', { name: 'Bill fuel.jpg (opens full size)' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:9190/bill-1.jpg',
    );
    expect(within(row2).getByText('No bill')).toBeInTheDocument();
    expect(
      within(within(row2).getByRole('list', { name: 'Flags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No bill (needed from ₹300.00)', 'Over limit: food (₹150.00 a day)']);
    expect(call).toHaveBeenCalledWith('reviewQueue', {});
  });

  it('asks the server for the filtered queue when a filter changes', async () => {
    answer({ reviewQueue: () => queuePage() });
    renderPage('/review', <ReviewPage />, admin);
    await rows();
    await userEvent.selectOptions(screen.getByLabelText('Flag'), 'noBill');
    await userEvent.selectOptions(screen.getByLabelText('Staff member'), 'rep-1');
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith('reviewQueue', { flag: 'noBill', staff: 'rep-1' });
    });
  });

  it('moves with j / k and the arrows, opens Approve with a and Refuse with r, and sends the decision', async () => {
    const decided = {
      ...first,
      state: 'approved' as const,
      approvedAmount: 500,
      decidedAt: Date.UTC(2026, 10, 22, 9),
    };
    const decide = vi.fn<(input: unknown) => unknown>(() => ({ entry: decided }));
    answer({ reviewQueue: () => queuePage(), decideSpend: decide });
    renderPage('/review', <ReviewPage />, admin);
    const [row1, row2] = await rows();
    row1?.focus();
    await userEvent.keyboard('j');
    expect(row2).toHaveFocus();
    await userEvent.keyboard('k');
    expect(row1).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    expect(row1).toHaveFocus();

    await userEvent.keyboard('r');
    const refuse = await screen.findByRole('dialog', { name: 'Refuse spend' });
    await userEvent.click(within(refuse).getByRole('button', { name: 'Refuse spend' }));
    expect(within(refuse).getByText('Give a reason.')).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();
    await userEvent.click(within(refuse).getByRole('button', { name: 'Cancel' }));

    row1?.focus();
    await userEvent.keyboard('a');
    const approve = await screen.findByRole('dialog', { name: 'Approve spend' });
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve ₹500.00' }));
    await waitFor(() => {
      expect(decide).toHaveBeenCalledWith(
        expect.objectContaining({ entryId: 'entry-1', version: 1, decision: { kind: 'approve' } }),
      );
    });
    expect(await within(row1 as HTMLElement).findByText('Approved ₹500.00')).toBeInTheDocument();
    // The decided entry keeps the visits of its day the queue gave it.
    expect(within(row1 as HTMLElement).getByText(/^3 visits that day/)).toBeInTheDocument();
    expect(within(row1 as HTMLElement).queryByRole('button', action('Approve'))).not.toBeInTheDocument();
  });

  it('reopens an approved row with a reason, at the version it shows; the row waits again', async () => {
    const approvedAt = Date.UTC(2026, 10, 22, 9);
    const approvedRow = {
      ...first,
      state: 'approved' as const,
      approvedAmount: 500,
      decidedBy: { uid: 'admin-2', email: 'kiran.admin@example.com' },
      decidedAt: approvedAt,
    };
    const reopenedAt = Date.UTC(2026, 10, 22, 10);
    const reopened = {
      ...first,
      history: [
        ...first.history,
        { kind: 'reopened' as const, at: reopenedAt, by: { uid: 'admin-1' }, reason: 'Wrong day' },
      ],
    };
    const reopen = vi.fn<(input: unknown) => unknown>(() => ({ entry: reopened }));
    answer({ reviewQueue: () => queuePage([approvedRow, second, own]), reopenSpend: reopen });
    renderPage('/review', <ReviewPage />, admin);
    const [row1, row2] = await rows();
    expect(within(row2 as HTMLElement).queryByRole('button', action('Reopen'))).not.toBeInTheDocument();
    await userEvent.click(within(row1 as HTMLElement).getByRole('button', action('Reopen')));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen spend' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen spend' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(reopen).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen spend' }));
    await waitFor(() => {
      expect(reopen).toHaveBeenCalledWith(
        expect.objectContaining({ entryId: 'entry-1', version: 1, reason: 'Wrong day' }),
      );
    });
    expect(
      await within(row1 as HTMLElement).findByText(/Reopened by admin-1: Wrong day$/),
    ).toBeInTheDocument();
    expect(within(row1 as HTMLElement).getByRole('button', action('Approve'))).toBeInTheDocument();
    expect(within(row1 as HTMLElement).queryByRole('button', action('Reopen'))).not.toBeInTheDocument();
  });

  it('tells the admin the spend changed since it was shown, and shows it as it now is', async () => {
    const correctedAt = Date.UTC(2026, 10, 22, 5, 12);
    const now = spendEntry({
      version: 2,
      updatedAt: correctedAt,
      amounts: { ...first.amounts, spentAmount: 9000 },
    });
    const message = transitionMessages.changed(first.owner, correctedAt, 9000);
    const decide = vi.fn<(input: unknown) => unknown>(() => {
      throw new CallError('failed-precondition', message, [], SPEND_CONFLICT_REASON, false, {
        reason: SPEND_CONFLICT_REASON,
        message,
        entry: now,
      });
    });
    answer({ reviewQueue: () => queuePage(), decideSpend: decide });
    renderPage('/review', <ReviewPage />, admin);
    const [row1] = await rows();
    await userEvent.click(within(row1 as HTMLElement).getByRole('button', action('Approve')));
    const dialog = await screen.findByRole('dialog', { name: 'Approve spend' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve ₹500.00' }));
    const alert = await within(row1 as HTMLElement).findByRole('alert');
    expect(alert).toHaveTextContent('Changed by Asha Sales at 22/11/2026 10:42: now ₹9,000.00');
    expect(row1).toHaveTextContent('Spent₹9,000.00');
    // Approving again sends the version it now shows.
    await userEvent.click(within(row1 as HTMLElement).getByRole('button', action('Approve')));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Approve spend' })).getByRole('button', {
        name: 'Approve ₹9,000.00',
      }),
    );
    await waitFor(() => {
      expect(decide).toHaveBeenLastCalledWith(expect.objectContaining({ version: 2 }));
    });
  });

  it('refuses saying the allocation stays with them as an advance', async () => {
    const decide = vi.fn<(input: unknown) => unknown>(() => ({
      entry: { ...first, state: 'refused' as const, reason: 'Typed twice' },
    }));
    answer({ reviewQueue: () => queuePage(), decideSpend: decide });
    renderPage('/review', <ReviewPage />, admin);
    const [row1] = await rows();
    await userEvent.click(within(row1 as HTMLElement).getByRole('button', action('Refuse')));
    const refuse = await screen.findByRole('dialog', { name: 'Refuse spend' });
    expect(refuse).toHaveTextContent(
      'The ₹1,000.00 allocated stays with them as an advance: they use it on another spend or give it back.',
    );
    await userEvent.type(within(refuse).getByLabelText('Reason'), 'Typed twice');
    await userEvent.click(within(refuse).getByRole('button', { name: 'Refuse spend' }));
    await waitFor(() => {
      expect(decide).toHaveBeenCalledWith(
        expect.objectContaining({ entryId: 'entry-1', decision: { kind: 'refuse', reason: 'Typed twice' } }),
      );
    });
  });

  it('approves less only below the claimed amount and with a reason', async () => {
    const decide = vi.fn<(input: unknown) => unknown>(() => ({
      entry: { ...first, state: 'approved' as const, approvedAmount: 450, reason: 'Fuel bill shows ₹250' },
    }));
    answer({ reviewQueue: () => queuePage(), decideSpend: decide });
    renderPage('/review', <ReviewPage />, admin);
    const [row1] = await rows();
    await userEvent.click(within(row1 as HTMLElement).getByRole('button', action('Approve less')));
    const dialog = await screen.findByRole('dialog', { name: 'Approve less' });
    await userEvent.type(within(dialog).getByLabelText('Approved amount (below ₹500.00)'), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve less' }));
    expect(within(dialog).getByText('Enter an amount below the claimed ₹500.00.')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Approved amount (below ₹500.00)'));
    await userEvent.type(within(dialog).getByLabelText('Approved amount (below ₹500.00)'), '450');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Fuel bill shows ₹250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve less' }));
    await waitFor(() => {
      expect(decide).toHaveBeenCalledWith(
        expect.objectContaining({
          entryId: 'entry-1',
          decision: { kind: 'approveLess', amount: 450, reason: 'Fuel bill shows ₹250' },
        }),
      );
    });
    expect(
      await within(row1 as HTMLElement).findByText('Approved ₹450.00 of ₹500.00: Fuel bill shows ₹250'),
    ).toBeInTheDocument();
  });

  it('tells the second admin who decided first, and the row shows the entry as it now is', async () => {
    const decidedAt = Date.UTC(2026, 10, 22, 9, 30);
    const other = { uid: 'admin-2', email: 'kiran.admin@example.com' };
    const now = { ...first, state: 'approved' as const, approvedAmount: 500, decidedBy: other, decidedAt };
    const message = transitionMessages.decided('approved', other, decidedAt);
    answer({
      reviewQueue: () => queuePage(),
      decideSpend: () => {
        throw new CallError('failed-precondition', message, [], SPEND_CONFLICT_REASON, false, {
          reason: SPEND_CONFLICT_REASON,
          message,
          entry: now,
        });
      },
    });
    renderPage('/review', <ReviewPage />, admin);
    const [row1] = await rows();
    await userEvent.click(within(row1 as HTMLElement).getByRole('button', action('Refuse')));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse spend' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'No bill for stay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse spend' }));
    const alert = await within(row1 as HTMLElement).findByRole('alert');
    expect(alert).toHaveTextContent('Already approved by Kiran Admin at 22/11/2026 15:00');
    expect(row1).toHaveTextContent('Approved ₹500.00');
    expect(within(row1 as HTMLElement).queryByRole('button', action('Refuse'))).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no decision on the admin’s own spend', async () => {
    answer({ reviewQueue: () => queuePage() });
    renderPage('/review', <ReviewPage />, admin);
    const row3 = (await rows())[2] as HTMLElement;
    expect(within(row3).getByText('Your own spend: another admin reviews it.')).toBeInTheDocument();
    expect(within(row3).queryByRole('button')).not.toBeInTheDocument();
    row3.focus();
    await userEvent.keyboard('a');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('approves several unflagged entries at once after a confirmation, and says which were skipped', async () => {
    const third = spendEntry({ id: 'entry-4', version: 3, amounts: { ...first.amounts, spentAmount: 3821 } });
    const changed = transitionMessages.changed(third.owner, Date.UTC(2026, 10, 22, 5, 12), 4000);
    const bulk = vi.fn<(input: unknown) => unknown>(() => ({
      approved: ['entry-1'],
      entries: [{ ...first, state: 'approved' as const, approvedAmount: 500 }],
      skipped: [{ entryId: 'entry-4', message: changed }],
    }));
    answer({ reviewQueue: () => queuePage([first, second, third]), approveSpends: bulk });
    renderPage('/review', <ReviewPage />, admin);
    const [row1, row2, row4] = await rows();
    expect(within(row2 as HTMLElement).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(row1 as HTMLElement).getByRole('checkbox'));
    await userEvent.click(within(row4 as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve 2 spends for ₹4,321.00?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(bulk).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Approve 2 spends for ₹4,321.00?' })).getByRole(
        'button',
        { name: 'Approve 2' },
      ),
    );
    await waitFor(() => {
      expect(bulk).toHaveBeenCalledWith(
        expect.objectContaining({
          entries: [
            { entryId: 'entry-1', version: 1 },
            { entryId: 'entry-4', version: 3 },
          ],
        }),
      );
    });
    expect(await screen.findByText(`1 spend approved. ${changed}`)).toBeInTheDocument();
  });

  it('opens Approve with a on its action, so a then Enter approves; g r and the skip link go to the first row', async () => {
    const decide = vi.fn<(input: unknown) => unknown>(() => ({
      entry: { ...first, state: 'approved' as const, approvedAmount: 500 },
    }));
    answer({ reviewQueue: () => queuePage(), decideSpend: decide });
    renderPage('/review', <ReviewPage />, admin);
    const [row1, row2] = await rows();
    await userEvent.keyboard('gr');
    expect(row1).toHaveFocus();
    await userEvent.keyboard('j');
    expect(row2).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Skip to the first spend' }));
    expect(row1).toHaveFocus();

    await userEvent.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve spend' });
    expect(within(dialog).getByRole('button', { name: 'Approve ₹500.00' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(decide).toHaveBeenCalledWith(expect.objectContaining({ entryId: 'entry-1' }));
    });
    expect(await within(row1 as HTMLElement).findByText('Approved ₹500.00')).toBeInTheDocument();
    expect(row1).toHaveFocus();

    // r opens Refuse with its reason, the one thing it needs, to type in.
    row1?.focus();
    await userEvent.keyboard('j');
    await userEvent.keyboard('r');
    const refuse = await screen.findByRole('dialog', { name: 'Refuse spend' });
    expect(within(refuse).getByLabelText('Reason')).toHaveFocus();
  });

  it('names each button and tick box with its spend, and shows one flag per kind with a count', async () => {
    const repeated = spendEntry({
      id: 'entry-5',
      flags: [
        ...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ kind: 'sameDayAmount' as const, otherEntryId: id })),
        { kind: 'overLimit', category: 'food', limit: 500, dayTotal: 800, spends: 2 },
      ],
    });
    answer({ reviewQueue: () => queuePage([first, repeated]) });
    renderPage('/review', <ReviewPage />, admin);
    const [row1, row5] = await rows();
    const names = within(row1 as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Approve ₹500.00 for Asha Sales on 20/11',
      'Approve less ₹500.00 for Asha Sales on 20/11',
      'Refuse ₹500.00 for Asha Sales on 20/11',
    ]);
    expect(
      within(row1 as HTMLElement).getByRole('checkbox', { name: 'Select ₹500.00 for Asha Sales on 20/11' }),
    ).toBeInTheDocument();
    expect(
      within(within(row5 as HTMLElement).getByRole('list', { name: 'Flags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Food ₹800.00 on 20/11 across 2 spends, limit ₹500.00',
      'Same day and amount as 6 other spends',
    ]);
  });

  it('selects every unflagged spend on the page at once, and keeps approved rows in place', async () => {
    const third = spendEntry({ id: 'entry-4', owner: { uid: 'rep-2', email: 'meera.sales@example.com' } });
    const bulk = vi.fn<(input: unknown) => unknown>(() => ({
      approved: ['entry-1', 'entry-4'],
      entries: [first, third].map((entry) => ({ ...entry, state: 'approved' as const, approvedAmount: 500 })),
      skipped: [],
    }));
    answer({ reviewQueue: () => queuePage([first, second, third]), approveSpends: bulk });
    renderPage('/review', <ReviewPage />, admin);
    await rows();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on the page (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Approve 2 spends for ₹1,000.00?' })).getByRole(
        'button',
        { name: 'Approve 2' },
      ),
    );
    expect(await screen.findByText('2 spends approved.')).toBeInTheDocument();
    const after = await rows();
    expect(after).toHaveLength(3);
    expect(after.map((row) => row.textContent.includes('Approved ₹500.00'))).toEqual([true, false, true]);
    // No reload of the list: its rows stay where they were.
    expect(
      vi
        .mocked(call)
        .mock.calls.filter(
          ([name, input]) =>
            name === 'reviewQueue' && !('after' in (input as object)) && !('limit' in (input as object)),
        ),
    ).toHaveLength(1);
  });

  it('announces spends sent since the list loaded, and shows them only when asked', async () => {
    const later = spendEntry({
      id: 'entry-9',
      createdAt: Date.UTC(2026, 10, 21, 6),
      places: ['Later College'],
    });
    let waiting = [first, second];
    answer({ reviewQueue: () => queuePage(waiting) });
    renderPage('/review', <ReviewPage />, admin);
    expect(await rows()).toHaveLength(2);
    waiting = [first, second, later];
    // A window focus reads the list again (as every refresh does): it stays as it is, a button says so.
    window.dispatchEvent(new Event('visibilitychange'));
    const show = await screen.findByRole('button', { name: 'Show 1 new spend' });
    expect(show.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(await rows()).toHaveLength(2);
    const calls = vi.mocked(call).mock.calls.length;
    await userEvent.click(show);
    const after = await rows();
    expect(after).toHaveLength(3);
    expect(after[2]).toHaveTextContent('Later College');
    // Shown from what the refresh read: nothing is asked again.
    expect(call).toHaveBeenCalledTimes(calls);
    expect(screen.queryByRole('button', { name: /new spend/ })).not.toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    answer({ reviewQueue: () => queuePage([]) });
    renderPage('/review', <ReviewPage />, admin);
    expect(await screen.findByText('Nothing waits for review.')).toBeInTheDocument();
  });
});
