import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SpendStatementOutput, StatementRow } from '@domain/api/spendStatement';
import type { SettlementReader } from '@domain/settlements/settlement';
import { call } from '../../../lib/callables';
import { downloadCsv } from '../../../lib/csv';
import type { Session } from '../../../lib/session';
import { renderPage } from '../../../testing/renderPage';
import { MyStatementPage, StatementPage } from './StatementPage';

vi.mock('../../../lib/callables', () => ({ call: vi.fn() }));
vi.mock('../../../lib/csv', () => ({ downloadCsv: vi.fn() }));
vi.mock('../../../config/env', () => ({ readEnv: () => ({ VITE_ORG_NAME: 'Field Tracker' }) }));
vi.mock('../../../lib/session', () => ({ useSession: vi.fn(), getSession: vi.fn() }));

const rep: Session = { status: 'signedIn', uid: 'rep-1', email: 'asha.sales@example.com', roles: ['sales'] };
const boss: Session = { status: 'signedIn', uid: 'admin-1', email: 'boss@example.com', roles: ['admin'] };

const settlementRow = (direction: 'paid' | 'recovered', paise: number, balance: number): StatementRow => ({
  kind: 'settlement',
  id: `s-${direction}`,
  date: '2026-11-20',
  places: [],
  allocated: null,
  claimed: null,
  approved: null,
  paid: direction === 'paid' ? paise : null,
  recovered: direction === 'recovered' ? paise : null,
  change: direction === 'paid' ? -paise : paise,
  reason: '',
  state: null,
  direction,
  mode: 'upi',
  reference: 'UTR 1',
  event: 'settled',
  spendDay: null,
  lateFrom: null,
  madeOn: null,
  balance,
});

/** Asha's November: owed ₹500.00 at the start, paid it, then ₹200.00 recovered; she returns ₹200.00 at the end. */
const november = (reader: SettlementReader): SpendStatementOutput => ({
  person: { uid: 'rep-1', email: 'asha.sales@example.com', name: 'Asha Rao' },
  month: '2026-11',
  opening: 50_000,
  rows: [settlementRow('paid', 50_000, 0), settlementRow('recovered', 20_000, 20_000)],
  totals: { allocated: 0, claimed: 0, approved: 0, paid: 50_000, recovered: 20_000, change: -30_000 },
  closing: -20_000,
  reader,
  advances: { opening: 0, rows: [], closing: 0 },
});

async function shown(reader: SettlementReader) {
  vi.mocked(call).mockResolvedValue(november(reader));
  if (reader === 'owner') renderPage('/mystatement', <MyStatementPage />, rep, '/mystatement?month=2026-11');
  else renderPage('/statement', <StatementPage />, boss, '/statement?uid=rep-1&month=2026-11');
  const sheet = await screen.findByRole('article', { name: 'Statement' });
  const rows = within(sheet)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  const csv = vi.mocked(downloadCsv).mock.calls.at(-1)?.[1] ?? '';
  return { text: sheet.textContent, rows, csv };
}

describe('a statement’s words', () => {
  it('speak to its owner in the second person, on the page and in the CSV', async () => {
    const { text, rows, csv } = await shown('owner');
    expect(rows).toEqual(['Paid to you by UPI', 'Recovered from you by UPI']);
    expect(text).toContain('Opening balance: ₹500.00 (The organisation owes you ₹500.00)');
    expect(text).toContain('Closing balance: -₹200.00 (You return ₹200.00)');
    expect(csv).toContain(',Paid to you by UPI,');
    expect(csv).toContain(',Recovered from you by UPI,');
    expect(`${text}${csv}`).not.toMatch(/\bthem\b|Asha Rao returns|owes Asha/);
  });

  it('speak of the person in the third person to an admin', async () => {
    const { text, rows, csv } = await shown('admin');
    expect(rows).toEqual(['Paid to them by UPI', 'Recovered from them by UPI']);
    expect(text).toContain('Opening balance: ₹500.00 (The organisation owes Asha Rao ₹500.00)');
    expect(text).toContain('Closing balance: -₹200.00 (Asha Rao returns ₹200.00)');
    expect(csv).toContain(',Paid to them by UPI,');
    expect(csv).not.toMatch(/\byou\b/);
  });
});

describe('a statement’s advances', () => {
  it('list each payment, use and return with what was held after it, in the reader’s words', async () => {
    vi.mocked(call).mockResolvedValue({
      ...november('owner'),
      advances: {
        opening: 50_000,
        rows: [
          {
            date: '2026-11-20',
            event: 'paid',
            change: 500_000,
            reason: 'by UPI: Pune',
            lateFrom: null,
            held: 550_000,
          },
          { date: '2026-11-22', event: 'used', change: -320_000, reason: '', lateFrom: null, held: 230_000 },
          {
            date: '2026-11-25',
            event: 'returned',
            change: -30_000,
            reason: 'by Cash: Pune',
            lateFrom: null,
            held: 200_000,
          },
        ],
        closing: 200_000,
      },
    });
    renderPage('/mystatement', <MyStatementPage />, rep, '/mystatement?month=2026-11');
    const section = await screen.findByRole('region', { name: 'Advances' });
    expect(section).toHaveTextContent('Held at the start: ₹500.00');
    const cells = within(section)
      .getAllByRole('row')
      .filter((row) => row.closest('tbody'))
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['20/11/2026', 'Advance paid to you', 'by UPI: Pune', '₹5,000.00', '₹5,500.00'],
      ['22/11/2026', 'Used by an approved spend', '', '-₹3,200.00', '₹2,300.00'],
      ['25/11/2026', 'You returned', 'by Cash: Pune', '-₹300.00', '₹2,000.00'],
    ]);
    expect(within(section).getByTestId('statement-advances-closing')).toHaveTextContent('₹2,000.00');
  });

  it('are left out for a month in which none was held or moved', async () => {
    const { text } = await shown('owner');
    expect(text).not.toContain('Held at the start');
  });
});
