import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryUploadId } from '@domain/uploads/entryUploadId';
import type { z } from 'zod';
import type { spendPolicySchema } from '@domain/spendEntries/spendPolicy';
import { outbox } from '../../lib/submission/outbox';
import { axeViolations } from '../../testing/axe';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { postToHost } from '../uploads/postToHost';
import { sendUpload } from '../uploads/sendUpload';
import { readBillPhoto } from '../uploads/read/billReader';
import type { BillReading } from '@domain/bills/readBillText';
import { orgDayOf } from '@domain/time/orgTime';
import { SpentDialog } from './SpentDialog';
import type { SpentFormValues } from './spentForm';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn() }));
vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn(), message: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../uploads/postToHost', () => ({ postToHost: vi.fn() }));
// The reader itself is read in the bench, scripts/bills' tests and the browser: here it answers as told.
vi.mock('../uploads/read/billReader', () => ({ readBillPhoto: vi.fn(), warmBillReader: vi.fn() }));
vi.mock('../../config/env', () => ({ readEnv: () => ({ VITE_IMAGE_HOST_URL: 'http://images.test' }) }));

const server = vi.fn<(name: string, input: unknown) => Promise<unknown>>();
const names = () => server.mock.calls.map(([name]) => name).filter((name) => name !== 'getSpendOptions');
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
  vi.mocked(readBillPhoto).mockReturnValue(new Promise(() => undefined));
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

async function fillTwoPlaces(user: ReturnType<typeof userEvent.setup>, spent = '250.50') {
  await user.selectOptions(screen.getByLabelText('Visit Type'), 'Multiple Visit');
  await user.selectOptions(screen.getByLabelText('College'), 'VJTI Mumbai');
  await user.click(screen.getByRole('button', { name: /add college/i }));
  await user.type(screen.getByLabelText('College 2'), 'Second College');
  await user.type(screen.getByLabelText('Allocated'), '1000');
  await user.type(screen.getByLabelText('Spent'), spent);
}

describe('SpentDialog bills', () => {
  it('checks chosen bills as the Bills dialog does, shows each, and lets one be removed', async () => {
    const { user, input, dialog } = renderDialog();
    expect(within(dialog).getByText('No bill yet')).toBeVisible();
    await user.upload(input, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/PNG|JPEG|image/i);
    await user.upload(input, [png('fuel.png'), png('toll.png')]);
    const list = await within(dialog).findByRole('list', { name: 'Bills of this spend' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Bill fuel.png', 'Bill toll.png']);
    await user.click(within(list).getByRole('button', { name: 'Remove bill fuel.png' }));
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(input).toHaveAttribute('multiple');
    expect(within(dialog).getByText('Add bill').tagName).toBe('LABEL');
  });

  it('saved offline, keeps the bill and the spend on the phone; online, sends the bill first, then the spend naming it, once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, input, onClose } = renderDialog();
    await fillTwoPlaces(user);
    await user.upload(input, png('bill.png'));
    await screen.findByRole('img', { name: 'Bill bill.png' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    const queued = outbox.getEntries();
    expect(queued.map((entry) => [entry.kind, entry.state])).toEqual([
      ['upload', 'waiting'],
      ['call', 'waiting'],
    ]);
    const [photo, spend] = queued;
    const billId = await entryUploadId('user-1', photo!.id);
    expect(spend).toMatchObject({ after: [photo!.id], input: { billIds: [billId] } });
    expect(callsOf('saveSalesSpend')).toHaveLength(0);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    outbox.kick({ now: true });
    await waitFor(() => {
      expect(outbox.getEntries().map((entry) => entry.state)).toEqual(['sent', 'sent']);
    });
    // The dialog's own reads (the policy, the advances it proposes) are not part of the send.
    const order = names().filter((name) => name !== 'getSpendPolicy' && name !== 'myAdvances');
    expect(order).toEqual(['signUpload', 'recordUpload', 'saveSalesSpend']);
    expect(callsOf('signUpload')[0]?.[1]).toMatchObject({
      folder: 'bills',
      dept: 'sales',
      entryId: photo!.id,
    });
    expect(callsOf('saveSalesSpend')[0]?.[1]).toMatchObject({
      colleges: ['VJTI Mumbai', 'Second College'],
      billIds: [billId],
    });
  });

  it('warns inline from the limits, refuses what blocks with the field message, and saves once a bill is added', async () => {
    policy = {
      sales: {
        food: { limit: { amount: 500, block: false } },
        spent: { bill: { amount: 300, block: true } },
      },
      placement: {},
    };
    const { user, input } = renderDialog();
    await fillTwoPlaces(user, '400');
    await user.type(screen.getByLabelText('Food'), '600');
    expect(await screen.findByText('Over the ₹500.00 daily limit for food')).toBeVisible();
    expect(screen.getByLabelText('Food')).toHaveAccessibleDescription(
      'Over the ₹500.00 daily limit for food',
    );
    expect(screen.getByText('A bill is needed from ₹300.00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('Spent')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Spent')).toHaveFocus();
    expect(callsOf('saveSalesSpend')).toHaveLength(0);
    expect(callsOf('signUpload')).toHaveLength(0);

    await user.upload(input, png('receipt.png'));
    await waitFor(() => {
      expect(screen.queryByText('A bill is needed from ₹300.00')).not.toBeInTheDocument();
    });
    // A warning never stops the save.
    expect(screen.getByText('Over the ₹500.00 daily limit for food')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(callsOf('saveSalesSpend')).toHaveLength(1);
    });
    expect(callsOf('saveSalesSpend')[0]?.[1]).toMatchObject({ food: 600, spentAmount: 400 });
  });

  it('Edit of a queued spend keeps the bills it names and is still sent after them', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const first = renderDialog();
    await fillTwoPlaces(first.user);
    await first.user.upload(first.input, png('kept.png'));
    await screen.findByRole('img', { name: 'Bill kept.png' });
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(first.onClose).toHaveBeenCalledTimes(1);
    });
    cleanup();
    const [photo, spend] = outbox.getEntries();
    const held = await outbox.hold(spend!.id);
    const values = held?.form?.values as SpentFormValues;

    const edit = renderDialog({ entryId: spend!.id, values });
    expect(screen.getByText('1 bill saved on this phone with this spend')).toBeVisible();
    await edit.user.clear(screen.getByLabelText('Spent'));
    await edit.user.type(screen.getByLabelText('Spent'), '199');
    await edit.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(edit.onClose).toHaveBeenCalledTimes(1);
    });
    const calls = outbox.getEntries().filter((entry) => entry.kind === 'call');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      after: [photo!.id],
      input: { spentAmount: 199, billIds: [await entryUploadId('user-1', photo!.id)] },
    });
  });
});

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
    // While it is read the list holds only items: the status is inside its item.
    expect(await axeViolations(dialog)).toEqual([]);
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
