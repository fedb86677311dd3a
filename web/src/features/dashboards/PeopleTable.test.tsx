import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonFiguresView } from '@domain/api/spendPeople';
import { call } from '../../lib/callables';
import { saveBlob } from '../../lib/saveBlob';
import { DashboardPage } from './DashboardPage';
import { peopleCsvHeader, peopleText } from './PeopleTable';
import { answerCalls, noProblems, renderDashboard, totals } from '../../testing/adminScreens';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('../../components/charts/BarChart', () => ({ default: () => <svg data-testid="nivo-bar" /> }));

const summary = () => ({ totals: totals({}), places: [], problems: noProblems });

const asha: PersonFiguresView = {
  uid: 'u-asha',
  email: 'asha@example.com',
  name: 'Asha Rao',
  entries: 3,
  allocatedPaise: 220_000,
  claimedPaise: 330_030,
  approvedPaise: 226_010,
  settledPaise: 100_030,
  balancePaise: -24_020,
};
const noEmail: PersonFiguresView = {
  uid: 'u-ravi',
  email: null,
  name: 'u-ravi',
  entries: 1,
  allocatedPaise: 10_000,
  claimedPaise: 12_050,
  approvedPaise: 12_050,
  settledPaise: 0,
  balancePaise: 2_050,
};

/** Answers the per-person read with `people`, the dashboard's other reads with empty figures. */
function answerPeople(people: () => Promise<unknown>) {
  const answer = (name: string): Promise<unknown> =>
    name === 'spendPeople'
      ? people()
      : Promise.resolve(name === 'spendSummary' ? summary() : { rows: [], next: null });
  vi.mocked(call).mockImplementation(answer as typeof call);
}

const table = () => within(screen.getByRole('region', { name: peopleText.heading }));

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(saveBlob).mockReset();
  window.matchMedia = vi.fn().mockReturnValue({
    matches: true,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
});

describe('the dashboards’ per-person table', () => {
  it('shows each person’s figures for the range, and exports them as numbers that sum', async () => {
    answerCalls(summary, undefined, undefined, { people: [asha, noEmail] });
    renderDashboard(
      '/placdash',
      '/placdash?from=2026-11-01&to=2026-11-30',
      <DashboardPage side="placement" />,
    );
    const first = await table().findByRole('rowheader', { name: 'Asha Rao' });
    expect(call).toHaveBeenCalledWith('spendPeople', {
      side: 'placement',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(
      table()
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Person', 'Entries', 'Allocated', 'Claimed', 'Approved', 'Settled', 'Balance']);
    expect(first.closest('tr')?.textContent).toBe(
      'Asha Rao3₹2,200.00₹3,300.30₹2,260.10₹1,000.30Returns ₹240.20',
    );
    const second = table().getByRole('rowheader', { name: 'u-ravi' });
    expect(second.closest('tr')?.textContent).toBe('u-ravi1₹100.00₹120.50₹120.50₹0.00Owed ₹20.50');

    await userEvent.click(table().getByRole('button', { name: peopleText.exportCsv }));
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('placement-people-from-2026-11-01-to-2026-11-30.csv');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(new TextDecoder().decode(bytes), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...peopleCsvHeader]);
    expect(parsed.slice(1)).toEqual([
      ['Asha Rao', '3', '2200', '3300.3', '2260.1', '1000.3', '-240.2'],
      ['u-ravi', '1', '100', '120.5', '120.5', '0', '20.5'],
    ]);
    const balanceSum = parsed.slice(1).reduce((sum, row) => sum + Math.round(Number(row[6]) * 100), 0);
    expect(balanceSum).toBe(asha.balancePaise + noEmail.balancePaise);
  });

  it('shows a placeholder while loading, then says when no one has spends in the range', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    answerPeople(() => pending);
    renderDashboard('/saledash', '/saledash', <DashboardPage side="sales" />);
    expect(await screen.findByRole('status', { name: peopleText.loading })).toBeInTheDocument();
    answer({ people: [] });
    expect(await table().findByText(peopleText.empty)).toBeInTheDocument();
    expect(table().getByRole('button', { name: peopleText.exportCsv })).toBeDisabled();
  });

  it('says so when the figures cannot be loaded, and keeps the rest of the dashboard', async () => {
    answerPeople(() => Promise.reject(new Error('offline')));
    renderDashboard('/saledash', '/saledash', <DashboardPage side="sales" />);
    expect(await table().findByRole('alert')).toHaveTextContent(peopleText.failed);
    expect(screen.getByRole('region', { name: 'Saved Spent Data' })).toBeInTheDocument();
    await waitFor(() => {
      expect(table().queryByRole('status')).not.toBeInTheDocument();
    });
  });
});
