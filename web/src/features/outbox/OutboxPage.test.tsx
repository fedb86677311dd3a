import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/callables';
import type * as callables from '../../lib/callables';
import { CallError } from '../../lib/callError';
import type { Session } from '../../lib/session';
import { outbox } from '../../lib/submission/outbox';
import { renderPage } from '../../testing/renderPage';
import { startTestOutbox } from '../../testing/outbox';
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

beforeEach(async () => {
  await startTestOutbox('rep-1');
  vi.mocked(call).mockReset();
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

  it('discards a failed entry when asked', async () => {
    vi.mocked(call).mockRejectedValueOnce(new CallError('invalid-argument', 'collegeName: Too long.'));
    await outbox.submit(visit('Too Long College'));
    renderPage('/outbox', <OutboxPage />, session);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Nothing waiting: every entry has been sent.')).toBeInTheDocument();
  });
});
