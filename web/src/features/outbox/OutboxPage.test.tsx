import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rupeeText } from '@domain/spendEntries/rupees';
import { call } from '../../lib/callables';
import type * as callables from '../../lib/callables';
import { CallError } from '../../lib/callError';
import type { Session } from '../../lib/session';
import { outbox, type Sender } from '../../lib/submission/outbox';
import { RefusedWithDetail } from '../../lib/submission/sendPolicy';
import { renderPage } from '../../testing/renderPage';
import { installModalDialogs } from '../../testing/modalDialogs';
import { startTestOutbox } from '../../testing/outbox';
import { OfflineBanner } from '../../components/OfflineBanner';
import { OutboxPage } from './OutboxPage';

vi.mock('../../lib/firebase', () => ({ functions: {} }));
vi.mock('../../lib/callables', async (importOriginal) => ({
  ...(await importOriginal<typeof callables>()),
  call: vi.fn(),
}));
vi.mock('../../lib/session', () => ({ useSession: vi.fn(), getSession: vi.fn(), hasRole: () => true }));

const session: Session = {
  status: 'signedIn',
  uid: 'rep-1',
  email: 'asha.sales@example.com',
  roles: ['sales'],
};

const visit = (collegeName: string) => ({
  kind: 'call' as const,
  callable: 'submitSalesVisit' as const,
  input: { requestId: crypto.randomUUID(), collegeName },
  summary: `Sales visit · ${collegeName}`,
});

beforeAll(() => {
  installModalDialogs();
});

beforeEach(async () => {
  vi.restoreAllMocks();
  await startTestOutbox('rep-1');
  vi.mocked(call).mockReset();
});

const spend = (amount: string, college: string) => ({
  kind: 'call' as const,
  callable: 'saveSalesSpend' as const,
  input: {
    requestId: crypto.randomUUID(),
    visitType: 'Single Visit' as const,
    colleges: [college],
    allocatedAmount: 500,
    spentAmount: Number(amount),
  },
  summary: `Spent ${rupeeText(Number(amount))} · 1 college: ${college}`,
  form: {
    name: 'saveSalesSpend',
    values: {
      visitType: 'Single Visit',
      place: 'Other',
      otherName: college,
      extraPlaces: [],
      allocatedAmount: '500',
      spentAmount: amount,
      food: '',
      fuel: '',
      stay: '',
      toll: '',
    },
  },
});

describe('OutboxPage', () => {
  it('says when nothing is waiting', async () => {
    renderPage('/outbox', <OutboxPage />, session);
    expect(await screen.findByText('Nothing waiting: every entry has been sent.')).toBeInTheDocument();
  });

  it('lists each entry newest first with its state, the code of a sent visit, and why one failed', async () => {
    vi.mocked(call)
      .mockResolvedValueOnce({ id: 'v1', code: 'SALES-VIST-41' })
      .mockRejectedValueOnce(new CallError('permission-denied', 'This needs the sales role.'));
    await outbox.submit(visit('Sent College'));
    await outbox.submit(visit('Refused College'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await outbox.submit(visit('Waiting College'));
    renderPage('/outbox', <OutboxPage />, session);

    const rows = await screen.findAllByTestId('outbox-entry');
    expect(rows.map((row) => within(row).getByTestId('outbox-state').textContent)).toEqual([
      'Waiting',
      'Failed',
      'Sent',
    ]);
    expect(rows[2]).toHaveTextContent('Visit code: SALES-VIST-41');
    expect(rows[1]).toHaveTextContent('This needs the sales role.');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.mocked(call).mockResolvedValue({ id: 'v2', code: 'SALES-VIST-42' });
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('outbox-state').map((state) => state.textContent)).toEqual([
        'Sent',
        'Sent',
        'Sent',
      ]);
    });
  });

  it('discards a failed entry only after asking', async () => {
    vi.mocked(call).mockRejectedValueOnce(new CallError('invalid-argument', 'collegeName: Too long.'));
    await outbox.submit(visit('Too Long College'));
    renderPage('/outbox', <OutboxPage />, session);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const asking = await screen.findByRole('dialog', { name: /^Discard this entry\?/ });
    await userEvent.click(within(asking).getByRole('button', { name: 'Keep it' }));
    expect(screen.getAllByTestId('outbox-entry')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const again = await screen.findByRole('dialog', { name: /^Discard this entry\?/ });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Nothing waiting: every entry has been sent.')).toBeInTheDocument();
  });

  it('names the places of a spend, and Edit of a waiting spend stores only the edited values, once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await outbox.submit(spend('437', 'Typo Colege'));
    vi.mocked(call).mockImplementation((name) =>
      name === 'getSpendOptions' || name === 'getSpendPolicy'
        ? new Promise(() => undefined)
        : Promise.resolve({ ids: ['s1'], flags: [] }),
    );
    renderPage('/outbox', <OutboxPage />, session);
    const row = await screen.findByTestId('outbox-entry');
    expect(row).toHaveTextContent('Spent ₹437.00 · 1 college: Typo Colege');
    expect(row).toHaveTextContent('Waiting for a connection.');

    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Spent - / });
    expect(await screen.findByTestId('outbox-state')).toHaveTextContent('Being changed');
    const name = within(dialog).getByDisplayValue('Typo Colege');
    await userEvent.clear(name);
    await userEvent.type(name, 'Typo College');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('outbox-state').map((state) => state.textContent)).toEqual(['Sent']);
    });
    const saves = vi.mocked(call).mock.calls.filter(([name]) => name === 'saveSalesSpend');
    expect(saves).toHaveLength(1);
    expect(saves[0]![1]).toMatchObject({ colleges: ['Typo College'], spentAmount: 437 });
    expect(screen.getByTestId('outbox-entry')).toHaveTextContent('Spent ₹437.00 · 1 college: Typo College');
  });

  it('a spend edit closed without saving goes back to waiting, unchanged', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await outbox.submit(spend('120', 'First College'));
    vi.mocked(call).mockImplementation(() => new Promise(() => undefined));
    renderPage('/outbox', <OutboxPage />, session);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Spent - / });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.getByTestId('outbox-state')).toHaveTextContent('Waiting');
    });
    expect(screen.getByTestId('outbox-entry')).toHaveTextContent('First College');
  });

  it('asks before uploading a duplicate photo anyway', async () => {
    const upload = vi.fn<Sender>(() =>
      Promise.reject(new RefusedWithDetail('This file was already uploaded on 01/11/2026.', 'duplicate', {})),
    );
    await startTestOutbox('rep-1', upload);
    await outbox.submit({
      kind: 'upload',
      upload: {
        folder: 'bills',
        dept: 'sales',
        fileName: 'bill.png',
        mediaType: 'image/png',
        sha256: 'a'.repeat(64),
        allowDuplicate: false,
      },
      bytes: new Uint8Array([1]).buffer,
      summary: 'Bill · bill.png',
    });
    renderPage('/outbox', <OutboxPage />, session);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload anyway' }));
    const asking = await screen.findByRole('dialog', { name: /^Upload this file anyway\?/ });
    expect(upload).toHaveBeenCalledTimes(1);
    await userEvent.click(within(asking).getByRole('button', { name: 'Keep it' }));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('outbox-state')).toHaveTextContent('Failed');
  });

  it('shows the weak-connection banner when sends fail while the phone says online, and Send now sends at once', async () => {
    vi.mocked(call).mockRejectedValue(new CallError('unavailable', 'unavailable', [], null, true));
    await outbox.submit(visit('Weak College'));
    renderPage(
      '/outbox',
      <>
        <OfflineBanner />
        <OutboxPage />
      </>,
      session,
    );
    expect(
      await screen.findByText('Connection is weak. Entries are kept on this phone.'),
    ).toBeInTheDocument();
    vi.mocked(call).mockResolvedValue({ id: 'v1', code: 'SALES-VIST-9' });
    const sendNow = screen.getAllByRole('button', { name: 'Send now' });
    expect(sendNow).toHaveLength(2);
    await userEvent.click(sendNow[0]!);
    await waitFor(() => {
      expect(screen.getByTestId('outbox-state')).toHaveTextContent('Sent');
    });
    expect(screen.queryByText('Connection is weak. Entries are kept on this phone.')).not.toBeInTheDocument();
  });
});
