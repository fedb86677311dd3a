import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpendRecordRow } from '@domain/api/spendRecords';
import { call } from '../../lib/callables';
import { DashboardPage } from './DashboardPage';
import { answerCalls, noProblems, renderDashboard, totals } from '../../testing/adminScreens';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('../../components/charts/BarChart', () => ({ default: () => <svg data-testid="nivo-bar" /> }));

const row = (id: string, overrides: Partial<SpendRecordRow> = {}): SpendRecordRow => ({
  id,
  place: 'VJTI Mumbai',
  date: Date.UTC(2026, 10, 3, 6),
  amounts: { allocated: 1000, spent: 250.5, food: 10, fuel: 0, stay: null, toll: 'n/a' },
  staff: null,
  state: null,
  approved: null,
  entryId: null,
  ...overrides,
});

const summary = {
  totals: totals({
    allocated: 1_234_567,
    spent: 250_050,
    food: 1000,
    fuel: 2000,
    stay: 30,
    toll: 4,
    count: 13,
  }),
  places: [],
  problems: { count: 1, records: [{ id: 'r2', place: 'VJTI Mumbai', date: 1, fields: ['toll' as const] }] },
};

function setScreenWidth(large: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches: large,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  setScreenWidth(true);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardPage', () => {
  it('shows placeholders for the charts and the table while the figures load', async () => {
    vi.mocked(call).mockReturnValue(new Promise(() => undefined));
    renderDashboard('/saledash', '/saledash', <DashboardPage side="sales" />);
    expect(await screen.findByRole('status', { name: 'Loading the charts' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the records' })).toBeInTheDocument();
  });

  it('shows the charts’ totals as text, the first page of 11 and Page 1 of 2', async () => {
    answerCalls(
      () => summary,
      () => ({
        rows: [
          row('r1', { staff: 'asha@example.com', state: 'approved', approved: 200.5, entryId: 'e1' }),
          row('r2', { place: null, date: 'missing' }),
          ...Array.from({ length: 9 }, (_, i) => row(`x${String(i)}`)),
        ],
        next: { date: 5, id: 'x8' },
      }),
    );
    renderDashboard('/saledash', '/saledash', <DashboardPage side="sales" />);
    expect(await screen.findByRole('heading', { name: 'Sales Dashboard' })).toBeInTheDocument();
    const category = await screen.findByRole('figure', { name: 'Spent Amount by Category' });
    expect(within(category).getByRole('table').textContent).toBe(
      'Spent Amount by CategoryFood10.00Fuel20.00Stay0.30Toll0.04',
    );
    const allocated = screen.getByRole('figure', { name: 'Total Allocated vs Spent' });
    expect(within(allocated).getByRole('table').textContent).toBe(
      'Total Allocated vs SpentAllocated12345.67Spent2500.50',
    );

    const first = (await screen.findByRole('cell', { name: 'r1' })).closest('tr');
    // The seed's columns as they were, then who saved it, its spend's state and its approved share.
    expect(first?.textContent).toBe(
      'r11000.00250.5010.000.000n/aVJTI Mumbai03/11/2026' + 'asha@example.comApproved200.50',
    );
    const saved = screen.getByRole('region', { name: 'Saved Spent Data' });
    expect(within(saved).getByRole('columnheader', { name: 'Approved' })).toBeInTheDocument();
    const second = screen.getByRole('cell', { name: 'r2' }).closest('tr');
    expect(second?.textContent).toContain('No College');
    expect(second?.textContent).toContain('No date available');
    expect(second?.textContent).toMatch(/No date available---$/);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('note').textContent).toContain('1 record with problems');
    expect(screen.getByRole('link', { name: 'College Data' })).toHaveAttribute('href', '/clddata');
    expect(screen.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(call).toHaveBeenLastCalledWith('spendRecords', {
        side: 'sales',
        limit: 11,
        after: { date: 5, id: 'x8' },
      });
    });
  });

  it('on a small screen keeps Review and Settle in the dashboards menu', () => {
    setScreenWidth(false);
    answerCalls(() => ({ totals: totals({}), places: [], problems: noProblems }));
    renderDashboard('/saledash', '/saledash', <DashboardPage side="sales" />);
    const menu = screen.getByRole('navigation', { name: 'Dashboards menu' });
    expect(within(menu).getByRole('link', { name: /^Review/ })).toHaveAttribute('href', '/review?side=sales');
    expect(within(menu).getByRole('link', { name: 'Settle' })).toHaveAttribute('href', '/settle');
  });

  it('says No records found, with the Company column and button on the placement side', async () => {
    answerCalls(() => ({ totals: totals({}), places: [], problems: noProblems }));
    renderDashboard('/placdash', '/placdash', <DashboardPage side="placement" />);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Placement Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Company Data' })).toHaveAttribute('href', '/companydata');
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
  });

  it('shows No Company and Invalid Date for a placement record without them', async () => {
    answerCalls(
      () => ({ totals: totals({ count: 1 }), places: [], problems: noProblems }),
      () => ({ rows: [row('p1', { place: null, date: 'missing' })], next: null }),
    );
    renderDashboard('/placdash', '/placdash', <DashboardPage side="placement" />);
    const record = (await screen.findByRole('cell', { name: 'p1' })).closest('tr');
    expect(record?.textContent).toContain('No Company');
    expect(record?.textContent).toContain('Invalid Date');
  });

  it('applies a date range to the URL and to every call', async () => {
    answerCalls(() => ({ totals: totals({}), places: [], problems: noProblems }));
    const router = renderDashboard('/saledash', '/saledash', <DashboardPage side="sales" />);
    await screen.findByText('No records found');
    await userEvent.type(screen.getByLabelText('From'), '01/11/2026');
    await userEvent.type(screen.getByLabelText('To'), '30/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30');
    });
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith('spendSummary', {
        side: 'sales',
        from: '2026-11-01',
        to: '2026-11-30',
      });
    });
    expect(call).toHaveBeenCalledWith('spendRecords', {
      side: 'sales',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: 11,
    });
    expect(screen.getByRole('link', { name: 'College Data' })).toHaveAttribute(
      'href',
      '/clddata?from=2026-11-01&to=2026-11-30',
    );
  });

  it('reads the range from a shared link as dd/mm/yyyy and refuses a start after the end', async () => {
    answerCalls(() => ({ totals: totals({}), places: [], problems: noProblems }));
    renderDashboard('/saledash', '/saledash?from=2026-11-05&to=2026-11-09', <DashboardPage side="sales" />);
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith('spendSummary', {
        side: 'sales',
        from: '2026-11-05',
        to: '2026-11-09',
      });
    });
    expect(screen.getByLabelText('From')).toHaveValue('05/11/2026');
    expect(screen.getByLabelText('From')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '01/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '31/02/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter each date as dd/mm/yyyy.');
  });

  it('asks for a large screen below 1024 px, keeping the avatar menu', async () => {
    setScreenWidth(false);
    answerCalls(() => summary);
    renderDashboard('/saledash', '/saledash', <DashboardPage side="sales" />);
    expect(await screen.findByText('Please open this section on a large screen only.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Profile menu/ })).toBeInTheDocument();
  });
});
