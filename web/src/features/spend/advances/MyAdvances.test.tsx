import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceMessages } from '@domain/advances/advanceText';
import { addDays, orgDayOf } from '@domain/time/orgTime';
import { call } from '../../../lib/callables';
import type { CallEntry } from '../../../lib/submission/entry';
import { outbox } from '../../../lib/submission/outbox';
import { outboxMessages } from '../../../lib/submission/outboxMessages';
import { getSession, useSession, type Session } from '../../../lib/session';
import { advanceView, paidAdvance } from '../../../testing/advances';
import { axeViolations } from '../../../testing/axe';
import { installModalDialogs } from '../../../testing/modalDialogs';
import { startTestOutbox } from '../../../testing/outbox';
import { renderPage } from '../../../testing/renderPage';
import { myAdvancesQuery } from '../api/myAdvances';
import { MyAdvances } from './MyAdvances';

vi.mock('../../../lib/callables', () => ({ call: vi.fn() }));
vi.mock('../../../lib/session', () => ({ useSession: vi.fn(), getSession: vi.fn(), signOut: vi.fn() }));
vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn(), message: vi.fn(), dismiss: vi.fn() },
}));

const rep: Session = { status: 'signedIn', uid: 'rep-1', email: 'asha.sales@example.com', roles: ['sales'] };
const request = advanceView();
const paid = paidAdvance();

function networkDown(): Error {
  return Object.assign(new Error('unavailable'), { code: 'functions/unavailable' });
}

function answer(overrides: Record<string, unknown> = {}) {
  vi.mocked(call).mockImplementation(((name: string) => {
    if (name in overrides) {
      const value = overrides[name];
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    }
    if (name === 'myAdvances') return Promise.resolve({ advances: [request, paid], heldPaise: 180_000 });
    if (name === 'myFollowUps') {
      const due = (place: string) => ({ place, placeKey: place, kind: 'sales', due: '2026-12-01' });
      return Promise.resolve({ today: '2026-12-01', followUps: [due('ABC College'), due('XYZ Institute')] });
    }
    return Promise.resolve({ advance: request });
  }) as typeof call);
}

const calls = (name: string) => vi.mocked(call).mock.calls.filter(([called]) => called === name);

beforeAll(() => {
  installModalDialogs();
});

beforeEach(async () => {
  vi.mocked(call).mockReset();
  vi.mocked(toast.success).mockClear();
  await startTestOutbox('rep-1');
});

async function openAsk() {
  renderPage('/myspends', <MyAdvances uid="rep-1" />, rep);
  await userEvent.click(await screen.findByRole('button', { name: 'Ask for an advance' }));
  return screen.getByRole('dialog', { name: 'Ask for an advance' });
}

describe('My spends: advances', () => {
  it('shows each advance in the server words with its state, and what the person holds', async () => {
    answer();
    renderPage('/myspends', <MyAdvances uid="rep-1" />, rep);
    expect(await screen.findByTestId('advances-held')).toHaveTextContent('Advances with you: ₹1,800.00');
    const items = screen.getAllByTestId('my-advance');
    expect(items.map((item) => within(item).getByTestId('my-advance-state').textContent)).toEqual([
      'Requested',
      'Open',
    ]);
    expect(
      screen.getByText('Advance ₹5,000.00 paid 26/11/2026 by UPI: ₹3,200.00 used, ₹1,800.00 with you'),
    ).toBeVisible();
    expect(within(items[0]!).getByRole('button', { name: 'Cancel request' })).toBeVisible();
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('has nothing axe finds, listed and with the form open', async () => {
    answer();
    const { container } = renderPage('/myspends', <MyAdvances uid="rep-1" />, rep);
    await screen.findByTestId('advances-held');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for an advance' }));
    await screen.findByRole('checkbox', { name: 'XYZ Institute' });
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when there is none, and offers a retry when loading fails', async () => {
    answer({ myAdvances: new Error('down') });
    renderPage('/myspends', <MyAdvances uid="rep-1" />, rep);
    expect(await screen.findByText('Your advances could not be loaded.')).toBeVisible();
    answer({ myAdvances: { advances: [], heldPaise: 0 } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No advances yet.')).toBeVisible();
    expect(screen.getByTestId('advances-held')).toHaveTextContent('Advances with you: ₹0.00');
  });

  it('cancels a request through the outbox after asking', async () => {
    answer();
    renderPage('/myspends', <MyAdvances uid="rep-1" />, rep);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this advance request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls('cancelAdvance')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this advance request?' })).getByRole('button', {
        name: 'Cancel request',
      }),
    );
    await waitFor(() => {
      expect(calls('cancelAdvance')).toHaveLength(1);
    });
    expect(calls('cancelAdvance')[0]?.[1]).toMatchObject({ advanceId: 'adv-1' });
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalledWith('Cancellation sent.', expect.anything());
    });
  });

  it('checks the request with the server schema and its words before anything is queued', async () => {
    answer();
    const dialog = await openAsk();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(await within(dialog).findByText(advanceMessages.amount)).toBeVisible();
    expect(within(dialog).getByText(advanceMessages.purposeRequired)).toBeVisible();
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '0');
    const today = orgDayOf(Date.now());
    await userEvent.clear(within(dialog).getByLabelText('Last day'));
    await userEvent.type(within(dialog).getByLabelText('Last day'), addDays(today, -1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(await within(dialog).findByText(advanceMessages.amountPositive)).toBeVisible();
    expect(within(dialog).getByText(advanceMessages.daysOrder)).toBeVisible();
    expect(outbox.getEntries()).toHaveLength(0);
    expect(calls('requestAdvance')).toHaveLength(0);
  });

  it('hands the request to the outbox with Due and typed places, one request id, sent when online', async () => {
    answer();
    const dialog = await openAsk();
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '5,000');
    await userEvent.type(within(dialog).getByLabelText('Purpose'), 'Pune colleges');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'XYZ Institute' }));
    await userEvent.type(within(dialog).getByLabelText('Another place'), 'New Campus{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Remove New Campus' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    await waitFor(() => {
      expect(calls('requestAdvance')).toHaveLength(1);
    });
    const today = orgDayOf(Date.now());
    const input = calls('requestAdvance')[0]?.[1] as Record<string, unknown>;
    expect(input).toMatchObject({
      amount: 5000,
      purpose: 'Pune colleges',
      from: today,
      to: today,
      places: ['XYZ Institute', 'New Campus'],
    });
    expect(typeof input.requestId).toBe('string');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Ask for an advance' })).not.toBeInTheDocument();
    });
    expect(toast.success).toHaveBeenCalledWith('Advance request sent.', expect.anything());
    const entry = outbox.getEntries()[0] as CallEntry<'requestAdvance'>;
    expect(entry.callable).toBe('requestAdvance');
    expect(entry.input.requestId).toBe(input.requestId);
  });

  it('keeps the request on the phone with no signal and shows it waiting', async () => {
    answer({ requestAdvance: networkDown() });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const dialog = await openAsk();
      await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '2000');
      await userEvent.type(within(dialog).getByLabelText('Purpose'), 'Nashik trip');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
      await waitFor(() => {
        expect(toast.success).toHaveBeenCalledWith(outboxMessages.savedOnPhone, expect.anything());
      });
      expect(outbox.getEntries().map((entry) => entry.state)).toEqual(['waiting']);
      expect(await screen.findByText('Advance request of ₹2,000.00 waiting to be sent')).toBeVisible();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('asks the server again on opening, over a copy kept on the phone that is still fresh', async () => {
    answer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    client.setQueryData(myAdvancesQuery.queryKey, { advances: [request], heldPaise: 0 });
    vi.mocked(useSession).mockReturnValue(rep);
    vi.mocked(getSession).mockReturnValue(rep);
    render(
      <QueryClientProvider client={client}>
        <MyAdvances uid="rep-1" />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('advances-held')).toHaveTextContent('Advances with you: ₹0.00');
    await waitFor(() => {
      expect(screen.getByTestId('advances-held')).toHaveTextContent('Advances with you: ₹1,800.00');
    });
    expect(calls('myAdvances')).toHaveLength(1);
  });
});
