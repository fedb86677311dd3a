import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayMileageOutput } from '@domain/api/dayMileage';
import { mileageMessages } from '@domain/day/mileage';
import { orgDayOf } from '@domain/time/orgTime';
import { startTestOutbox } from '../../../testing/outbox';
import { SpentDialog } from '../SpentDialog';

vi.mock('../../../lib/firebase', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn() }));
vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn(() => 'id'), message: vi.fn(), dismiss: vi.fn() },
}));

const server = vi.fn<(name: string, input: unknown) => Promise<unknown>>();
const reads = ['getSpendOptions', 'getSpendPolicy', 'myAdvances'];

/** A day of 10 km then 20 km, with both vehicles paid: the test's own figures, as the server sends them. */
const day: DayMileageOutput = {
  kind: 'legs',
  legs: [
    { from: 'Home', to: 'VJTI Mumbai', centiKm: 1_000 },
    { from: 'VJTI Mumbai', to: 'Modern College', centiKm: 2_000 },
  ],
  centiKm: 3_000,
  roadFactor: 1.4,
  allowances: [
    {
      vehicle: 'two-wheeler',
      centiKm: 3_000,
      roadFactor: 1.4,
      roadCentiKm: 4_200,
      ratePaise: 350,
      allowedPaise: 14_700,
    },
    {
      vehicle: 'car',
      centiKm: 3_000,
      roadFactor: 1.4,
      roadCentiKm: 4_200,
      ratePaise: 800,
      allowedPaise: 33_600,
    },
  ],
};

beforeAll(() => {
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
  server.mockReset();
  vi.mocked(httpsCallable).mockImplementation(
    (_functions, name) => (async (input: unknown) => ({ data: await server(name, input) })) as never,
  );
});

function answering(mileage: DayMileageOutput) {
  server.mockImplementation((name) => {
    if (reads.includes(name)) return new Promise(() => undefined);
    if (name === 'dayMileage') return Promise.resolve(mileage);
    return Promise.resolve({ ids: ['a'], entryId: 'e' });
  });
}

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SpentDialog side="sales" open onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("the Spent dialog's Mileage", () => {
  it('lists the legs, sums them for the chosen vehicle, and Use fills Fuel and names the vehicle in the save', async () => {
    answering(day);
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Mileage' }));
    const panel = await screen.findByRole('region', { name: 'Mileage for this day' });
    await waitFor(() => {
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Home → VJTI Mumbai: 10.00 km', 'VJTI Mumbai → Modern College: 20.00 km']);
    });
    expect(within(panel).getByTestId('mileage-sum')).toHaveTextContent('30.00 km x 1.4 x ₹3.50 = ₹147.00');
    await user.click(within(panel).getByRole('radio', { name: /Car/ }));
    expect(within(panel).getByTestId('mileage-sum')).toHaveTextContent('30.00 km x 1.4 x ₹8.00 = ₹336.00');
    await user.click(within(panel).getByRole('button', { name: 'Use ₹336.00 for Fuel' }));
    expect(screen.getByLabelText('Fuel')).toHaveValue('336.00');
    // Asked for the Date field's day, today until changed.
    expect(server).toHaveBeenCalledWith('dayMileage', { day: orgDayOf(Date.now()) });

    await user.selectOptions(screen.getByLabelText('Visit Type'), 'Single Visit');
    await user.selectOptions(screen.getByLabelText('College'), 'VJTI Mumbai');
    await user.type(screen.getByLabelText('Allocated'), '0');
    await user.type(screen.getByLabelText('Spent'), '336');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(server).toHaveBeenCalledWith(
        'saveSalesSpend',
        expect.objectContaining({ fuel: 336, vehicle: 'car' }),
      );
    });
  });

  it('says why a day offers no mileage', async () => {
    answering({ kind: 'none', reason: mileageMessages.noReadings });
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Mileage' }));
    expect(
      await screen.findByText('No visit on this day has a location reading, so there are no legs to count.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /for Fuel$/ })).toBeNull();
  });

  it('says it needs a connection when offline, and asks nothing', async () => {
    answering(day);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Mileage' }));
    expect(screen.getByText('Mileage needs a connection.')).toBeVisible();
    expect(server.mock.calls.filter(([name]) => name === 'dayMileage')).toEqual([]);
  });
});
