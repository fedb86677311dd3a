import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/callables';
import { installModalDialogs } from '../../testing/modalDialogs';
import { csvText } from '@domain/csv/csvText';
import { PlaceDataPage } from './PlaceDataPage';
import { answerCalls, noProblems, renderDashboard, totals } from '../../testing/adminScreens';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../lib/session', () => ({ useSession: vi.fn(), getSession: vi.fn(), signOut: vi.fn() }));

beforeAll(installModalDialogs);
beforeEach(() => {
  vi.mocked(call).mockReset();
});

const places = [
  {
    place: 'Acme Analytics',
    totals: totals({ allocated: 100_000, spent: 33_334, count: 3, approved: 28_334, approvedCount: 2 }),
  },
  { place: null, totals: totals({ spent: 500 }) },
];

describe('PlaceDataPage', () => {
  it('shows a row per place, with 0.00 where nothing was allocated or counted, and the visits logged', async () => {
    const logged = {
      key: 'acme analytics',
      name: 'ACME Analytics',
      count: 2,
      firstAt: 1,
      lastAt: 2,
      latest: {},
      followUps: [],
    };
    answerCalls(() => ({ totals: totals({}), places, problems: noProblems }), undefined, {
      places: [logged],
      followUpCounts: [],
      checkCounts: [],
    });
    renderDashboard('/companydata', '/companydata', <PlaceDataPage side="placement" />);
    expect(await screen.findByRole('heading', { name: 'Company Data' })).toBeInTheDocument();
    const acme = await screen.findByRole('row', { name: 'Acme Analytics: show transactions' });
    expect(
      within(acme)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Acme Analytics', '1000.00', '333.34', '666.66', '33.33', '3', '2', '111.11', '283.34']);
    expect(screen.getByRole('columnheader', { name: 'Approved Amount' })).toBeInTheDocument();
    const none = screen.getByRole('row', { name: 'No Company: show transactions' });
    expect(
      within(none)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No Company', '0.00', '5.00', '-5.00', '0.00', '0', '0', '0.00', '0.00']);
  });

  it('says No data available when there is none', async () => {
    answerCalls(() => ({ totals: totals({}), places: [], problems: noProblems }));
    renderDashboard('/clddata', '/clddata', <PlaceDataPage side="sales" />);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'College' })).toBeInTheDocument();
  });

  it('opens a company’s transactions by Enter, numbered from 1, and closes them', async () => {
    answerCalls(
      () => ({ totals: totals({}), places, problems: noProblems }),
      () => ({
        rows: [
          {
            id: 'c2',
            place: 'Acme Analytics',
            date: Date.UTC(2026, 10, 4, 6),
            amounts: { allocated: 500, spent: 200.25, food: 1, fuel: 2, stay: 3, toll: '4' },
            staff: null,
            state: null,
            approved: null,
            entryId: null,
          },
          {
            id: 'c1',
            place: 'Acme Analytics',
            date: 'invalid',
            amounts: { allocated: '100', spent: 'abc', food: null, fuel: null, stay: null, toll: null },
            staff: null,
            state: null,
            approved: null,
            entryId: null,
          },
        ],
        next: null,
      }),
    );
    renderDashboard('/companydata', '/companydata?from=2026-11-01', <PlaceDataPage side="placement" />);
    const acme = await screen.findByRole('row', { name: 'Acme Analytics: show transactions' });
    acme.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Acme Analytics Transactions' });
    await within(dialog).findByRole('cell', { name: '2' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1500.00200.25299.751.002.003.004' + '04/11/2026',
      '2100abc100.00000' + '0Invalid Date',
    ]);
    expect(call).toHaveBeenCalledWith('spendRecords', {
      side: 'placement',
      from: '2026-11-01',
      place: 'Acme Analytics',
      limit: 11,
    });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('goes back to the dashboard, keeping the range, when there is no history', async () => {
    answerCalls(() => ({ totals: totals({}), places: [], problems: noProblems }));
    renderDashboard('/clddata', '/clddata?from=2026-11-01', <PlaceDataPage side="sales" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/saledash?from=2026-11-01');
  });
});

describe('CSV', () => {
  it('starts with a BOM and parses back to the same cells, names with commas and quotes too', () => {
    const rows = [
      ['Café "Mumbai", Ltd', '1000.00'],
      ['मुंबई', '0.05'],
    ];
    const csv = csvText(['College', 'Spent Amount'], rows);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.data).toEqual([['College', 'Spent Amount'], ...rows]);
  });
});
