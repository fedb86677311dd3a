import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PipelineRow } from '@domain/api/visitPipeline';
import { call } from '../../lib/callables';
import { renderDashboard } from '../../testing/adminScreens';
import { PipelinePage } from './PipelinePage';
import { stageCounts } from './visitColumns';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('../../components/charts/BarChart', () => ({ default: () => <svg data-testid="nivo-bar" /> }));

const lastAt = Date.parse('2026-11-02T10:00:00+05:30');
/** A place whose latest visit is its last known phase, as the server sends it. */
const row = (key: string, latest: PipelineRow['latest'], count = 1): PipelineRow => ({
  key,
  name: key.toUpperCase(),
  count,
  firstAt: Date.parse('2026-11-01T10:00:00+05:30'),
  lastAt,
  latest,
  ...(typeof latest.visitPhase === 'string' ? { phase: { value: latest.visitPhase, at: lastAt } } : {}),
  followUps: [],
});

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('stageCounts', () => {
  it('counts every place once, in the phases order, adding up to the number of places', () => {
    const rows = [row('a', { visitPhase: 'Closure' }), row('b', { visitPhase: 'Lead' }), row('c', {})];
    const counts = stageCounts('sales', rows);
    expect(counts[0]).toEqual({ stage: 'Lead', count: 1 });
    expect(counts.at(-2)).toEqual({ stage: 'Closure', count: 1 });
    expect(counts.at(-1)).toEqual({ stage: 'No phase', count: 1 });
    expect(counts.reduce((sum, { count }) => sum + count, 0)).toBe(rows.length);
    // A later visit that named no phase leaves the place at its last known one.
    const kept = { ...row('d', {}), phase: { value: 'Closure', at: lastAt - 86_400_000 } };
    expect(stageCounts('sales', [kept])).not.toContainEqual({ stage: 'No phase', count: 1 });
    expect(stageCounts('sales', [kept]).at(-1)).toEqual({ stage: 'Closure', count: 1 });
    expect(
      stageCounts('placement', [
        row('x', { pitched: 'Yes', jdReceived: 'Yes' }),
        row('y', { pitched: 'No' }),
      ]),
    ).toEqual([
      { stage: 'Not pitched', count: 1 },
      { stage: 'Pitched', count: 0 },
      { stage: 'JD received', count: 1 },
    ]);
  });
});

describe('PipelinePage', () => {
  it('shows one row per college at its latest phase and the phase counts as text; a row opens its timeline', async () => {
    vi.mocked(call).mockImplementation((name: string) => {
      if (name === 'visitPipeline') {
        return Promise.resolve({
          places: [row('abc college', { visitPhase: 'Closure', totalContractValue: 5000 }, 2)],
          followUpCounts: [],
          checkCounts: [],
        });
      }
      return Promise.resolve({ name: 'ABC College', total: 0, visits: [] });
    });
    renderDashboard('/salespipeline', '/salespipeline', <PipelinePage kind="sales" />);
    const table = await screen.findByRole('table', { name: /Sales Pipeline/ });
    expect(
      within(table).getByRole('row', { name: /ABC COLLEGE Closure 02\/11\/2026, 10:00 \d+ 2 5,000.00/ }),
    ).toBeInTheDocument();
    const numbers = screen.getByTestId('chart-numbers');
    expect(within(numbers).getByRole('row', { name: 'Closure 1' })).toBeInTheDocument();
    expect(within(numbers).getByRole('row', { name: 'Lead 0' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'ABC COLLEGE' }));
    expect(await screen.findByRole('dialog', { name: 'ABC College' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('placeVisits', { kind: 'sales', place: 'abc college' });
  });

  it('sorts stalest first and narrows to one staff member, kept in the URL, with an empty message', async () => {
    const asha = { uid: 'u-asha', label: 'asha@example.com' };
    const ravi = { uid: 'u-ravi', label: 'ravi@example.com' };
    vi.mocked(call).mockResolvedValue({
      places: [
        { ...row('fresh', { visitPhase: 'Closure' }), lastAt: Date.parse('2026-11-20'), lastBy: asha },
        { ...row('stuck', { visitPhase: 'Lead' }), lastAt: Date.parse('2026-09-01'), lastBy: ravi },
        { ...row('middle', {}), lastAt: Date.parse('2026-10-15'), lastBy: asha },
      ],
      followUpCounts: [],
      checkCounts: [],
    });
    const router = renderDashboard('/salespipeline', '/salespipeline', <PipelinePage kind="sales" />);
    const table = await screen.findByRole('table', { name: /last visit, newest first/ });
    const names = () =>
      within(screen.getByRole('table', { name: /Sales Pipeline/ }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['FRESH', 'MIDDLE', 'STUCK']);
    expect(within(table).getAllByRole('cell', { name: 'asha@example.com' })).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Days since last visit, longest first');
    expect(names()).toEqual(['STUCK', 'MIDDLE', 'FRESH']);
    await userEvent.selectOptions(screen.getByLabelText('Last visited by'), 'asha@example.com');
    expect(names()).toEqual(['MIDDLE', 'FRESH']);
    expect(router.state.location.search).toBe('?sort=stale&staff=u-asha');
    await userEvent.selectOptions(screen.getByLabelText('Visit Phase'), 'Lead');
    expect(screen.getByText('No colleges match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Sales Pipeline/ })).not.toBeInTheDocument();
  });

  it('shows the soonest open follow-up and how late, the counts by person, and Overdue only in the URL', async () => {
    const asha = { uid: 'u-asha', label: 'Asha Rao' };
    const ravi = { uid: 'u-ravi', label: 'Ravi Kumar' };
    vi.mocked(call).mockResolvedValue({
      places: [
        {
          ...row('late', { visitPhase: 'Lead' }),
          followUps: [
            { by: ravi, due: '2026-11-01', daysOverdue: 4 },
            { by: asha, due: '2026-11-09', daysOverdue: 0 },
          ],
        },
        {
          ...row('soon', { visitPhase: 'Lead' }),
          followUps: [{ by: asha, due: '2026-11-09', daysOverdue: 0 }],
        },
        row('none', { visitPhase: 'Lead' }),
      ],
      followUpCounts: [{ ...ravi, overdue: 1, dueThisWeek: 0 }],
      checkCounts: [{ ...asha, verified: 10, far: 1, unverified: 2, notAccepted: 0, tooFast: 1 }],
    });
    const router = renderDashboard('/salespipeline', '/salespipeline', <PipelinePage kind="sales" />);
    const table = await screen.findByRole('table', { name: /Sales Pipeline/ });
    expect(
      within(table).getByRole('row', { name: /^LATE .*01\/11\/2026, Ravi Kumar Overdue 4 days/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^SOON .*09\/11\/2026, Asha Rao/ })).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar: 1 overdue, 0 due this week')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Visit locations by person' })).getByRole('listitem'),
    ).toHaveTextContent('Asha Rao: 10 Verified, 1 Far, 2 Unverified, 0 Not accepted, 1 Too fast');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    const names = within(screen.getByRole('table', { name: /Sales Pipeline/ }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['LATE']);
    expect(router.state.location.search).toBe('?overdue=1');
  });
});
