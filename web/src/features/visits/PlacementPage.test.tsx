import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/callables';
import type * as callables from '../../lib/callables';
import type { Session } from '../../lib/session';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { renderPage } from '../../testing/renderPage';
import { PlacementPage } from './PlacementPage';
import { useFakeTimersBesideIndexedDb } from '../../testing/fakeTimers';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('../../lib/callables', async (importOriginal) => ({
  ...(await importOriginal<typeof callables>()),
  call: vi.fn(),
}));
vi.mock('../../lib/session', () => ({ useSession: vi.fn(), getSession: vi.fn(), signOut: vi.fn() }));

const session: Session = {
  status: 'signedIn',
  uid: 'plac-1',
  email: 'kiran.placement@example.com',
  roles: ['placement'],
};

type Submit = (input: Record<string, unknown>) => Promise<unknown>;
let submitVisit: ReturnType<typeof vi.fn<Submit>>;
let peek: ReturnType<typeof vi.fn<() => Promise<unknown>>>;

beforeAll(installModalDialogs);

beforeEach(async () => {
  await startTestOutbox('plac-1');
  useFakeTimersBesideIndexedDb();
  localStorage.clear();
  peek = vi.fn(() => Promise.resolve({ code: 'Placement_Visit_05' }));
  submitVisit = vi.fn<Submit>(() => Promise.resolve({ id: 'p1', code: 'Placement_Visit_05' }));
  vi.mocked(call).mockImplementation(((name: string, input: Record<string, unknown>) => {
    if (name === 'peekVisitCode') return peek();
    if (name === 'submitPlacementVisit') return submitVisit(input);
    if (name === 'visitedPlaces') return Promise.resolve({ names: [] });
    return Promise.reject(new Error(`unexpected call ${name}`));
  }) as never);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPlacement() {
  renderPage('/placement', <PlacementPage />, session);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  const texts: [string, string][] = [
    ['Company Name', 'Acme Analytics'],
    ['City', 'Mumbai'],
    ['Client Name', 'Priya Shah'],
    ['Client Designation', 'HR Manager'],
    ['Client Email', 'priya@acme.example.com'],
    ['Client Contact', '022 2345 6789'],
    ['CR Rep', 'Kiran'],
    ['Visit Purpose', 'Campus hiring'],
    ['Industry', 'Software'],
    ['Hiring Period', 'June 2025'],
    ['Numbers for Hiring', '15'],
  ];
  for (const [label, value] of texts) await user.type(screen.getByLabelText(label), value);
  await user.selectOptions(screen.getByLabelText('Pitched'), 'Yes');
  await user.selectOptions(screen.getByLabelText('JD Received'), 'No');
}

describe('PlacementPage', () => {
  it('requires every field, and the typed domain only when Other is chosen', async () => {
    const user = renderPlacement();
    expect(await screen.findByTestId('visit-code')).toHaveTextContent('Placement_Visit_05');
    const form = screen.getByRole('form', { name: 'Placement visit' });
    const controls = form.querySelectorAll('input, select');
    expect(controls).toHaveLength(15);
    // Every field of the form, but the follow-up it may set.
    const next = screen.getByLabelText('Next visit on');
    for (const control of controls) if (control !== next) expect(control).toBeRequired();
    expect(next).not.toBeRequired();
    expect(screen.queryByLabelText('Enter Other Domain')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Domain'), 'Other');
    expect(screen.getByLabelText('Enter Other Domain')).toBeRequired();
    expect(screen.getByLabelText('Client Email')).toHaveAttribute('type', 'email');
  });

  it('sends nothing while a required field is empty', async () => {
    const user = renderPlacement();
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('City')).toBeInvalid();
    expect(submitVisit).not.toHaveBeenCalled();
  });

  it('submits the typed domain, shows Submitting... and the success modal for 2 s, then clears', async () => {
    let finish: (value: unknown) => void = () => undefined;
    submitVisit.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const user = renderPlacement();
    await fillEverything(user);
    await user.selectOptions(screen.getByLabelText('Domain'), 'Other');
    await user.type(screen.getByLabelText('Enter Other Domain'), 'Data Engineering');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await vi.waitFor(() => {
      expect(submitVisit).toHaveBeenCalled();
    });
    expect(submitVisit.mock.calls[0]![0]).toMatchObject({ domain: 'Data Engineering', numbersForHiring: 15 });
    peek.mockResolvedValue({ code: 'Placement_Visit_06' });
    await act(async () => {
      finish({ id: 'p1', code: 'Placement_Visit_05' });
      await Promise.resolve();
    });
    const modal = await screen.findByRole('dialog', { name: 'Your data has been successfully submitted!' });
    expect(modal).toHaveTextContent('Placement_Visit_05');

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toHaveValue('');
    expect(await screen.findByTestId('visit-code')).toHaveTextContent('Placement_Visit_06');
  });

  it('a location nobody gives: Submitting..., then "Getting your location..." with Send without it at 3 s', async () => {
    localStorage.setItem('field-tracker:visit-location:plac-1', 'granted');
    // The browser's prompt is never answered: no callback ever comes.
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: vi.fn() },
      configurable: true,
    });
    try {
      const user = renderPlacement();
      await fillEverything(user);
      await user.selectOptions(screen.getByLabelText('Domain'), 'Other');
      await user.type(screen.getByLabelText('Enter Other Domain'), 'Data Engineering');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      const waiting = screen.getByRole('dialog', { name: 'Getting your location...' });
      await user.click(within(waiting).getByRole('button', { name: 'Send without it' }));
      await vi.waitFor(() => {
        expect(submitVisit).toHaveBeenCalledTimes(1);
      });
      expect(submitVisit.mock.calls[0]![0].reading).toEqual({ kind: 'none', reason: 'skipped' });
      expect(
        await screen.findByRole('dialog', { name: 'Your data has been successfully submitted!' }),
      ).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('shows Placement_01 when the code cannot be loaded', async () => {
    peek.mockRejectedValue(new Error('offline'));
    renderPlacement();
    expect(await screen.findByTestId('visit-code')).toHaveTextContent('Placement_01');
  });

  it('places Spent, Bills and Placement Docs in the action bar', () => {
    renderPlacement();
    const bar = screen.getByRole('navigation', { name: 'Placement actions' });
    expect(Array.from(bar.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      'Spent',
      'Bills',
      'Placement Docs',
    ]);
    expect(screen.getByRole('button', { name: 'Spent' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Bills' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Placement Docs' })).toBeEnabled();
  });
});
