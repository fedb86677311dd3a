import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { apiKey } from '../../lib/apiKey';
import { SpentDialog } from './SpentDialog';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn() }));
vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn(), message: vi.fn(), dismiss: vi.fn() },
}));

const server = vi.fn<(name: string, input: unknown) => Promise<unknown>>();
const saves = () => server.mock.calls.filter(([name]) => name === 'saveSalesSpend');

function networkDown(): Error {
  return Object.assign(new Error('unavailable'), { code: 'functions/unavailable' });
}

function answer(myAdvances: unknown) {
  server.mockImplementation((name) => {
    if (name === 'myAdvances')
      return myAdvances instanceof Error ? Promise.reject(myAdvances) : Promise.resolve(myAdvances);
    if (name === 'saveSalesSpend') return Promise.resolve({ ids: ['a'] });
    return new Promise(() => undefined);
  });
}

function renderDialog(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <SpentDialog side="sales" open onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeAll(() => {
  installModalDialogs();
});

beforeEach(async () => {
  await startTestOutbox();
  server.mockReset();
  vi.mocked(httpsCallable).mockImplementation(
    (_functions, name) => (async (input: unknown) => ({ data: await server(name, input) })) as never,
  );
});

describe('the Spent dialog proposes the advance the person holds', () => {
  it('shows what they hold beside Allocated, fills it on a tap, and saves', async () => {
    answer({ advances: [], heldPaise: 180_000 });
    const user = renderDialog();
    expect(await screen.findByText('Advance with you: ₹1,800.00')).toBeVisible();
    expect(await axeViolations(screen.getByTestId('advance-proposal'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Use as Allocated' }));
    expect(screen.getByLabelText('Allocated')).toHaveValue('1800.00');
    expect(screen.getByLabelText('Allocated')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Visit Type'), 'Single Visit');
    await user.selectOptions(screen.getByLabelText('College'), 'VJTI Mumbai');
    await user.type(screen.getByLabelText('Spent'), '1200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(saves()).toHaveLength(1);
    });
    expect(saves()[0]?.[1]).toMatchObject({ allocatedAmount: 1800, spentAmount: 1200 });
  });

  it('never refuses a save for an Allocated beyond what they hold', async () => {
    answer({ advances: [], heldPaise: 50_000 });
    const user = renderDialog();
    expect(await screen.findByText('Advance with you: ₹500.00')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Visit Type'), 'Single Visit');
    await user.selectOptions(screen.getByLabelText('College'), 'VJTI Mumbai');
    await user.type(screen.getByLabelText('Allocated'), '2000');
    await user.type(screen.getByLabelText('Spent'), '1200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(saves()).toHaveLength(1);
    });
    expect(saves()[0]?.[1]).toMatchObject({ allocatedAmount: 2000 });
  });

  it('proposes nothing when they hold nothing', async () => {
    answer({ advances: [], heldPaise: 0 });
    renderDialog();
    await waitFor(() => {
      expect(server.mock.calls.some(([name]) => name === 'myAdvances')).toBe(true);
    });
    expect(screen.queryByTestId('advance-proposal')).not.toBeInTheDocument();
  });

  it('offline, proposes from the copy kept on the phone', async () => {
    answer(networkDown());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(apiKey('myAdvances'), { advances: [], heldPaise: 180_000 });
    renderDialog(client);
    expect(await screen.findByText('Advance with you: ₹1,800.00')).toBeVisible();
  });
});
