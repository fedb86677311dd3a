import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/roles';
import { call } from '../../lib/callables';
import type { Session } from '../../lib/session';
import { renderPage } from '../../testing/renderPage';
import { ReportPage } from './ReportPage';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
  signInWithPassword: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
}));

function signedIn(...roles: Role[]): Session {
  return { status: 'signedIn', uid: 'rep-1', email: 'asha.sales@example.com', roles };
}

function renderReport(session: Session) {
  renderPage('/report', <ReportPage />, session);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('ReportPage', () => {
  it('lists the person’s visits and spends as the server orders them, with code, place, date and a visit’s location check', async () => {
    vi.mocked(call).mockResolvedValue({
      entries: [
        {
          kind: 'salesSpend',
          id: 's1',
          code: null,
          place: 'COEP, VJTI',
          date: Date.UTC(2025, 0, 20, 6),
          amount: 450.5,
          state: 'approved',
          approved: 400,
          reason: 'No bill for the toll',
        },
        {
          kind: 'salesSpend',
          id: 's0',
          code: null,
          place: 'COEP',
          date: Date.UTC(2025, 0, 18, 6),
          amount: 150,
          state: 'withdrawn',
          approved: null,
          reason: null,
        },
        {
          kind: 'salesVisit',
          id: 'v2',
          code: 'SALES-VIST-2',
          place: '',
          date: Date.UTC(2025, 0, 16, 6),
          amount: null,
          state: null,
          approved: null,
          reason: null,
        },
        {
          kind: 'salesVisit',
          id: 'v1',
          code: 'SALES-VIST-1',
          place: 'Modern College',
          date: Date.UTC(2025, 0, 15, 6),
          amount: null,
          state: null,
          approved: null,
          reason: null,
          check: { status: 'verified', distance: 85 },
        },
      ],
      next: null,
    } as never);
    renderReport(signedIn('sales'));

    const entries = await screen.findAllByTestId('report-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'SpendCode—PlaceCOEP, VJTIDate20/01/2025Spent₹450.50StateApproved ₹400.00 of ₹450.50: No bill for the toll',
      'SpendCode—PlaceCOEPDate18/01/2025StateWithdrawn',
      'Sales visitCodeSALES-VIST-2Place—Date16/01/2025',
      'Sales visitCodeSALES-VIST-1PlaceModern CollegeDate15/01/2025LocationVerified (85 m)',
    ]);
    expect(call).toHaveBeenCalledWith('myReport', {});
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/sales');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page after the last entry shown when asked', async () => {
    const entry = (id: string, date: number) => ({
      kind: 'salesVisit',
      id,
      code: `SALES-VIST-${id}`,
      place: '',
      date,
      amount: null,
      state: null,
      approved: null,
      reason: null,
    });
    const pages = [
      { entries: [entry('2', 2000)], next: { date: 2000, id: '2' } },
      { entries: [entry('1', 1000)], next: null },
    ];
    // The Report's tab also asks how many spends are refused (mySpends); the report's pages come in order.
    vi.mocked(call).mockImplementation((name: string) =>
      Promise.resolve(
        (name === 'mySpends'
          ? { entries: [], next: null, refused: 0, lastDecisionAt: null }
          : pages.shift()) as never,
      ),
    );
    renderReport(signedIn('sales'));
    await screen.findAllByTestId('report-entry');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('report-entry')).toHaveLength(2);
    });
    expect(call).toHaveBeenCalledWith('myReport', { after: { date: 2000, id: '2' } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    vi.mocked(call).mockResolvedValue({ entries: [], next: null });
    renderReport(signedIn('placement'));
    expect(await screen.findByText('No visits or spends yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/placement');
  });

  it('offers a retry when the report cannot be loaded', async () => {
    vi.mocked(call).mockRejectedValue(new Error('offline'));
    renderReport(signedIn('sales'));
    const problem = await screen.findByText('Could not load your report. Please try again.');
    expect(
      within(problem.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument();
  });
});
