import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/callables';
import { toCallError } from '../../lib/callError';
import type * as callables from '../../lib/callables';
import type { Session } from '../../lib/session';
import { outbox } from '../../lib/submission/outbox';
import { useFakeTimersBesideIndexedDb } from '../../testing/fakeTimers';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { renderPage } from '../../testing/renderPage';
import { PlacementPage } from './PlacementPage';
import { SalesPage } from './SalesPage';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('../../lib/callables', async (importOriginal) => ({
  ...(await importOriginal<typeof callables>()),
  call: vi.fn(),
}));
vi.mock('../../lib/session', () => ({ useSession: vi.fn(), getSession: vi.fn(), signOut: vi.fn() }));

const sales: Session = { status: 'signedIn', uid: 'rep-1', email: 'asha@example.com', roles: ['sales'] };
const placement: Session = {
  status: 'signedIn',
  uid: 'plac-1',
  email: 'kiran@example.com',
  roles: ['placement'],
};

type Submit = (input: Record<string, unknown>) => Promise<unknown>;
/** The server's write: each test says how long it takes to answer. */
let submitVisit: ReturnType<typeof vi.fn<Submit>>;

/** The server answers after `ms` of the fake clock. */
const answeredAfter = (ms: number, code: string) => () =>
  new Promise((resolve) => setTimeout(resolve, ms, { id: 'v1', code }));

/** What the SDK throws when the request got no answer (HTTP status 0): the reply was lost. */
const lostReply = () =>
  Promise.reject(toCallError(Object.assign(new Error('internal [0]'), { code: 'functions/internal' })));

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeAll(installModalDialogs);

beforeEach(async () => {
  vi.restoreAllMocks();
  await startTestOutbox('rep-1');
  useFakeTimersBesideIndexedDb();
  localStorage.clear();
  submitVisit = vi.fn<Submit>();
  vi.mocked(call).mockImplementation(((name: string, input: Record<string, unknown>) => {
    if (name === 'peekVisitCode') return Promise.resolve({ code: 'NEXT' });
    if (name === 'submitSalesVisit' || name === 'submitPlacementVisit') return submitVisit(input);
    if (name === 'visitedPlaces') return Promise.resolve({ names: [] });
    return Promise.reject(new Error(`unexpected call ${name}`));
  }) as never);
});

afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function submitSales(): Promise<void> {
  renderPage('/sales', <SalesPage />, sales);
  const typing = user();
  await typing.type(screen.getByLabelText('College Name'), 'Modern College');
  await typing.click(screen.getByRole('button', { name: 'Submit' }));
  const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to submit the form?' });
  await typing.click(within(confirm).getByRole('button', { name: 'Confirm' }));
}

/** Moves the fake clock by `ms`, a second at a time, checking `during` at each step. */
async function pass(ms: number, during: () => void = () => undefined): Promise<void> {
  for (let left = ms; left > 0; left -= 1000) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(1000, left)));
    during();
  }
}

const savedOnPhone = /Saved on this phone/;

describe('the sales visit: the seed’s words whatever the delay', () => {
  it.each([
    ['at once', 0],
    ['after 3 s', 3000],
    ['after 10 s', 10_000],
    ['on a cold first call (6.65 s)', 6650],
  ])('answered %s: "Saving..." until the answer, then "Data submitted successfully!"', async (_, ms) => {
    submitVisit.mockImplementationOnce(answeredAfter(ms, 'SALES-VIST-7'));
    await submitSales();
    expect(screen.getByRole('dialog', { name: 'Saving...' })).toBeInTheDocument();
    // The wait before sending (0.5 s), then the server's delay: 'Saving...' all along, no status line.
    await pass(500 + ms - 100, () => {
      expect(screen.getByRole('dialog', { name: 'Saving...' })).toBeInTheDocument();
      expect(screen.queryByTestId('followed-visit')).not.toBeInTheDocument();
    });
    const done = await screen.findByRole('dialog', { name: 'Data submitted successfully!' });
    expect(done).toHaveTextContent('Visit code: SALES-VIST-7');
    expect(screen.queryByText(savedOnPhone)).not.toBeInTheDocument();
    expect(screen.queryByTestId('followed-visit')).not.toBeInTheDocument();
    await pass(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('College Name')).toHaveValue('');
  });

  it('closed with X while the answer is awaited: the form comes back and the line shows the words', async () => {
    submitVisit.mockImplementationOnce(answeredAfter(10_000, 'SALES-VIST-9'));
    await submitSales();
    await pass(1000);
    // Closable once the visit is kept on the phone.
    const saving = screen.getByRole('dialog', { name: 'Saving...' });
    fireEvent.click(await within(saving).findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByLabelText('College Name')).toHaveValue('');
    await pass(10_000);
    await vi.waitFor(() => {
      expect(screen.getByTestId('followed-visit')).toHaveTextContent(
        'Data submitted successfully! Visit code: SALES-VIST-9',
      );
    });
  });

  it('a lost reply, then offline, then online: the idempotent answer turns "Saved on this phone" into the success words', async () => {
    // The request reached the server, which stored it; its reply was lost, and the phone went offline.
    submitVisit.mockImplementationOnce(() => {
      setOnline(false);
      return lostReply();
    });
    submitVisit.mockImplementationOnce(() => Promise.resolve({ id: 'v1', code: 'SALES-VIST-7' }));
    await submitSales();
    expect(await screen.findByRole('dialog', { name: savedOnPhone })).toBeInTheDocument();
    // Back online within the dialog's 2 s: the retry gets the stored visit's answer.
    await pass(1000);
    setOnline(true);
    outbox.kick({ now: true });
    const done = await screen.findByRole('dialog', { name: 'Data submitted successfully!' });
    expect(done).toHaveTextContent('Visit code: SALES-VIST-7');
    expect(submitVisit.mock.calls[1]![0]).toEqual(submitVisit.mock.calls[0]![0]);
    expect(screen.queryByText(savedOnPhone)).not.toBeInTheDocument();
  });

  it('a lost reply, offline until the dialog closed: the status line says the success words when the retry is answered', async () => {
    submitVisit.mockImplementationOnce(() => {
      setOnline(false);
      return lostReply();
    });
    submitVisit.mockImplementationOnce(() => Promise.resolve({ id: 'v1', code: 'SALES-VIST-7' }));
    await submitSales();
    expect(await screen.findByRole('dialog', { name: savedOnPhone })).toBeInTheDocument();
    await pass(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const line = screen.getByTestId('followed-visit');
    expect(line).toHaveTextContent('Waiting for a connection');
    setOnline(true);
    outbox.kick({ now: true });
    await vi.waitFor(() => {
      expect(line).toHaveTextContent('Data submitted successfully! Visit code: SALES-VIST-7');
    });
    expect(screen.queryByText(savedOnPhone)).not.toBeInTheDocument();
  });
});

describe('the placement visit: its modal whatever the delay', () => {
  async function submitPlacement(): Promise<void> {
    await startTestOutbox('plac-1');
    renderPage('/placement', <PlacementPage />, placement);
    const typing = user();
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
    for (const [label, value] of texts) await typing.type(screen.getByLabelText(label), value);
    await typing.selectOptions(screen.getByLabelText('Domain'), 'IT');
    await typing.selectOptions(screen.getByLabelText('Pitched'), 'Yes');
    await typing.selectOptions(screen.getByLabelText('JD Received'), 'No');
    await typing.click(screen.getByRole('button', { name: 'Submit' }));
  }

  it.each([
    ['at once', 0],
    ['after 3 s', 3000],
    ['after 10 s', 10_000],
    ['on a cold first call (6.65 s)', 6650],
  ])('answered %s: "Submitting..." until the answer, then its modal', async (_, ms) => {
    submitVisit.mockImplementationOnce(answeredAfter(ms, 'Placement_Visit_05'));
    await submitPlacement();
    await pass(ms - 100, () => {
      expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      expect(screen.queryByTestId('followed-visit')).not.toBeInTheDocument();
    });
    const modal = await screen.findByRole('dialog', { name: 'Your data has been successfully submitted!' });
    expect(modal).toHaveTextContent('Placement_Visit_05');
    expect(screen.queryByTestId('followed-visit')).not.toBeInTheDocument();
  });

  it('a lost reply, then offline, then online: the modal turns into its success words', async () => {
    submitVisit.mockImplementationOnce(() => {
      setOnline(false);
      return lostReply();
    });
    submitVisit.mockImplementationOnce(() => Promise.resolve({ id: 'p1', code: 'Placement_Visit_05' }));
    await submitPlacement();
    expect(await screen.findByRole('dialog', { name: savedOnPhone })).toBeInTheDocument();
    setOnline(true);
    outbox.kick({ now: true });
    const modal = await screen.findByRole('dialog', { name: 'Your data has been successfully submitted!' });
    expect(modal).toHaveTextContent('Placement_Visit_05');
    expect(screen.queryByText(savedOnPhone)).not.toBeInTheDocument();
  });
});
