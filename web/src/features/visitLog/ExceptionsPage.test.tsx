import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitExceptionsInput, VisitExceptionsOutput } from '@domain/api/visitExceptions';
import { call } from '../../lib/callables';
import { renderDashboard } from '../../testing/adminScreens';
import { ExceptionsPage } from './ExceptionsPage';
import { VisitLogPage } from './VisitLogPage';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
}));

const asha = {
  uid: 'sales-1',
  label: 'Asha Rao',
  visits: 12,
  far: 2,
  tooFast: 1,
  noLocation: 0,
  notAccepted: 3,
};
const ravi = {
  uid: 'sales-2',
  label: 'Ravi Kumar',
  visits: 4,
  far: 0,
  tooFast: 0,
  noLocation: 1,
  notAccepted: 0,
};

function answer(exceptions: (input: VisitExceptionsInput) => Promise<VisitExceptionsOutput>) {
  vi.mocked(call).mockImplementation(((name: string, input: never) => {
    if (name === 'visitExceptions') return exceptions(input);
    if (name === 'listVisits')
      return Promise.resolve({ visits: [], next: null, staff: [], followUpCounts: [] });
    if (name === 'visitSheetState') return Promise.resolve({ enabled: false, pending: 0, failed: 0 });
    return Promise.reject(new Error(`unexpected ${name}`));
  }) as typeof call);
}

const calls = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([called]) => called === 'visitExceptions')
    .map(([, input]) => input);

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('ExceptionsPage', () => {
  it('shows the last 30 days by default, per rep, each count a link to the log filtered to it', async () => {
    answer(() => Promise.resolve({ from: '2026-11-04', to: '2026-12-03', rows: [asha, ravi] }));
    const router = renderDashboard('/salesexceptions', '/salesexceptions', <ExceptionsPage kind="sales" />);
    expect(screen.getByText('Loading the exceptions...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Visits by rep, 04/11/2026 to 03/12/2026' });
    expect(screen.getByText('The last 30 days: 04/11/2026 to 03/12/2026')).toBeInTheDocument();
    expect(calls()).toEqual([{ kind: 'sales' }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rep', 'Visits', 'Far', 'Too fast', 'No location', 'Not accepted']);
    const ashaRow = within(table).getByRole('row', { name: /Asha Rao/ });
    expect(
      within(ashaRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '2', '1', '0', '3']);
    const links = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(links(/2 Far visits by Asha Rao/)).toBe(
      '/salesvisits?from=2026-11-04&to=2026-12-03&staff=sales-1&check=far',
    );
    expect(links(/1 Too fast visits by Asha Rao/)).toBe(
      '/salesvisits?from=2026-11-04&to=2026-12-03&staff=sales-1&check=tooFast',
    );
    expect(links(/3 Not accepted visits by Asha Rao/)).toBe(
      '/salesvisits?from=2026-11-04&to=2026-12-03&staff=sales-1&check=notAccepted',
    );
    expect(links(/1 No location visits by Ravi Kumar/)).toBe(
      '/salesvisits?from=2026-11-04&to=2026-12-03&staff=sales-2&check=noLocation',
    );
    // A count of none is no link.
    expect(screen.queryByRole('link', { name: /No location visits by Asha Rao/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /3 Not accepted visits by Asha Rao/ }));
    expect(router.state.location.pathname).toBe('/salesvisits');
    expect(router.state.location.search).toBe(
      '?from=2026-11-04&to=2026-12-03&staff=sales-1&check=notAccepted',
    );
  });

  it('asks for the days chosen, kept in the URL', async () => {
    answer((input) => Promise.resolve({ from: input.from ?? '', to: input.to ?? '', rows: [asha] }));
    renderDashboard(
      '/placementexceptions',
      '/placementexceptions?from=2026-11-01&to=2026-11-15',
      <ExceptionsPage kind="placement" />,
    );
    expect(
      await screen.findByRole('table', { name: 'Visits by rep, 01/11/2026 to 15/11/2026' }),
    ).toBeInTheDocument();
    expect(calls()).toEqual([{ kind: 'placement', from: '2026-11-01', to: '2026-11-15' }]);
    expect(screen.queryByText(/The last 30 days/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2 Far visits by Asha Rao/ })).toHaveAttribute(
      'href',
      '/placementvisits?from=2026-11-01&to=2026-11-15&staff=sales-1&check=far',
    );
  });

  it('says when no one visited on those days', async () => {
    answer(() => Promise.resolve({ from: '2026-11-04', to: '2026-12-03', rows: [] }));
    renderDashboard('/salesexceptions', '/salesexceptions', <ExceptionsPage kind="sales" />);
    expect(await screen.findByText('No visits on these days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the exceptions cannot be loaded, and Retry asks again', async () => {
    let fail = true;
    answer(() =>
      fail
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ from: '2026-11-04', to: '2026-12-03', rows: [asha] }),
    );
    renderDashboard('/salesexceptions', '/salesexceptions', <ExceptionsPage kind="sales" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the exceptions.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('is reachable from the visit log by its Exceptions link, with the log’s days', async () => {
    answer(() => Promise.resolve({ from: '2026-11-01', to: '2026-11-30', rows: [] }));
    const router = renderDashboard(
      '/salesvisits',
      '/salesvisits?from=2026-11-01&to=2026-11-30',
      <VisitLogPage kind="sales" />,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Exceptions' }));
    expect(router.state.location.pathname).toBe('/salesexceptions');
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30');
  });
});
