import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpendSide } from '@domain/spend/sides';
import { outbox } from '../../lib/submission/outbox';
import { startTestOutbox } from '../../testing/outbox';
import { useFakeTimersBesideIndexedDb } from '../../testing/fakeTimers';
import { passEveryRetry } from '../../testing/outboxKit';
import { dayText } from '../../components/spendEntry/entryText';
import { SpentDialog } from './SpentDialog';
import { orgDayOf } from '@domain/time/orgTime';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn() }));
vi.mock('sonner', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    loading: vi.fn(() => 'sending'),
    message: vi.fn(),
    dismiss: vi.fn(),
  },
}));

/** The server as the dialog reaches it: one function of the callable's name and input. */
const server = vi.fn<(name: string, input: unknown) => Promise<unknown>>();
/** What the dialog reads (its lists and the limits) rather than saves. */
const reads = ['getSpendOptions', 'getSpendPolicy', 'myAdvances'];
const saves = () => server.mock.calls.filter(([name]) => !reads.includes(name));

function networkDown(): Error {
  return Object.assign(new Error('unavailable'), { code: 'functions/unavailable' });
}

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(async () => {
  await startTestOutbox();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  server.mockReset();
  vi.mocked(httpsCallable).mockImplementation(
    (_functions, name) => (async (input: unknown) => ({ data: await server(name, input) })) as never,
  );
  server.mockImplementation((name) =>
    reads.includes(name) ? new Promise(() => undefined) : Promise.resolve({ ids: ['a', 'b', 'c'] }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDialog(side: SpendSide = 'sales') {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SpentDialog side={side} open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog'), user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillRequired(user: User, place = 'VJTI Mumbai', noun = 'College') {
  await user.selectOptions(screen.getByLabelText('Visit Type'), 'Single Visit');
  await user.selectOptions(screen.getByLabelText(noun), place);
  await user.type(screen.getByLabelText('Allocated'), '1000');
  await user.type(screen.getByLabelText('Spent'), '250.50');
}

describe('SpentDialog', () => {
  it("is titled with today's date and lists the default colleges while the server's list loads", () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: `Spent - ${dayText(orgDayOf(Date.now()))}` })).toBeVisible();
    const colleges = within(screen.getByLabelText('College')).getAllByRole('option');
    expect(colleges).toHaveLength(38);
    expect(colleges.at(-1)).toHaveTextContent('Other');
    for (const label of ['Allocated', 'Spent', 'Food', 'Fuel', 'Stay', 'Toll']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('inputmode', 'decimal');
    }
  });

  it("uses the organisation's list once the server sends it", async () => {
    server.mockImplementation((name) =>
      Promise.resolve(
        name === 'getSpendOptions' ? { colleges: ['Alpha Institute', 'Other'], companies: ['Other'] } : {},
      ),
    );
    renderDialog();
    await waitFor(() => {
      expect(within(screen.getByLabelText('College')).getAllByRole('option')).toHaveLength(3);
    });
    expect(screen.getByRole('option', { name: 'Alpha Institute' })).toBeInTheDocument();
  });

  it.each([
    ['sales', 'Please fill in all the required fields.'],
    ['placement', 'Please fill out all fields.'],
  ] as const)(
    'on the %s side, says %j when a required field is missing, and saves nothing',
    async (side, text) => {
      const { user } = renderDialog(side);
      await user.type(screen.getByLabelText('Allocated'), '100');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByLabelText('Visit Type')).toHaveAccessibleDescription('This field is required.');
      expect(screen.getByLabelText('Spent')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Allocated')).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText('Visit Type')).toHaveFocus();
      expect(saves()).toHaveLength(0);
    },
  );

  it('refuses negative and non-numeric amounts inline', async () => {
    const { user } = renderDialog();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Food'), '-20');
    await user.type(screen.getByLabelText('Toll'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('Food')).toHaveAccessibleDescription('Must not be negative.');
    expect(screen.getByLabelText('Toll')).toHaveAccessibleDescription('Must be a number.');
    expect(saves()).toHaveLength(0);
  });

  it('asks for the name when Other is chosen and left empty', async () => {
    const { user } = renderDialog();
    await fillRequired(user, 'Other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Enter Other College Name')).toHaveAccessibleDescription(
      'Enter the college name.',
    );
    expect(screen.getByLabelText('Enter Other College Name')).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });

  it('refuses the same place twice, on the company side in its words', async () => {
    const { user } = renderDialog('placement');
    await fillRequired(user, 'Infosys', 'Company');
    await user.selectOptions(screen.getByLabelText('Visit Type'), 'Multiple Visit');
    await user.click(screen.getByRole('button', { name: 'Add Company' }));
    await user.type(screen.getByLabelText('Company 2'), ' infosys');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Company 2')).toHaveAccessibleDescription('This company is already listed.');
    expect(saves()).toHaveLength(0);
  });

  it('adds and removes extra places, and drops them when going back to a Single Visit', async () => {
    const { user } = renderDialog();
    await user.selectOptions(screen.getByLabelText('Visit Type'), 'Multiple Visit');
    await user.click(screen.getByRole('button', { name: 'Add College' }));
    await user.click(screen.getByRole('button', { name: 'Add College' }));
    await user.type(screen.getByLabelText('College 2'), 'Alpha');
    await user.type(screen.getByLabelText('College 3'), 'Beta');
    await user.click(screen.getByRole('button', { name: 'Remove College 2' }));
    expect(screen.getByLabelText('College 2')).toHaveValue('Beta');
    expect(screen.queryByLabelText('College 3')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Visit Type'), 'Single Visit');
    expect(screen.queryByRole('button', { name: 'Add College' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Visit Type'), 'Multiple Visit');
    expect(screen.queryByLabelText('College 2')).not.toBeInTheDocument();
  });

  it('saves a Multiple Visit once, shows Saving..., then resets, toasts for 3 s and closes', async () => {
    let finish: (value: unknown) => void = () => undefined;
    server.mockImplementation((name) =>
      reads.includes(name)
        ? new Promise(() => undefined)
        : new Promise((resolve) => {
            finish = resolve;
          }),
    );
    const { user, onClose } = renderDialog();
    await fillRequired(user, 'Other');
    await user.type(screen.getByLabelText('Enter Other College Name'), '  Modern College  ');
    await user.selectOptions(screen.getByLabelText('Visit Type'), 'Multiple Visit');
    await user.click(screen.getByRole('button', { name: 'Add College' }));
    await user.type(screen.getByLabelText('College 2'), 'VJTI Mumbai');
    await user.type(screen.getByLabelText('Food'), '1,200');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByLabelText('Allocated')).toBeDisabled();
    await waitFor(() => {
      expect(saves()).toHaveLength(1);
    });
    expect(saves()).toEqual([
      [
        'saveSalesSpend',
        {
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
          day: orgDayOf(Date.now()),
          capturedAt: expect.any(Number) as unknown,
          visitType: 'Multiple Visit',
          colleges: ['Modern College', 'VJTI Mumbai'],
          allocatedAmount: 1000,
          spentAmount: 250.5,
          food: 1200,
          fuel: 0,
          stay: 0,
          toll: 0,
        },
      ],
    ]);

    await act(async () => {
      finish({ ids: ['a', 'b'] });
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    expect(toast.success).toHaveBeenCalledWith('Data saved successfully!', { duration: 3000 });
    expect(screen.getByLabelText('Allocated')).toHaveValue('');
    expect(screen.getByLabelText('Visit Type')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('keeps an entry that got no answer on the phone, says so, closes, and resends it with the same request id', async () => {
    let attempts = 0;
    server.mockImplementation((name) => {
      if (reads.includes(name)) return new Promise(() => undefined);
      attempts += 1;
      return attempts < 2 ? Promise.reject(networkDown()) : Promise.resolve({ ids: ['a'] });
    });
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Saved on this phone. It will be sent when you are back online.',
      {
        duration: 3000,
      },
    );
    expect(screen.getByLabelText('Allocated')).toHaveValue('');
    await waitFor(
      () => {
        expect(saves()).toHaveLength(2);
      },
      { timeout: 5000 },
    );
    const ids = saves().map(([, input]) => (input as { requestId: string }).requestId);
    expect(new Set(ids).size).toBe(1);
    await waitFor(() => {
      expect(outbox.getEntries().map((entry) => entry.state)).toEqual(['sent']);
    });
  });

  it('says plainly when the phone has no room for the entry, and keeps the values', async () => {
    vi.spyOn(outbox, 'submit').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This phone has no room to keep another entry.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Spent')).toHaveValue('250.50');
    expect(saves()).toHaveLength(0);
  });

  it('fails a queued entry the server calls reused (an update since it was saved) and stores nothing new', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    server.mockImplementation((name) =>
      reads.includes(name)
        ? new Promise(() => undefined)
        : Promise.reject(
            Object.assign(new Error('This request id was used for other values. [400]'), {
              code: 'functions/failed-precondition',
              details: { reason: 'request-reused' },
            }),
          ),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    // From here the outbox's timers and clock (Date) are fake: the test moves them.
    useFakeTimersBesideIndexedDb();
    outbox.kick({ now: true });
    await waitFor(() => {
      expect(outbox.getEntries().map((entry) => entry.state)).toEqual(['failed']);
    });
    expect(outbox.getEntries()[0]?.problem?.message).toBe(
      'The app was updated since this was saved. Check it and send it again.',
    );
    // Sent once: past every retry the outbox would make, never again (the app's outbox reads the
    // faked Date, so only the timers move).
    await passEveryRetry([outbox], () => undefined);
    expect(saves()).toHaveLength(1);
    expect(outbox.getEntries().map((entry) => entry.state)).toEqual(['failed']);
  });

  it('gives the screen back within 2 s when the reply is held, then says it was saved when it comes', async () => {
    let answer: (value: unknown) => void = () => undefined;
    server.mockImplementation((name) =>
      reads.includes(name)
        ? new Promise(() => undefined)
        : new Promise((resolve) => {
            answer = resolve;
          }),
    );
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => {
        expect(onClose).toHaveBeenCalledTimes(1);
      },
      { timeout: 2000 },
    );
    expect(Date.now() - clicked).toBeLessThan(2000);
    expect(toast.loading).toHaveBeenCalledWith('Sending…');
    expect(toast.success).not.toHaveBeenCalled();
    answer({ ids: ['a'] });
    // In place of the 'Sending…' toast, never beside it.
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalledWith('Data saved successfully!', {
        id: 'sending',
        duration: 3000,
      });
    });
    expect(toast.dismiss).not.toHaveBeenCalled();
    expect(outbox.getEntries().map((entry) => entry.state)).toEqual(['sent']);
  });

  it("shows the server's refusal on the field it names", async () => {
    server.mockImplementation((name) =>
      reads.includes(name)
        ? new Promise(() => undefined)
        : Promise.reject(
            Object.assign(new Error('colleges.0: Enter the college name.'), {
              code: 'functions/invalid-argument',
              details: { fieldErrors: [{ field: 'colleges.0', message: 'Enter the college name.' }] },
            }),
          ),
    );
    const { user } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getByLabelText('College')).toHaveAccessibleDescription('Enter the college name.');
    });
    expect(saves()).toHaveLength(1);
    await waitFor(() => {
      expect(outbox.getEntries()).toHaveLength(0);
    });
  });

  it('shows a refusal that names no field as it is, e.g. a missing role', async () => {
    server.mockImplementation((name) =>
      reads.includes(name)
        ? new Promise(() => undefined)
        : Promise.reject(
            Object.assign(new Error('This needs the sales role.'), { code: 'functions/permission-denied' }),
          ),
    );
    const { user } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This needs the sales role.');
    expect(saves()).toHaveLength(1);
  });

  it("leaves the toast to the screen when it passes onSaved (the placement action bar's own toast)", async () => {
    const onSaved = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <SpentDialog side="placement" open onClose={vi.fn()} onSaved={onSaved} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await fillRequired(user, 'Infosys', 'Company');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledTimes(1);
    });
    expect(toast.success).not.toHaveBeenCalled();
    expect(saves()[0]?.[0]).toBe('savePlacementSpend');
  });

  it('Cancel discards the entry and closes', async () => {
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Allocated')).toHaveValue('');
  });
});
