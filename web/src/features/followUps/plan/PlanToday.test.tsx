import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyFollowUpsOutput } from '@domain/api/myFollowUps';
import type { StartPoint } from '@domain/day/startPoint';
import type { Role } from '@domain/roles';
import { call } from '../../../lib/callables';
import { accountKeys } from '../../../lib/accountKeys';
import type { Session } from '../../../lib/session';
import { startTestOutbox } from '../../../testing/outbox';
import { renderPage } from '../../../testing/renderPage';
import { DuePage } from '../DuePage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }));
vi.mock('../../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
  signInWithPassword: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
}));

const session: Session = {
  status: 'signedIn',
  uid: 'rep-1',
  email: 'asha.sales@example.com',
  roles: ['sales'],
};
type Row = MyFollowUpsOutput['followUps'][number];

/** A follow-up at `place`, due `due`, whose place has an accepted pin `latitude` degrees north. */
const followUp = (place: string, due: string, latitude?: number): Row => ({
  kind: 'sales',
  placeKey: place.toLowerCase(),
  place,
  due,
  visitId: `-${place.replace(/\W/g, '')}`.padEnd(20, 'x'),
  version: 1,
  dueClass: 'later',
  daysOverdue: 0,
  ...(latitude === undefined ? {} : { pin: { latitude, longitude: 72.8 } }),
});

const home: StartPoint = { latitude: 19.0, longitude: 72.8, label: 'Home', savedAt: 1 };

function answer(followUps: Row[], startPoint: StartPoint | null = home) {
  vi.mocked(call).mockImplementation((name: string, input?: unknown) => {
    if (name === 'myFollowUps')
      return Promise.resolve({ today: '2026-11-27', followUps, pressing: 0, startPoint });
    if (name === 'mySpends')
      return Promise.resolve({ entries: [], next: null, refused: 0, lastDecisionAt: null });
    if (name === 'setStartPoint') {
      const { startPoint: saved } = input as { startPoint: Omit<StartPoint, 'savedAt'> | null };
      return Promise.resolve({ startPoint: saved && { ...saved, savedAt: 2 } });
    }
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
}

/** The places of the plan's stops as shown, in order. */
const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Today’s stops, in order' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent.replace(/^\d+\.\s*/, ''));

async function openPlan() {
  renderPage('/due', <DuePage />, session);
  await userEvent.click(await screen.findByRole('button', { name: 'Plan today' }));
  await screen.findByRole('heading', { name: 'Plan today' });
}

// Points on one meridian north of the start: the shortest open path visits them nearest first.
const stops = [
  followUp('Far College', '2026-11-27', 19.03),
  followUp('Near College', '2026-11-25', 19.01),
  followUp('Middle College', '2026-11-26', 19.02),
];
const byLatitude = [...stops]
  .sort((a, b) => (a.pin?.latitude ?? 0) - (b.pin?.latitude ?? 0))
  .map((row) => row.place);
/** One hundredth of a degree of latitude on the mean sphere, in km. */
const HUNDREDTH_KM = (Math.PI / 180) * 0.01 * 6371.0088;

beforeEach(async () => {
  localStorage.clear();
  await startTestOutbox('rep-1');
  vi.mocked(call).mockReset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-27T09:00:00+05:30'));
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** jsdom has no geolocation: the phone's is this stub. */
function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

describe('Plan today', () => {
  it('orders today’s and overdue pinned places from the saved start, with straight-line km, the rest apart', async () => {
    answer([
      ...stops,
      followUp('Unpinned College', '2026-11-27'),
      followUp('Later College', '2026-12-10', 19.005),
    ]);
    await openPlan();
    expect(screen.getByText('From Home.')).toBeVisible();
    expect(shownOrder()).toEqual(byLatitude);
    const items = within(screen.getByRole('list', { name: 'Today’s stops, in order' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent(`${HUNDREDTH_KM.toFixed(1)} km straight-line from the start`);
    expect(items[1]).toHaveTextContent(`${HUNDREDTH_KM.toFixed(1)} km straight-line from the stop before`);
    expect(
      screen.getByText(`3 stops, ${(3 * HUNDREDTH_KM).toFixed(1)} km straight-line in all`),
    ).toBeVisible();
    expect(screen.getByText('No pin yet: Unpinned College')).toBeVisible();
    expect(screen.queryByText(/Later College/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Next stop: Near College' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=19.010000,72.800000',
    );
  });

  it('opens a stop’s visit form with the place filled in, as the Due cards do', async () => {
    answer(stops);
    const { router } = renderPage('/due', <DuePage />, session);
    await userEvent.click(await screen.findByRole('button', { name: 'Plan today' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Record visit to Middle College' }));
    expect(router.state.location.pathname).toBe('/sales');
    expect(router.state.location.state).toEqual({ visitPlace: 'Middle College' });
  });

  it('starts from one reading taken on the tap, and saves it as the start point', async () => {
    // North of every stop: from here the farthest is nearest.
    const getCurrentPosition = vi.fn((done: PositionCallback) => {
      done({ coords: { latitude: 19.05, longitude: 72.8 }, timestamp: Date.now() } as GeolocationPosition);
    });
    stubGeolocation(getCurrentPosition);
    answer(stops, null);
    await openPlan();
    expect(screen.getByText('3 places to visit today. Where does your day start?')).toBeVisible();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Start from here' }));
    expect(await screen.findByText('From where you were when you planned.')).toBeVisible();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(shownOrder()).toEqual([...byLatitude].reverse());
    await userEvent.clear(screen.getByLabelText('Name this start point'));
    await userEvent.type(screen.getByLabelText('Name this start point'), 'Office');
    await userEvent.click(screen.getByRole('button', { name: 'Save here as my start point' }));
    expect(
      await screen.findByText('Saved: your day starts from Office when you plan from it.'),
    ).toBeVisible();
    const saving = vi.mocked(call).mock.calls.filter(([name]) => name === 'setStartPoint');
    expect(saving.map(([, input]) => (input as { startPoint: unknown }).startPoint)).toEqual([
      { latitude: 19.05, longitude: 72.8, label: 'Office' },
    ]);
    expect(screen.getByRole('button', { name: 'Start from Office' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the start point Office' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Start from Office' })).toBeNull();
    });
    const cleared = vi.mocked(call).mock.calls.filter(([name]) => name === 'setStartPoint');
    expect(cleared.map(([, input]) => (input as { startPoint: unknown }).startPoint)).toEqual([
      { latitude: 19.05, longitude: 72.8, label: 'Office' },
      null,
    ]);
  });

  it('says why when no reading comes', async () => {
    const getCurrentPosition = vi.fn((_done: PositionCallback, fail: PositionErrorCallback) => {
      fail({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
    });
    stubGeolocation(getCurrentPosition);
    answer(stops, null);
    await openPlan();
    await userEvent.click(screen.getByRole('button', { name: 'Start from here' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This app may not use your location: allow it in the browser, or start from a saved start point.',
    );
  });

  it('moves a stop by keyboard, announces it, and keeps the order for the day', async () => {
    answer(stops);
    await openPlan();
    const down = screen.getByRole('button', { name: `Move ${byLatitude[0] ?? ''} down` });
    await userEvent.click(down);
    const moved = [byLatitude[1], byLatitude[0], byLatitude[2]];
    expect(shownOrder()).toEqual(moved);
    // Said to a screen reader: the words are in a status region.
    expect(screen.getByText(`${byLatitude[0] ?? ''} moved to stop 2 of 3.`)).toHaveAttribute(
      'role',
      'status',
    );
    // The keyboard stays on the stop it moved.
    expect(screen.getByRole('button', { name: `Move ${byLatitude[0] ?? ''} down` })).toHaveFocus();
    // Arrow keys on a focused handle move it too.
    screen
      .getByRole('button', {
        name: `Reorder ${byLatitude[2] ?? ''}: drag, or use the up and down arrow keys`,
      })
      .focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(shownOrder()).toEqual([moved[0], moved[2], moved[1]]);
    const kept = [...shownOrder()];
    cleanup();
    await openPlan();
    expect(shownOrder()).toEqual(kept);
    // A new day plans afresh.
    cleanup();
    vi.setSystemTime(Date.parse('2026-11-28T09:00:00+05:30'));
    await openPlan();
    expect(shownOrder()).toEqual(byLatitude);
  });

  it('fits the kept order to the places due now: one visited leaves, a new one goes where it adds least', async () => {
    answer(stops);
    await openPlan();
    await userEvent.click(screen.getByRole('button', { name: `Move ${byLatitude[2] ?? ''} up` }));
    expect(shownOrder()).toEqual([byLatitude[0], byLatitude[2], byLatitude[1]]);
    cleanup();
    // Near College visited (gone); a place between home and Middle College added.
    answer([stops[0] as Row, stops[2] as Row, followUp('New College', '2026-11-27', 19.015)]);
    await openPlan();
    expect(shownOrder()).toEqual(['New College', 'Far College', 'Middle College']);
    const kept = JSON.parse(localStorage.getItem(accountKeys.dayPlan('rep-1')) ?? 'null') as {
      order: string[];
    };
    await waitFor(() => {
      expect(kept.order).toEqual(['sales/new college', 'sales/far college', 'sales/middle college']);
    });
  });

  it('says when there is nothing to plan', async () => {
    answer([followUp('Later College', '2026-12-10', 19.01)]);
    await openPlan();
    expect(screen.getByText('Nothing to plan today.')).toBeVisible();
    cleanup();
    answer([followUp('Unpinned College', '2026-11-27')]);
    await openPlan();
    expect(screen.getByText('Nothing to plan today: none of today’s places has a pin yet.')).toBeVisible();
    expect(screen.getByText('No pin yet: Unpinned College')).toBeVisible();
  });
});
