import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileItem } from '@domain/api/listFiles';
import { call } from '../../lib/callables';
import { spendEntry } from '../../testing/spendEntries';
import { FileDetailPanel } from './FileDetailPanel';

vi.mock('../../lib/callables', () => ({ call: vi.fn() }));

const bill = (change: Partial<FileItem> = {}): FileItem => ({
  id: 'bill-1',
  name: 'fuel.jpg',
  size: 2048,
  width: 800,
  height: 600,
  format: 'image/jpeg',
  createdAt: Date.UTC(2026, 10, 20, 6),
  url: 'http://127.0.0.1:9190/bill-1.jpg',
  previewUrl: 'http://127.0.0.1:9190/preview/bill-1.jpg',
  thumbnailUrl: 'http://127.0.0.1:9190/thumb/bill-1.jpg',
  ...change,
});

function renderPanel(file: FileItem) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FileDetailPanel folder="bills" file={file} onClose={vi.fn()} onDownload={vi.fn()} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe("The file panel's spend", () => {
  it('shows the spend a bill proves: who, day, places, amounts, state and its bills opening full size', async () => {
    const entry = spendEntry({ state: 'refused', reason: 'Wrong day' });
    vi.mocked(call).mockImplementation((name: string) =>
      Promise.resolve(name === 'spendEntry' ? { entry } : { entries: [] }),
    );
    renderPanel(bill({ entryId: 'entry-1' }));
    const spend = await screen.findByRole('region', { name: 'Spend it proves' });
    expect(await within(spend).findByText('Asha Sales · 20/11/2026 · ₹500.00')).toBeVisible();
    expect(within(spend).getByText('Multiple Visit: COEP, Modern College')).toBeVisible();
    expect(within(spend).getByText('Refused: Wrong day')).toBeVisible();
    expect(
      within(spend).getByRole('img', { name: 'Bill fuel.jpg (opens full size)' }).closest('a'),
    ).toHaveAttribute('href', 'http://127.0.0.1:9190/bill-1.jpg');
    expect(call).toHaveBeenCalledWith('spendEntry', { entryId: 'entry-1' });
  });

  it('says when the spend is gone', async () => {
    vi.mocked(call).mockImplementation((name: string) =>
      Promise.resolve(name === 'spendEntry' ? { entry: null } : { entries: [] }),
    );
    renderPanel(bill({ entryId: 'gone' }));
    expect(await screen.findByText('The spend no longer exists.')).toBeVisible();
  });

  it('asks for no spend when the bill is on none', async () => {
    vi.mocked(call).mockResolvedValue({ entries: [] });
    renderPanel(bill());
    expect(await screen.findByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spend it proves' })).not.toBeInTheDocument();
    expect(vi.mocked(call).mock.calls.map(([name]) => name)).not.toContain('spendEntry');
  });
});
