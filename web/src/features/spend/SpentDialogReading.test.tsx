import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { spendPolicySchema } from '@domain/spendEntries/spendPolicy';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { postToHost } from '../uploads/postToHost';
import { sendUpload } from '../uploads/sendUpload';
import { readBillPhoto } from '../uploads/read/billReader';
import { SpentDialog } from './SpentDialog';
import type { SpentFormValues } from './spentForm';
import type { BillReading } from '@domain/bills/readBillText';
import { orgDayOf } from '@domain/time/orgTime';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn() }));
vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn(), message: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../uploads/postToHost', () => ({ postToHost: vi.fn() }));
vi.mock('../uploads/read/billReader', () => ({ readBillPhoto: vi.fn(), warmBillReader: vi.fn() }));
vi.mock('../../config/env', () => ({ readEnv: () => ({ VITE_IMAGE_HOST_URL: 'http://images.test' }) }));

const server = vi.fn<(name: string, input: unknown) => Promise<unknown>>();
const callsOf = (callable: string) => server.mock.calls.filter(([name]) => name === callable);
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const png = (name: string) => {
  const bytes = new Uint8Array(64);
  bytes.set(PNG_HEAD);
  bytes[20] = name.length;
  return new File([bytes], name, { type: 'image/png' });
};

/** The server's answer (the client parses it: an unset maxDaysBack reads as the default). */
let policy: z.input<typeof spendPolicySchema> = { sales: {}, placement: {} };

beforeAll(() => {
  installModalDialogs();
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

beforeEach(async () => {
  vi.restoreAllMocks();
  await startTestOutbox('user-1', sendUpload);
  vi.clearAllMocks();
  policy = { sales: {}, placement: {} };
  vi.mocked(httpsCallable).mockImplementation(
    (_functions, name) => (async (input: unknown) => ({ data: await server(name, input) })) as never,
  );
  server.mockImplementation((name) => {
    switch (name) {
      case 'getSpendOptions':
        return new Promise(() => undefined);
      case 'getSpendPolicy':
        return Promise.resolve(policy);
      case 'signUpload':
        return Promise.resolve({ status: 'signed', cloudName: 'c', publicId: 'bills/x', fields: {} });
      case 'recordUpload':
        return Promise.resolve({ folder: 'bills', id: 'x' });
      default:
        return Promise.resolve({ ids: ['r1', 'r2'], entryId: 'e1', flags: [] });
    }
  });
  vi.mocked(postToHost).mockResolvedValue({
    public_id: 'bills/-Nabcdefghijklmnopqr',
    version: 1,
    signature: 'a'.repeat(40),
  });
});

function renderDialog(editing?: { entryId: string; values: SpentFormValues }) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SpentDialog side="sales" open onClose={onClose} editing={editing} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog');
  return {
    dialog,
    onClose,
    user: userEvent.setup({ applyAccept: false }),
    input: dialog.querySelector<HTMLInputElement>('input[type=file]')!,
  };
}

const today = orgDayOf(Date.now());
const read = (
  totalPaise: number,
  extra: Partial<Extract<BillReading, { status: 'read' }>> = {},
): BillReading => ({
  status: 'read',
  totalPaise,
  day: today,
  seller: 'Hotel Sai',
  ...extra,
});

/** Each photo's reading, answered when the test says so (a reader takes its time). */
function readings(answers: Record<string, BillReading | Error>) {
  vi.mocked(readBillPhoto).mockImplementation((photo) => {
    const answer = answers[(photo as File).name];
    if (answer === undefined) return new Promise(() => undefined);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

async function fillPlace(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Visit Type'), 'Single Visit');
  await user.selectOptions(screen.getByLabelText('College'), 'VJTI Mumbai');
  await user.type(screen.getByLabelText('Allocated'), '0');
}

const short = `${today.slice(8, 10)}/${today.slice(5, 7)}`;

describe('SpentDialog: bills read on the phone', () => {
  it('proposes what a bill read beside the amounts, fills nothing unasked, and Use fills Spent', async () => {
    readings({ 'hotel.png': read(123_400) });
    const { user, input, dialog } = renderDialog();
    await user.upload(input, png('hotel.png'));
    const list = await within(dialog).findByRole('list', { name: 'Read from the bills' });
    await within(list).findByText(`Read from the bill: ₹1,234.00 on ${short} at Hotel Sai`);
    expect(screen.getByLabelText('Spent')).toHaveValue('');
    await user.click(within(list).getByRole('button', { name: `Use ₹1,234.00 on ${short} at Hotel Sai` }));
    expect(screen.getByLabelText('Spent')).toHaveValue('1234.00');
  });

  it('says when a photo is being read or could not be read, asks to check a doubtful total, and sums several', async () => {
    readings({
      'dark.png': { status: 'unreadable' },
      'a.png': read(100_000, { doubt: true }),
      'b.png': read(23_400),
    });
    const { user, input, dialog } = renderDialog();
    await user.upload(input, png('slow.png'));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Reading slow.png...');
    await user.upload(input, [png('dark.png'), png('a.png'), png('b.png')]);
    const list = within(dialog).getByRole('list', { name: 'Read from the bills' });
    await within(list).findByText('Could not read this photo');
    expect(list).toHaveTextContent('Check this amount against the bill: the photo was hard to read.');
    await user.click(within(list).getByRole('button', { name: 'Use Read from 2 bills: ₹1,234.00 in all' }));
    expect(screen.getByLabelText('Spent')).toHaveValue('1234.00');
  });

  it('keeps what was read, and that it was used, with each bill; a reader that cannot start changes nothing', async () => {
    readings({
      'used.png': read(50_000),
      'other.png': read(20_000),
      'broken.png': new Error('no WebAssembly'),
    });
    const { user, input, onClose } = renderDialog();
    await fillPlace(user);
    await user.upload(input, [png('used.png'), png('other.png'), png('broken.png')]);
    await user.click(await screen.findByRole('button', { name: `Use ₹500.00 on ${short} at Hotel Sai` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    await waitFor(() => {
      expect(callsOf('saveSalesSpend')).toHaveLength(1);
    });
    expect(callsOf('signUpload').map(([, input]) => (input as { read?: unknown }).read)).toEqual([
      { status: 'read', totalPaise: 50_000, day: today, seller: 'Hotel Sai', used: true },
      { status: 'read', totalPaise: 20_000, day: today, seller: 'Hotel Sai', used: false },
      undefined,
    ]);
    expect(callsOf('saveSalesSpend')[0]?.[1]).toMatchObject({ spentAmount: 500 });
  });
});
