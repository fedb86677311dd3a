import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListVisitsInput, ListVisitsOutput } from '@domain/api/listVisits';
import type { VisitItem } from '@domain/api/visitItem';
import { call } from '../../lib/callables';
import { saveBlob } from '../../lib/saveBlob';
import { renderDashboard } from '../../testing/adminScreens';
import { VisitLogPage } from './VisitLogPage';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
}));

const visit = (id: string, place: string, fields: Record<string, string | number> = {}): VisitItem => ({
  id,
  code: `SALES-VIST-${id}`,
  visitedAt: Date.parse('2026-11-03T10:05:00+05:30'),
  createdAt: Date.parse('2026-11-03T10:05:00+05:30'),
  place,
  placeKey: place.toLowerCase(),
  by: { uid: 'sales-1', email: 'asha@example.com', name: 'Asha Rao' },
  fields: { collegeName: place, city: 'Pune', visitPhase: 'Lead', totalContractValue: 300060, ...fields },
  sheet: { state: 'synced' },
});

function answer(log: (input: ListVisitsInput) => ListVisitsOutput, sheetTab: Record<string, unknown> = {}) {
  vi.mocked(call).mockImplementation(((name: string, input: never) => {
    if (name === 'listVisits') return Promise.resolve(log(input));
    if (name === 'visitSheetState') {
      return Promise.resolve({
        enabled: true,
        pending: 0,
        failed: 2,
        lastError: { code: 'SALES-VIST-1', message: 'The caller does not have permission', attempts: 3 },
        ...sheetTab,
      });
    }
    if (name === 'retryVisitSheet') return Promise.resolve({ tried: 2, synced: 2, failed: 0 });
    if (name === 'placeVisits')
      return Promise.resolve({
        name: 'ABC College',
        total: 2,
        visits: [visit('1', 'ABC College'), visit('2', 'abc college', { visitPhase: 'Closure' })],
      });
    return Promise.reject(new Error(`unexpected ${name}`));
  }) as typeof call);
}

const staff = [{ uid: 'sales-1', label: 'Asha Rao' }];
const calls = (name: string) =>
  vi
    .mocked(call)
    .mock.calls.filter(([called]) => called === name)
    .map(([, input]) => input);

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(saveBlob).mockReset();
});

describe('VisitLogPage', () => {
  it('lists the first page with the desk columns, and Load More asks for the next', async () => {
    answer(({ after }) =>
      after
        ? { visits: [visit('1', 'Older College')], next: null, staff, followUpCounts: [] }
        : { visits: [visit('2', 'ABC College')], next: { createdAt: 5, id: '2' }, staff, followUpCounts: [] },
    );
    renderDashboard('/salesvisits', '/salesvisits', <VisitLogPage kind="sales" />);
    const table = await screen.findByRole('table', { name: /Sales Visits/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Code',
      'Date',
      'Submitted by',
      'College',
      'City',
      'Location',
      'Contact',
      'Phase',
      'Sales Rep',
      'Contract Value',
      'Next visit',
      'Overdue',
      'Sheet',
    ]);
    expect(
      within(table).getByRole('row', {
        name: /SALES-VIST-2 03\/11\/2026, 10:05 Asha Rao ABC College Pune/,
      }),
    ).toBeInTheDocument();
    expect(within(table).getByText('3,00,060.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Older College')).toBeInTheDocument();
    expect(calls('listVisits').at(-1)).toEqual({ kind: 'sales', after: { createdAt: 5, id: '2' } });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the URL and sends them to the server', async () => {
    answer(() => ({ visits: [], next: null, staff, followUpCounts: [] }));
    const router = renderDashboard(
      '/salesvisits',
      '/salesvisits?from=2026-11-01&to=2026-11-30',
      <VisitLogPage kind="sales" />,
    );
    expect(await screen.findByText('No visits match these filters.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Visit Phase'), 'Closure');
    await userEvent.selectOptions(screen.getByLabelText('Submitted by'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('Search college names'), ' ABC  college {Enter}');
    await waitFor(() => {
      expect(calls('listVisits').at(-1)).toEqual({
        kind: 'sales',
        from: '2026-11-01',
        to: '2026-11-30',
        staff: 'sales-1',
        phase: 'Closure',
        search: 'ABC  college',
      });
    });
    expect(router.state.location.search).toContain('phase=Closure');
  });

  it('opens a side panel with every field and the place timeline, closed by Escape back on the row', async () => {
    answer(() => ({
      visits: [visit('2', 'abc college', { visitPhase: 'Closure' })],
      next: null,
      staff,
      followUpCounts: [],
    }));
    renderDashboard('/salesvisits', '/salesvisits', <VisitLogPage kind="sales" />);
    const opener = await screen.findByRole('button', { name: 'SALES-VIST-2' });
    await userEvent.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'ABC College' });
    expect(within(panel).getByText('Total Contract Value').nextSibling?.textContent).toBe('3,00,060.00');
    const entries = within(within(panel).getByRole('region', { name: 'Timeline' })).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Lead') as unknown,
      expect.stringContaining('Closure') as unknown,
    ]);
    expect(entries[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('exports the filtered log as CSV with the rows on screen, a formula-like name as text', async () => {
    const late = {
      ...visit('2', 'ABC College'),
      followUp: { due: '2026-11-10', state: 'open' as const, daysOverdue: 3 },
    };
    answer(() => ({ visits: [visit('3', '=HYPERLINK("x")'), late], next: null, staff, followUpCounts: [] }));
    renderDashboard('/salesvisits', '/salesvisits?phase=Lead', <VisitLogPage kind="sales" />);
    await screen.findByText('ABC College');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      expect(saveBlob).toHaveBeenCalled();
    });
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('sales-visits.csv');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(new TextDecoder().decode(bytes), { skipEmptyLines: true }).data;
    expect(rows[0]?.slice(0, 4)).toEqual(['Code', 'Date', 'Submitted by', 'College']);
    expect(rows[1]?.[3]).toBe('\'=HYPERLINK("x")');
    expect(rows[2]).toEqual([
      'SALES-VIST-2',
      '03/11/2026, 10:05',
      'Asha Rao',
      'ABC College',
      'Pune',
      '',
      '',
      'Lead',
      '',
      '3,00,060.00',
      '10/11/2026',
      'Overdue 3 days',
      'In sheet',
    ]);
    expect(calls('listVisits').at(-1)).toMatchObject({ phase: 'Lead', limit: 500 });
  });

  it("shows each visit's next visit and how late, the counts by person, and Overdue only narrows in the URL", async () => {
    const followUp = (due: string, state: 'open' | 'done' | 'dropped', daysOverdue = 0) => ({
      due,
      state,
      daysOverdue,
    });
    answer(({ overdue }) => ({
      visits: [
        { ...visit('3', 'Late College'), followUp: followUp('2026-11-01', 'open', 1) },
        ...(overdue
          ? []
          : [
              { ...visit('2', 'Done College'), followUp: followUp('2026-11-05', 'done') },
              visit('1', 'Plain College'),
            ]),
      ],
      next: null,
      staff,
      followUpCounts: [{ uid: 'sales-1', label: 'Asha Rao', overdue: 1, dueThisWeek: 2 }],
    }));
    const router = renderDashboard('/salesvisits', '/salesvisits', <VisitLogPage kind="sales" />);
    const table = await screen.findByRole('table', { name: /Sales Visits/ });
    expect(
      within(table).getByRole('row', { name: /Late College .* 01\/11\/2026 Overdue 1 day / }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Done College .* 05\/11\/2026 \(done\) In sheet/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Follow-ups by person' })).getByText(
        'Asha Rao: 1 overdue, 2 due this week',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => {
      expect(screen.queryByText('Done College')).not.toBeInTheDocument();
    });
    expect(calls('listVisits').at(-1)).toEqual({ kind: 'sales', overdue: true });
    expect(router.state.location.search).toBe('?overdue=1');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
  });

  it('shows where each visit was made against its place’s pin, and Location narrows the log in the URL', async () => {
    answer(({ check }) => ({
      visits: [
        { ...visit('4', 'Far College'), check: { status: 'far', distance: 4213 } },
        ...(check
          ? []
          : [
              { ...visit('3', 'Near College'), check: { status: 'verified' as const, distance: 120 } },
              {
                ...visit('2', 'Quick College'),
                check: { status: 'unverified' as const, why: 'noPin' as const, tooFast: true as const },
              },
            ]),
      ],
      next: null,
      staff: [],
      followUpCounts: [],
    }));
    const router = renderDashboard('/salesvisits', '/salesvisits', <VisitLogPage kind="sales" />);
    const table = await screen.findByRole('table', { name: /Sales Visits/ });
    expect(within(table).getByRole('row', { name: /Far College Pune Far \(4\.2 km\)/ })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Near College Pune Verified \(120 m\)/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', {
        name: /Quick College Pune Too fast from the last visit, Unverified: no pin yet/,
      }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Far');
    await waitFor(() => {
      expect(screen.queryByText('Near College')).not.toBeInTheDocument();
    });
    expect(calls('listVisits').at(-1)).toEqual({ kind: 'sales', check: 'far' });
    expect(router.state.location.search).toBe('?check=far');
  });

  it('offers Not accepted and Too fast under Location, each its own filter', async () => {
    answer(() => ({ visits: [], next: null, staff: [], followUpCounts: [] }));
    const router = renderDashboard('/salesvisits', '/salesvisits', <VisitLogPage kind="sales" />);
    const location = await screen.findByLabelText('Location');
    expect(
      within(location)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every location', 'Verified', 'Far', 'Unverified', 'Not accepted', 'Too fast', 'No location']);
    await userEvent.selectOptions(location, 'Not accepted');
    await waitFor(() => {
      expect(calls('listVisits').at(-1)).toEqual({ kind: 'sales', check: 'notAccepted' });
    });
    expect(router.state.location.search).toBe('?check=notAccepted');
    await userEvent.selectOptions(location, 'Too fast');
    await waitFor(() => {
      expect(calls('listVisits').at(-1)).toEqual({ kind: 'sales', check: 'tooFast' });
    });
  });

  it('shows failed sheet appends with the last error, and Retry now runs the retry', async () => {
    answer(() => ({ visits: [], next: null, staff: [], followUpCounts: [] }));
    renderDashboard('/salesvisits', '/salesvisits', <VisitLogPage kind="sales" />);
    expect(await screen.findByText('0 pending, 2 failed to reach the sheet.')).toBeInTheDocument();
    expect(screen.getByText(/The caller does not have permission/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tried 2: 2 reached the sheet, 0 failed again.',
    );
    expect(calls('retryVisitSheet')).toEqual([{ kind: 'sales' }]);
  });

  it('past the share of cells says the next rows go to a new spreadsheet', async () => {
    answer(() => ({ visits: [], next: null, staff: [], followUpCounts: [] }), {
      tab: 'Sales Visits',
      cells: 8_100_000,
      cellLimit: 10_000_000,
      rotateAtShare: 0.8,
    });
    renderDashboard('/salesvisits', '/salesvisits', <VisitLogPage kind="sales" />);
    expect(await screen.findByText('Rows go to the tab ‘Sales Visits’.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The spreadsheet holds 81,00,000 of its 1,00,00,000 cells: the next rows go to a new spreadsheet of their own month.',
    );
  });

  it('links the new spreadsheet rows go to, names who it was shared with, and lists the earlier ones', async () => {
    const url = 'https://docs.google.com/spreadsheets/d/new-id/edit';
    answer(() => ({ visits: [], next: null, staff: [], followUpCounts: [] }), {
      tab: 'Sales Visits',
      spreadsheet: {
        title: 'Field Tracker Sales Visits 2026-12',
        url,
        sharedWith: [
          { who: 'admins@college.in', role: 'writer' },
          { who: 'accounts@college.in', role: 'reader' },
        ],
      },
      earlierSpreadsheets: [{ until: Date.UTC(2026, 11, 4, 6) }],
    });
    renderDashboard('/salesvisits', '/salesvisits', <VisitLogPage kind="sales" />);
    const link = await screen.findByRole('link', { name: '‘Field Tracker Sales Visits 2026-12’' });
    expect(link).toHaveAttribute('href', url);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Field Tracker created it and shared it as the one before was shared: with admins@college.in (editor), accounts@college.in (viewer).',
    );
    expect(screen.getByRole('list', { name: 'Earlier spreadsheets' })).toHaveTextContent(
      'The configured spreadsheet until 4/12/2026',
    );
  });

  it('says the new spreadsheet could not be shared, and how an admin shares it', async () => {
    answer(() => ({ visits: [], next: null, staff: [], followUpCounts: [] }), {
      tab: 'Sales Visits',
      spreadsheet: {
        title: 'Field Tracker Sales Visits 2026-12',
        url: 'https://docs.google.com/spreadsheets/d/new-id/edit',
        sharedWith: [],
        shareProblem: 'Could not read who the full spreadsheet is shared with: File not found',
      },
    });
    renderDashboard('/salesvisits', '/salesvisits', <VisitLogPage kind="sales" />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      "could not share it as the one before was shared (Could not read who the full spreadsheet is shared with: File not found). Open the link as the project's owner and use Share.",
    );
  });
});
