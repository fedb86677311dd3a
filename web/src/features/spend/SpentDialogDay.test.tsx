import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../lib/submission/outbox';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { SpentDialog } from './SpentDialog';
import type { SpentFormValues } from './spentForm';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn() }));
vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn(), message: vi.fn(), dismiss: vi.fn() },
}));

const server = vi.fn<(name: string, input: unknown) => Promise<unknown>>();
const saves = () => server.mock.calls.filter(([name]) => name === 'saveSalesSpend');
/** The policy the server answers with (unset maxDaysBack: the default 30). */
let maxDaysBack: number | undefined;

/** 01:30 on 1 April 2026 in Asia/Kolkata, still 31 March in UTC (the tests' own zone, a phone abroad). */
const earlyOnApril1 = Date.parse('2026-03-31T20:00:00Z');

beforeAll(installModalDialogs);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(earlyOnApril1);
  await startTestOutbox();
  vi.clearAllMocks();
  maxDaysBack = undefined;
  vi.mocked(httpsCallable).mockImplementation(
    (_functions, name) => (async (input: unknown) => ({ data: await server(name, input) })) as never,
  );
  server.mockImplementation((name) => {
    if (name === 'getSpendOptions') return new Promise(() => undefined);
    if (name === 'getSpendPolicy')
      return Promise.resolve({
        sales: {},
        placement: {},
        ...(maxDaysBack === undefined ? {} : { maxDaysBack }),
      });
    return Promise.resolve({ ids: ['a'] });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderDialog(editing?: { entryId: string; values: SpentFormValues }) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SpentDialog side="sales" open onClose={onClose} editing={editing} />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Visit Type'), 'Single Visit');
  await user.selectOptions(screen.getByLabelText('College'), 'VJTI Mumbai');
  await user.type(screen.getByLabelText('Allocated'), '500');
  await user.type(screen.getByLabelText('Spent'), '120');
}

const chooseDay = (day: string) => {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: day } });
};

describe("the Spent dialog's Date", () => {
  it("starts at today in Asia/Kolkata, whatever the phone's zone, up to 30 days back, and titles the dialog", () => {
    renderDialog();
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue('2026-04-01');
    expect(date).toHaveAttribute('max', '2026-04-01');
    expect(date).toHaveAttribute('min', '2026-03-02');
    expect(screen.getByRole('dialog', { name: 'Spent - 01/04/2026' })).toBeVisible();
  });

  it('titles the dialog with the chosen day and sends it, with the time of capture', async () => {
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    chooseDay('2026-03-30');
    expect(screen.getByRole('dialog', { name: 'Spent - 30/03/2026' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(saves()[0]?.[1]).toMatchObject({ day: '2026-03-30', capturedAt: earlyOnApril1 });
  });

  it.each([
    ['after today', '2026-04-02', 'Choose a day no later than today.'],
    ['more than 30 days back', '2026-03-01', 'Choose a day from 02/03/2026 to today.'],
    ['left empty', '', 'This field is required.'],
  ])('refuses a day %s at the field and sends nothing', async (_case, day, message) => {
    const { user } = renderDialog();
    await fillRequired(user);
    chooseDay(day);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Date')).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });

  it('goes as far back as the policy says', async () => {
    maxDaysBack = 7;
    const { user } = renderDialog();
    await waitFor(() => {
      expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2026-03-25');
    });
    await fillRequired(user);
    chooseDay('2026-03-24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
      'Choose a day from 25/03/2026 to today.',
    );
    expect(saves()).toHaveLength(0);
  });

  it("shows the server's refusal of the day at the Date field", async () => {
    server.mockImplementation((name) =>
      name === 'saveSalesSpend'
        ? Promise.reject(
            Object.assign(new Error('day: Choose a day no later than today.'), {
              code: 'functions/invalid-argument',
              details: { fieldErrors: [{ field: 'day', message: 'Choose a day no later than today.' }] },
            }),
          )
        : new Promise(() => undefined),
    );
    const { user } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Choose a day no later than today.');
    });
  });

  it('saved offline on the chosen day, is sent days later with that day and its time of capture', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    chooseDay('2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(saves()).toHaveLength(0);
    vi.setSystemTime(earlyOnApril1 + 3 * 24 * 60 * 60_000);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    outbox.kick({ now: true });
    await waitFor(() => {
      expect(saves()).toHaveLength(1);
    });
    expect(saves()[0]?.[1]).toMatchObject({ day: '2026-03-31', capturedAt: earlyOnApril1 });
  });

  it('Edit of a queued spend keeps its day and its time of capture', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const first = renderDialog();
    await fillRequired(first.user);
    chooseDay('2026-03-29');
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(first.onClose).toHaveBeenCalled();
    });
    cleanup();
    vi.setSystemTime(earlyOnApril1 + 60 * 60_000);
    const [queued] = outbox.getEntries();
    const held = await outbox.hold(queued?.id ?? '');
    const edit = renderDialog({ entryId: queued?.id ?? '', values: held?.form?.values as SpentFormValues });
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-29');
    expect(screen.getByRole('dialog', { name: 'Spent - 29/03/2026' })).toBeVisible();
    await edit.user.clear(screen.getByLabelText('Spent'));
    await edit.user.type(screen.getByLabelText('Spent'), '99');
    await edit.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(edit.onClose).toHaveBeenCalled();
    });
    expect(outbox.getEntries()).toMatchObject([
      { input: { spentAmount: 99, day: '2026-03-29', capturedAt: earlyOnApril1 } },
    ]);
  });
});
