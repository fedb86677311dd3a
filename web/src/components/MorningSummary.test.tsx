import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orgDayOf } from '@domain/time/orgTime';
import { readReminderState } from '../lib/pushDevice';
import { MorningSummary } from './MorningSummary';

vi.mock('../lib/pushDevice', () => ({ readReminderState: vi.fn() }));

const counts = { overdue: 3, today: 2, refused: 1 };

/** Once the device's state is read, the answers it is waiting on have all been applied. */
async function settled(calls: number) {
  await waitFor(() => {
    expect(readReminderState).toHaveBeenCalledTimes(calls);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const show = (props: Parameters<typeof MorningSummary>[0]) =>
  render(
    <MemoryRouter>
      <MorningSummary {...props} />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  vi.mocked(readReminderState).mockResolvedValue('off');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the morning summary on a phone without push', () => {
  it('shows once, on the first open of the day, with the way to Due', async () => {
    const first = show({ uid: 'rep-1', counts });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Today: 3 overdue, 2 due today; 1 spend refused. Open Due',
    );
    expect(screen.getByRole('link', { name: 'Open Due' })).toHaveAttribute('href', '/due');
    first.unmount();

    const again = show({ uid: 'rep-1', counts });
    await settled(2);
    expect(screen.queryByRole('status')).toBeNull();
    again.unmount();

    // Another person on this phone has not seen theirs.
    show({ uid: 'rep-2', counts: { overdue: 0, today: 1, refused: 0 } });
    expect(await screen.findByRole('status')).toHaveTextContent('Today: 1 due today. Open Due');
  });

  it('shows again the next day', async () => {
    localStorage.setItem('field-tracker:morning-summary:rep-1', '2026-12-06');
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 7, 3), toFake: ['Date'] });
    expect(orgDayOf(Date.now())).toBe('2026-12-07');
    show({ uid: 'rep-1', counts });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Today: 3 overdue/);
  });

  it.each([
    ['the push reminder is on', 'on', counts],
    ['nothing is due or refused', 'off', { overdue: 0, today: 0, refused: 0 }],
    ['the counts are not known yet', 'off', null],
  ] as const)('says nothing when %s', async (_name, state, shown) => {
    vi.mocked(readReminderState).mockResolvedValue(state);
    show({ uid: 'rep-1', counts: shown });
    await settled(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem('field-tracker:morning-summary:rep-1')).toBeNull();
  });
});
