import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewQueueInput, ReviewQueueOutput, ReviewQueueRow } from '@domain/api/reviewQueue';
import type { Role } from '@domain/roles';
import { queueKey } from '@domain/spendEntries/reviewIndex';
import { call } from '../../lib/callables';
import type { Session } from '../../lib/session';
import { installModalDialogs } from '../../testing/modalDialogs';
import { renderPage } from '../../testing/renderPage';
import { spendEntry } from '../../testing/spendEntries';
import { reviewRefreshMs } from './api/reviewQueue';
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
const noVisits = { count: 0, verified: 0, far: [], unverified: 0, notAccepted: 0, tooFast: 0 };
const spend = (index: number): ReviewQueueRow => ({
  ...spendEntry({
    id: `entry-${String(index).padStart(2, '0')}`,
    createdAt: 1_000 + index,
    places: [`College ${String(index)}`],
  }),
  dayVisits: noVisits,
});
const keyOf = (row: ReviewQueueRow) => queueKey(row.createdAt, row.id);

/** The server's queue: the waiting spends, read by key range as reviewQueue reads its index. */
let waiting: ReviewQueueRow[] = [];
function queuePage(input: ReviewQueueInput): ReviewQueueOutput {
  const { after, through, limit = 20 } = input;
  const inRange = waiting.filter(
    (row) => (after === undefined || keyOf(row) > after) && (through === undefined || keyOf(row) <= through),
  );
  const rows = inRange.slice(0, limit);
  const last = rows.at(-1);
  return {
    rows,
    next: inRange.length > limit && last ? keyOf(last) : null,
    waiting: { sales: waiting.length, placement: 0 },
    staff: [],
  };
}

const queueCalls = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([name]) => name === 'reviewQueue')
    .map(([, input]) => input);
const shownPlaces = async () =>
  (await screen.findAllByTestId('review-row')).map((row) => /College \d+/.exec(row.textContent)?.[0]);
const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

/** 45 spends waiting, Review opened and Load More pressed twice: every one shown. */
async function threePagesShown() {
  renderPage('/review', <ReviewPage />, admin);
  expect(await screen.findAllByTestId('review-row')).toHaveLength(20);
  await user().click(screen.getByRole('button', { name: 'Load More' }));
  expect(await screen.findAllByTestId('review-row')).toHaveLength(40);
  await user().click(screen.getByRole('button', { name: 'Load More' }));
  expect(await screen.findAllByTestId('review-row')).toHaveLength(45);
}

const refreshed = () => act(() => vi.advanceTimersByTimeAsync(reviewRefreshMs));

beforeEach(() => {
  installModalDialogs();
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  waiting = Array.from({ length: 45 }, (_, index) => spend(index));
  vi.mocked(call).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Review across its refresh', () => {
  it('reads each page shown again through the key it ended at; rows stay, decided elsewhere or not, a spend sent since is counted', async () => {
    vi.mocked(call).mockImplementation(async (name, input) => {
      if (name !== 'reviewQueue') throw new Error(`unexpected call ${name}`);
      return Promise.resolve(queuePage(input as ReviewQueueInput) as never);
    });
    await threePagesShown();
    const before = await shownPlaces();
    const loads = queueCalls().length;
    // Another admin decides the sixth; a spend is sent.
    waiting = [...waiting.slice(0, 5), ...waiting.slice(6), spend(45)];
    await refreshed();
    expect(await screen.findByRole('button', { name: 'Show 1 new spend' })).toBeInTheDocument();
    expect(queueCalls().slice(loads)).toEqual([
      { limit: 100, through: keyOf(spend(19)) },
      { after: keyOf(spend(19)), limit: 100, through: keyOf(spend(39)) },
      { after: keyOf(spend(39)), limit: 100 },
    ]);
    expect(await shownPlaces()).toEqual(before);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('keeps a spend approved on the third page where it is, approved, through the next refresh', async () => {
    vi.mocked(call).mockImplementation(async (name, input) => {
      if (name === 'reviewQueue') return Promise.resolve(queuePage(input as ReviewQueueInput) as never);
      if (name !== 'decideSpend') throw new Error(`unexpected call ${name}`);
      const id = (input as { entryId: string }).entryId;
      const decided = waiting.find((row) => row.id === id);
      waiting = waiting.filter((row) => row.id !== id);
      return Promise.resolve({
        entry: { ...decided, state: 'approved', approvedAmount: 500, version: 2 },
      } as never);
    });
    await threePagesShown();
    await refreshed();
    const target = (await screen.findAllByTestId('review-row'))[42];
    if (!target) throw new Error('no 43rd row');
    await user().click(within(target).getByRole('button', { name: /^Approve ₹/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve spend' });
    await user().click(within(dialog).getByRole('button', { name: 'Approve ₹500.00' }));
    expect(await within(target).findByText('Approved ₹500.00')).toBeInTheDocument();
    const loads = queueCalls().length;
    await refreshed();
    expect(queueCalls().length).toBeGreaterThanOrEqual(loads + 3);
    const rows = await screen.findAllByTestId('review-row');
    expect(rows).toHaveLength(45);
    expect(rows[42]).toHaveTextContent('College 42');
    expect(within(rows[42] as HTMLElement).getByText('Approved ₹500.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new spend/ })).not.toBeInTheDocument();
  });
});
