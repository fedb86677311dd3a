import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/callables';
import { CallError, toCallError } from '../../lib/callError';
import type * as callables from '../../lib/callables';
import type { Session } from '../../lib/session';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { renderPage } from '../../testing/renderPage';
import { SalesPage } from './SalesPage';
import { useFakeTimersBesideIndexedDb } from '../../testing/fakeTimers';
import { orgDayOf } from '@domain/time/orgTime';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('../../lib/callables', async (importOriginal) => ({
  ...(await importOriginal<typeof callables>()),
  call: vi.fn(),
}));
vi.mock('../../lib/session', () => ({ useSession: vi.fn(), getSession: vi.fn(), signOut: vi.fn() }));

const session: Session = {
  status: 'signedIn',
  uid: 'rep-1',
  email: 'asha.sales@example.com',
  roles: ['sales'],
};
const DRAFT_KEY = 'field-tracker:draft:sales:rep-1';

type Submit = (input: Record<string, unknown>) => Promise<unknown>;
let submitVisit: ReturnType<typeof vi.fn<Submit>>;
let nextCode: number;

beforeAll(installModalDialogs);

beforeEach(async () => {
  await startTestOutbox('rep-1');
  useFakeTimersBesideIndexedDb();
  localStorage.clear();
  nextCode = 7;
  submitVisit = vi.fn<Submit>(() => Promise.resolve({ id: 'v1', code: `SALES-VIST-${String(nextCode++)}` }));
  vi.mocked(call).mockImplementation(((name: string, input: Record<string, unknown>) => {
    if (name === 'peekVisitCode') return Promise.resolve({ code: `SALES-VIST-${String(nextCode)}` });
    if (name === 'submitSalesVisit') return submitVisit(input);
    if (name === 'visitedPlaces')
      return Promise.resolve({ names: ['aissms college of engineering', 'Sunrise Institute'] });
    return Promise.reject(new Error(`unexpected call ${name}`));
  }) as never);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderSales() {
  const view = renderPage('/sales', <SalesPage />, session);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, unmount: view.unmount };
}

const labelsInSpecOrder = [
  'College Name',
  'State',
  'City',
  'Point of Contact Name',
  'Point of Contact Email',
  'Point of Contact Designation',
  'Point of Contact Number',
  'Accreditation',
  'Affiliation',
  'Sales Rep',
  'Visit Purpose',
  'Courses',
  'Visit Phase',
  'Auto Date',
  'Student Count',
  'Per Student Rate',
  'Total Contract Value',
  'Remarks for Next Visit',
  'Next visit on',
  'Proposal',
  'MOU',
];

async function confirmAndFinish(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to submit the form?' });
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  expect(screen.getByRole('dialog', { name: 'Saving...' })).toBeInTheDocument();
  const callsBefore = submitVisit.mock.calls.length;
  await act(() => vi.advanceTimersByTimeAsync(400));
  expect(submitVisit).toHaveBeenCalledTimes(callsBefore);
  await act(() => vi.advanceTimersByTimeAsync(100));
}

describe('SalesPage', () => {
  it('shows the 21 fields in screen order, nothing required, and the next visit code', async () => {
    renderSales();
    expect(await screen.findByTestId('visit-code')).toHaveTextContent('SALES-VIST-7');
    const form = screen.getByRole('form', { name: 'Sales visit' });
    const labels = Array.from(form.querySelectorAll('label'), (label) => label.textContent);
    expect(labels).toEqual(labelsInSpecOrder);
    for (const control of form.querySelectorAll('input, select, textarea'))
      expect(control).not.toBeRequired();
    expect(screen.getByLabelText('Point of Contact Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Student Count')).toHaveAttribute('type', 'number');
    expect(screen.getByRole('button', { name: 'Bills' })).toBeEnabled();
  });

  it('sets the next visit with a quick pick and sends it with the moment the visit was captured', async () => {
    vi.setSystemTime(Date.parse('2026-11-26T23:30:00+05:30'));
    const { user } = renderSales();
    await user.type(screen.getByLabelText('College Name'), 'Modern College');
    await user.click(screen.getByRole('button', { name: '+1 week' }));
    expect(screen.getByLabelText('Next visit on')).toHaveValue('2026-12-03');
    await user.click(screen.getByRole('button', { name: '+1 month' }));
    expect(screen.getByLabelText('Next visit on')).toHaveValue('2026-12-26');
    await confirmAndFinish(user);
    await vi.waitFor(() => {
      expect(submitVisit).toHaveBeenCalledTimes(1);
    });
    const sent = submitVisit.mock.calls[0]![0];
    expect(sent).toMatchObject({ nextVisitOn: '2026-12-26' });
    // Captured on the 26th in Kolkata (23:30, a few seconds of typing later), whenever it is sent.
    expect(orgDayOf(Number(sent.capturedAt))).toBe('2026-11-26');
  });

  it('refuses a next visit before today or past 90 days at the field, sending nothing', async () => {
    vi.setSystemTime(Date.parse('2026-11-26T10:00:00+05:30'));
    const { user } = renderSales();
    await user.type(screen.getByLabelText('College Name'), 'Modern College');
    const next = screen.getByLabelText('Next visit on');
    fireEvent.change(next, { target: { value: '2026-11-25' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => {
      expect(next).toHaveAccessibleDescription('The next visit is on or after the day of this visit.');
    });
    expect(next).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(next, { target: { value: '2027-02-25' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => {
      expect(next).toHaveAccessibleDescription('The next visit is at most 90 days after this one.');
    });
    expect(submitVisit).not.toHaveBeenCalled();
  });

  it('opens the Spent dialog from the action bar', async () => {
    const { user } = renderSales();
    await user.click(screen.getByRole('button', { name: 'Spent' }));
    expect(await screen.findByRole('dialog', { name: /^Spent - \d{2}\/\d{2}\/\d{4}$/ })).toBeInTheDocument();
  });

  it('confirms, saves, shows the assigned code, then clears the form and shows the next code', async () => {
    const { user } = renderSales();
    await user.type(screen.getByLabelText('College Name'), 'Modern College');
    await user.selectOptions(screen.getByLabelText('Courses'), 'Other');
    await user.type(screen.getByLabelText('Enter Other Course'), 'BBA');
    await user.type(screen.getByLabelText('Student Count'), '120');
    await confirmAndFinish(user);

    await vi.waitFor(() => {
      expect(submitVisit).toHaveBeenCalledTimes(1);
    });
    const sent = submitVisit.mock.calls[0]![0];
    expect(sent).toMatchObject({ collegeName: 'Modern College', courses: 'BBA', studentCount: 120 });
    expect(sent).not.toHaveProperty('city');
    const status = await screen.findByRole('dialog', { name: 'Data submitted successfully!' });
    expect(status).toHaveTextContent('Visit code: SALES-VIST-7');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('College Name')).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(await screen.findByTestId('visit-code')).toHaveTextContent('SALES-VIST-8');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user } = renderSales();
    await user.type(screen.getByLabelText('College Name'), 'ABC College');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitVisit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
  });

  it("suggests the organisation's colleges and the places already visited, one name each", async () => {
    renderSales();
    const input = screen.getByLabelText('College Name');
    const listId = input.getAttribute('list') ?? '';
    const names = () =>
      [...(document.getElementById(listId)?.querySelectorAll('option') ?? [])].map((option) => option.value);
    await vi.waitFor(() => {
      expect(names()).toContain('Sunrise Institute');
    });
    expect(names().filter((name) => name.toLowerCase() === 'aissms college of engineering')).toEqual([
      'AISSMS College of Engineering',
    ]);
  });

  it('asks for the college before sending a visit without one', async () => {
    const { user } = renderSales();
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('College Name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitVisit).not.toHaveBeenCalled();
  });

  it('checks a filled field before sending, naming the problem next to it', async () => {
    const { user } = renderSales();
    await user.type(screen.getByLabelText('Point of Contact Number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Point of Contact Number')).toHaveAccessibleDescription(
      'Enter a valid phone number.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitVisit).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors next to the fields and keeps the form', async () => {
    submitVisit.mockRejectedValueOnce(
      new CallError('invalid-argument', 'pointOfContactEmail: Enter a valid email address.', [
        { field: 'pointOfContactEmail', message: 'Enter a valid email address.' },
      ]),
    );
    const { user } = renderSales();
    await user.type(screen.getByLabelText('College Name'), 'Modern College');
    await confirmAndFinish(user);
    expect(
      await screen.findByRole('dialog', { name: 'Error: Please correct the highlighted fields.' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByLabelText('Point of Contact Email')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(screen.getByLabelText('College Name')).toHaveValue('Modern College');
  });

  it('keeps a visit that got no answer on the phone, clears the form, and resends it with the same request id', async () => {
    // What the SDK throws when the request never got an answer (HTTP status 0).
    submitVisit.mockRejectedValueOnce(
      toCallError(Object.assign(new Error('internal [0]'), { code: 'functions/internal' })),
    );
    const { user } = renderSales();
    await user.type(screen.getByLabelText('College Name'), 'Modern College');
    await confirmAndFinish(user);
    expect(
      await screen.findByRole('dialog', {
        name: 'Saved on this phone. It will be sent when you are back online.',
      }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByLabelText('College Name')).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await vi.waitFor(() => {
      expect(submitVisit).toHaveBeenCalledTimes(2);
    });
    const [first, resent] = submitVisit.mock.calls.map(([input]) => input);
    expect(resent).toEqual(first);
  });

  it('restores a half-filled form after a reload, until it is cleared', async () => {
    const first = renderSales();
    await first.user.type(screen.getByLabelText('College Name'), 'Half Filled');
    await first.user.selectOptions(screen.getByLabelText('Accreditation'), 'Other');
    await first.user.type(screen.getByLabelText('Enter Other Accreditation'), 'AICTE');
    first.unmount();

    const second = renderSales();
    expect(screen.getByLabelText('College Name')).toHaveValue('Half Filled');
    expect(screen.getByLabelText('Enter Other Accreditation')).toHaveValue('AICTE');
    expect(screen.getByText('Your unsent entries were restored.')).toBeInTheDocument();

    await second.user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('College Name')).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  describe('where the visit was made', () => {
    const position = (coords: Partial<GeolocationCoordinates>, timestamp: number) =>
      ({
        coords: { latitude: 18.5204, longitude: 73.8567, accuracy: 12, ...coords },
        timestamp,
      }) as GeolocationPosition;
    const locate = vi.fn<Geolocation['getCurrentPosition']>();
    beforeEach(() => {
      locate.mockReset();
      // jsdom has no geolocation: the phone's is this stub.
      Object.defineProperty(navigator, 'geolocation', {
        value: { getCurrentPosition: locate },
        configurable: true,
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    it('asks once; Allow takes one reading at Submit, none before, and sends it with the visit', async () => {
      vi.setSystemTime(Date.parse('2026-11-26T10:00:00+05:30'));
      let takenAt = 0;
      locate.mockImplementation((found) => {
        takenAt = Date.now() - 2_000;
        found(position({}, takenAt));
      });
      const { user } = renderSales();
      const ask = await screen.findByRole('region', { name: 'Record where your visits are made?' });
      await user.click(within(ask).getByRole('button', { name: 'Allow' }));
      expect(screen.queryByRole('region', { name: 'Record where your visits are made?' })).toBeNull();
      await user.type(screen.getByLabelText('College Name'), 'Modern College');
      expect(locate).not.toHaveBeenCalled();
      await confirmAndFinish(user);
      await vi.waitFor(() => {
        expect(submitVisit).toHaveBeenCalledTimes(1);
      });
      expect(locate).toHaveBeenCalledTimes(1);
      expect(locate.mock.calls[0]![2]).toMatchObject({
        enableHighAccuracy: true,
        timeout: 10_000,
        maximumAge: 60_000,
      });
      const reading = submitVisit.mock.calls[0]![0].reading as Record<string, number | string>;
      expect(reading).toMatchObject({ kind: 'fix', latitude: 18.5204, longitude: 73.8567, accuracy: 12 });
      expect(reading.age).toBe(2_000);
      expect(Number(reading.at) - 2_000).toBe(takenAt);
      // Asked once: the answer is kept for the account, the next visit screen does not ask again.
      cleanup();
      renderSales();
      await screen.findByTestId('visit-code');
      expect(screen.queryByRole('region', { name: 'Record where your visits are made?' })).toBeNull();
    });

    it('takes the reading only once the visit is confirmed: a cancelled confirmation reads no location', async () => {
      localStorage.setItem('field-tracker:visit-location:rep-1', 'granted');
      locate.mockImplementation((found) => {
        found(position({}, Date.now()));
      });
      const { user } = renderSales();
      await user.type(screen.getByLabelText('College Name'), 'Modern College');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const asked = await screen.findByRole('dialog', { name: 'Are you sure you want to submit the form?' });
      await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(11_000));
      expect(locate).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const again = await screen.findByRole('dialog', { name: 'Are you sure you want to submit the form?' });
      expect(locate).not.toHaveBeenCalled();
      await user.click(within(again).getByRole('button', { name: 'Confirm' }));
      expect(locate).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(500));
      await vi.waitFor(() => {
        expect(submitVisit).toHaveBeenCalledTimes(1);
      });
      expect(locate).toHaveBeenCalledTimes(1);
      expect(submitVisit.mock.calls[0]![0].reading).toMatchObject({ kind: 'fix', latitude: 18.5204 });
    });

    it('Not now: the visit is saved saying so, and no location is ever asked of the phone', async () => {
      const { user } = renderSales();
      const ask = await screen.findByRole('region', { name: 'Record where your visits are made?' });
      await user.click(within(ask).getByRole('button', { name: 'Not now' }));
      await user.type(screen.getByLabelText('College Name'), 'Modern College');
      await confirmAndFinish(user);
      await vi.waitFor(() => {
        expect(submitVisit).toHaveBeenCalledTimes(1);
      });
      expect(submitVisit.mock.calls[0]![0].reading).toEqual({ kind: 'none', reason: 'declined' });
      expect(locate).not.toHaveBeenCalled();
    });

    it('not asked yet: the form works as before and says the location was not asked', async () => {
      const { user } = renderSales();
      await screen.findByRole('region', { name: 'Record where your visits are made?' });
      await user.type(screen.getByLabelText('College Name'), 'Modern College');
      await confirmAndFinish(user);
      await vi.waitFor(() => {
        expect(submitVisit).toHaveBeenCalledTimes(1);
      });
      expect(submitVisit.mock.calls[0]![0].reading).toEqual({ kind: 'none', reason: 'notAsked' });
      expect(locate).not.toHaveBeenCalled();
    });

    it('a prompt nobody answers: after 3 s "Getting your location..." with Send without it; sent within 10 s with none', async () => {
      localStorage.setItem('field-tracker:visit-location:rep-1', 'granted');
      const { user } = renderSales();
      await user.type(screen.getByLabelText('College Name'), 'Modern College');
      // Submit was tapped 0.5 s ago (the sales form's own delay): the wait for the reading begins.
      await confirmAndFinish(user);
      await act(() => vi.advanceTimersByTimeAsync(2_900));
      expect(screen.getByRole('dialog', { name: 'Saving...' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send without it' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(100));
      const waiting = screen.getByRole('dialog', { name: 'Getting your location...' });
      expect(within(waiting).getByRole('button', { name: 'Send without it' })).toBeInTheDocument();
      expect(submitVisit).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(6_400));
      expect(submitVisit).not.toHaveBeenCalled();
      // 10 s from the tap on Submit at most: then it goes without a reading.
      await act(() => vi.advanceTimersByTimeAsync(100));
      await vi.waitFor(() => {
        expect(submitVisit).toHaveBeenCalledTimes(1);
      });
      expect(submitVisit.mock.calls[0]![0].reading).toEqual({ kind: 'none', reason: 'unanswered' });
      expect(await screen.findByRole('dialog', { name: 'Data submitted successfully!' })).toBeInTheDocument();
    });

    it('Send without it sends the visit at once, with no reading in time, and shows the success text', async () => {
      localStorage.setItem('field-tracker:visit-location:rep-1', 'granted');
      const { user } = renderSales();
      await user.type(screen.getByLabelText('College Name'), 'Modern College');
      await confirmAndFinish(user);
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      await user.click(screen.getByRole('button', { name: 'Send without it' }));
      await vi.waitFor(() => {
        expect(submitVisit).toHaveBeenCalledTimes(1);
      });
      expect(submitVisit.mock.calls[0]![0].reading).toEqual({ kind: 'none', reason: 'skipped' });
      expect(await screen.findByRole('dialog', { name: 'Data submitted successfully!' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Getting your location...' })).toBeNull();
    });

    it('a denied permission is sent as denied, and a reading the server would refuse as unavailable', async () => {
      localStorage.setItem('field-tracker:visit-location:rep-1', 'granted');
      locate.mockImplementationOnce((_found, failed) => {
        failed?.({
          code: 1,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: 'denied',
        });
      });
      locate.mockImplementationOnce((found) => {
        found(position({ latitude: Number.NaN }, Date.now()));
      });
      const { user } = renderSales();
      for (const name of ['Modern College', 'Sunrise Institute']) {
        await user.type(screen.getByLabelText('College Name'), name);
        await confirmAndFinish(user);
        await screen.findByRole('dialog', { name: 'Data submitted successfully!' });
        await act(() => vi.advanceTimersByTimeAsync(2000));
        expect(screen.getByLabelText('College Name')).toHaveValue('');
      }
      expect(submitVisit.mock.calls.map(([input]) => input.reading)).toEqual([
        { kind: 'none', reason: 'denied' },
        { kind: 'none', reason: 'unavailable' },
      ]);
    });
  });
});
