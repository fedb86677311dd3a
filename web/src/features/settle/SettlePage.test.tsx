import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonBalanceOutput } from '@domain/api/personBalance';
import type { Role } from '@domain/roles';
import { call } from '../../lib/callables';
import { CallError } from '../../lib/callError';
import type { Session } from '../../lib/session';
import { saveBlob } from '../../lib/saveBlob';
import { renderPage } from '../../testing/renderPage';
import { spendEntry } from '../../testing/spendEntries';
import { installModalDialogs } from '../../testing/modalDialogs';
import { SettlePage } from './SettlePage';
import { orgDayOf } from '@domain/time/orgTime';

vi.mock('../../lib/callables', () => ({ call: vi.fn() }));
vi.mock('../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
}));

const admin: Session = { status: 'signedIn', uid: 'admin-1', email: 'admin@example.com', roles: ['admin'] };
const asha = { uid: 'rep-1', email: 'asha.sales@example.com', name: 'Asha Rao' };
const owed = spendEntry({
  id: 'e1',
  state: 'approved',
  approvedAmount: 2240.5,
  amounts: { allocatedAmount: 1000, spentAmount: 2240.5, food: 0, fuel: 0, stay: 0, toll: 0 },
});
const back = spendEntry({
  id: 'e2',
  state: 'approved',
  approvedAmount: 0,
  amounts: { allocatedAmount: 0.5, spentAmount: 10, food: 0, fuel: 0, stay: 0, toll: 0 },
});

const person: PersonBalanceOutput = {
  balance: {
    ...asha,
    entries: 2,
    advancePaise: 100_050,
    approvedPaise: 224_050,
    balancePaise: 124_000,
    refusedAdvances: { count: 0, paise: 0 },
  },
  waiting: { count: 0, paise: 0 },
  openEntries: [owed, back],
  settlements: [],
};

const noAdvances = {
  requests: [],
  unpaid: [],
  open: [],
  people: [],
  ages: { '0-30': 0, '31-60': 0, over60: 0 },
};

function answer(handlers: Partial<Record<string, (input: unknown) => unknown>>) {
  vi.mocked(call).mockImplementation(async (name: string, input: unknown) => {
    const handler = handlers[name] ?? (name === 'listAdvances' ? () => noAdvances : undefined);
    if (!handler) throw new Error(`unexpected call ${name}`);
    return (await handler(input)) as never;
  });
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(saveBlob).mockReset();
});

beforeAll(installModalDialogs);

describe('SettlePage', () => {
  it('lists balances, ticks every open spend, checks the form like the server, and sends the settlement', async () => {
    const sent: unknown[] = [];
    answer({
      settleBalances: () => ({
        people: [
          {
            ...asha,
            entries: 2,
            advancePaise: 100_050,
            approvedPaise: 224_050,
            balancePaise: 124_000,
            refusedAdvances: { count: 0, paise: 0 },
          },
        ],
        closedThrough: null,
      }),
      personBalance: () => person,
      recordSettlement: (input) => {
        sent.push(input);
        if (sent.length === 1) {
          throw new CallError(
            'failed-precondition',
            '2 of these entries were settled by ravi@example.com at 25/11/2026 15:04',
          );
        }
        return { settlementId: 's1' };
      },
    });
    renderPage('/settle', <SettlePage />, admin);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Asha Rao/ }));
    expect(await screen.findByTestId('person-balance')).toHaveTextContent(
      'The organisation owes Asha Rao ₹1,240.00',
    );
    // The chosen person's panel takes the focus: the next Tab is their form, not the next person.
    const panel = screen.getByTestId('person-balance').closest('.settle__panel');
    expect(panel).toHaveFocus();
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    // Each tick is named by its spend: day, places and approved amount.
    expect(screen.getByRole('checkbox', { name: '20/11 · COEP, Modern College · ₹2,240.50' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: '20/11 · COEP, Modern College · ₹0.00' }),
    ).toHaveAccessibleDescription('Approved ₹0.00, advance ₹0.50: ₹0.50 to recover');
    const amount = screen.getByLabelText(/^Amount/);
    expect(amount).toHaveValue('1240.00');

    // Unticking the second spend changes the balance the form is filled in with.
    await user.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('1240.50');
    await user.click(screen.getAllByRole('checkbox')[1] as HTMLElement);

    await user.click(screen.getByRole('radio', { name: 'Recovered from them' }));
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '1240.01');
    await user.click(screen.getByRole('button', { name: 'Record settlement' }));
    expect(screen.getByText('The ticked entries are owed to them: choose "Paid to them".')).toBeVisible();
    expect(screen.getByText('Enter ₹1,240.00: the balance of the ticked entries.')).toBeVisible();
    expect(screen.getByText('Enter the UTR or receipt number (only cash needs none).')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Paid to them' }));
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '1240');
    await user.type(screen.getByLabelText(/^Reference/), 'UTR 4402');
    await user.click(screen.getByRole('button', { name: 'Record settlement' }));
    // Refused for good: the panel reads the person again and the refusal takes the focus.
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(/^2 of these entries were settled by ravi@example\.com/);
    await waitFor(() => {
      expect(refusal).toHaveFocus();
    });
    await waitFor(() => {
      expect(vi.mocked(call).mock.calls.filter(([name]) => name === 'personBalance')).toHaveLength(2);
    });
    await user.click(screen.getByRole('button', { name: 'Record settlement' }));
    await waitFor(() => {
      expect(sent).toHaveLength(2);
    });
    expect(sent[1]).toMatchObject({
      ownerUid: 'rep-1',
      entryIds: ['e1', 'e2'],
      direction: 'paid',
      amount: 1240,
      mode: 'upi',
      reference: 'UTR 4402',
    });
    // The refused attempt's request id is not reused by the next one.
    expect((sent[0] as { requestId: string }).requestId).not.toBe(
      (sent[1] as { requestId: string }).requestId,
    );
    const recorded = await screen.findByText('Settlement recorded.');
    expect(recorded).toHaveAttribute('role', 'status');
    await waitFor(() => {
      expect(recorded).toHaveFocus();
    });
  });

  it('shows an admin their own balance without the form: another admin settles it', async () => {
    const own = { ...person, balance: { ...person.balance, uid: 'admin-1', name: 'Farah Admin' } };
    answer({
      settleBalances: () => ({ people: [own.balance], closedThrough: null }),
      personBalance: () => own,
    });
    renderPage('/settle', <SettlePage />, admin, '/settle?uid=admin-1');
    expect(await screen.findByTestId('person-balance')).toHaveTextContent(
      'The organisation owes Farah Admin ₹1,240.00',
    );
    expect(screen.getByText('Another admin settles your spends.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Record settlement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('refuses a settlement of ₹0.00 on the form, saying why, and sends nothing', async () => {
    const even = spendEntry({
      id: 'e4',
      state: 'approved',
      approvedAmount: 300,
      amounts: { allocatedAmount: 300, spentAmount: 300, food: 0, fuel: 0, stay: 0, toll: 0 },
    });
    const zero = {
      ...person.balance,
      entries: 1,
      advancePaise: 30_000,
      approvedPaise: 30_000,
      balancePaise: 0,
    };
    answer({
      settleBalances: () => ({ people: [zero], closedThrough: null }),
      personBalance: () => ({ ...person, balance: zero, openEntries: [even] }),
    });
    renderPage('/settle', <SettlePage />, admin, '/settle?uid=rep-1');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Amount/)).toHaveValue('0.00');
    await user.type(screen.getByLabelText(/^Reference/), 'UTR 4402');
    await user.click(screen.getByRole('button', { name: 'Record settlement' }));
    expect(
      screen.getByText(
        'A settlement of ₹0.00 moves no money: tick entries that leave something to pay or recover.',
      ),
    ).toBeVisible();
    expect(vi.mocked(call).mock.calls.map(([name]) => name)).not.toContain('recordSettlement');
  });

  it('keeps Record off while nothing is ticked', async () => {
    answer({
      settleBalances: () => ({ people: [person.balance], closedThrough: null }),
      personBalance: () => person,
    });
    renderPage('/settle', <SettlePage />, admin, '/settle?uid=rep-1');
    const user = userEvent.setup();
    for (const box of await screen.findAllByRole('checkbox')) await user.click(box);
    expect(screen.getByRole('button', { name: 'Record settlement' })).toBeDisabled();
  });

  it('shows a refused spend’s advance as owed and closes last month after asking', async () => {
    const closes: unknown[] = [];
    // Refused before advances existed: its allocation stays owed back, as it was booked.
    const refused = spendEntry({
      id: 'e3',
      state: 'refused',
      advanceOwedOnRefusal: true,
      amounts: { allocatedAmount: 2000, spentAmount: 1800, food: 0, fuel: 0, stay: 0, toll: 0 },
    });
    const kiran = { uid: 'rep-2', email: 'kiran.placement@example.com', name: 'Kiran Shah' };
    const view = { ...kiran, entries: 1, advancePaise: 200_000, approvedPaise: 0, balancePaise: -200_000 };
    const balance = { ...view, refusedAdvances: { count: 1, paise: 200_000 } };
    answer({
      settleBalances: () => ({ people: [balance], closedThrough: '2026-08' }),
      personBalance: () => ({
        balance,
        waiting: { count: 0, paise: 0 },
        openEntries: [refused],
        settlements: [],
      }),
      closeChecklist: (input) => ({
        ...(input as { month: string }),
        waiting: { count: 0, paise: 0 },
        booked: true,
      }),
      closeMonth: (input) => {
        closes.push(input);
        return { through: (input as { month: string }).month };
      },
    });
    renderPage('/settle', <SettlePage />, admin);
    const user = userEvent.setup();
    expect(await screen.findByText('Closed through August 2026.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: /Kiran Shah/ }));
    expect(await screen.findByTestId('person-balance')).toHaveTextContent(
      'Kiran Shah returns ₹2,000.00 (advance on a refused spend)',
    );
    expect(screen.getByText(/refused: advance owed/)).toBeVisible();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('2000.00');

    const month = new Date(`${orgDayOf(Date.now()).slice(0, 8)}01T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() - 1);
    const name = month.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await user.click(screen.getByRole('button', { name: `Close ${name.split(' ')[0] ?? ''}` }));
    const dialog = await screen.findByRole('dialog', { name: `Close ${name}?` });
    expect(dialog).toHaveTextContent(`No spend or settlement can be dated in ${name} or earlier`);
    expect(await screen.findByText(`Nothing of ${name} waits for review.`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Close ${name}` }));
    await waitFor(() => {
      expect(closes).toEqual([{ month: month.toISOString().slice(0, 7) }]);
    });
  });

  it('downloads a closed month for the accountant, as Tally XML or a CSV journal', async () => {
    const asked: unknown[] = [];
    let refuse = false;
    answer({
      settleBalances: () => ({ people: [], closedThrough: '2026-10' }),
      exportMonth: (input) => {
        asked.push(input);
        if (refuse) throw new CallError('failed-precondition', 'September 2026 is not closed.');
        const { month, format } = input as { month: string; format: string };
        if (format === 'tally-masters') {
          return {
            fileName: `field-tracker-${month}-tally-masters.xml`,
            contentType: 'application/xml;charset=utf-8',
            content: '<ENVELOPE/>',
            vouchers: 12,
            ledgers: 4,
          };
        }
        return format === 'tally'
          ? {
              fileName: `field-tracker-${month}-tally.xml`,
              contentType: 'application/xml;charset=utf-8',
              content: '<ENVELOPE/>',
              vouchers: 12,
            }
          : {
              fileName: `field-tracker-${month}-journal.csv`,
              contentType: 'text/csv;charset=utf-8',
              content: 'Date\r\n',
              vouchers: 1,
            };
      },
    });
    renderPage('/settle', <SettlePage />, admin);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'For the accountant' });
    const month = screen.getByLabelText('Closed month');
    expect(month).toHaveValue('2026-10');
    expect(screen.getByRole('option', { name: 'October 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'November 2026' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download Tally XML' }));
    expect(await screen.findByText('Downloaded field-tracker-2026-10-tally.xml: 12 vouchers.')).toBeVisible();
    expect(asked).toEqual([{ month: '2026-10', format: 'tally' }]);
    const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(fileName).toBe('field-tracker-2026-10-tally.xml');
    expect(blob?.type).toBe('application/xml;charset=utf-8');
    expect(await blob?.text()).toBe('<ENVELOPE/>');

    // The ledger masters the vouchers use, imported into Tally first, count their ledgers.
    await user.click(screen.getByRole('button', { name: 'Download Tally ledger masters' }));
    expect(
      await screen.findByText('Downloaded field-tracker-2026-10-tally-masters.xml: 4 ledgers.'),
    ).toBeVisible();
    expect(asked.at(-1)).toEqual({ month: '2026-10', format: 'tally-masters' });

    await user.selectOptions(month, '2026-09');
    await user.click(screen.getByRole('button', { name: 'Download CSV journal' }));
    expect(await screen.findByText('Downloaded field-tracker-2026-09-journal.csv: 1 voucher.')).toBeVisible();
    expect(asked.at(-1)).toEqual({ month: '2026-09', format: 'csv' });

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Download Tally XML' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('September 2026 is not closed.');
    expect(vi.mocked(saveBlob)).toHaveBeenCalledTimes(3);
    expect(section).not.toHaveTextContent('Downloaded');
  });

  it('offers no export before any month is closed', async () => {
    answer({ settleBalances: () => ({ people: [], closedThrough: null }) });
    renderPage('/settle', <SettlePage />, admin);
    expect(await screen.findByText('No month is closed yet.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'For the accountant' })).not.toBeInTheDocument();
  });
});
