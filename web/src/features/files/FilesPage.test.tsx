import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileItem, ListFilesInput, ListFilesOutput } from '@domain/api/listFiles';
import type { Role } from '@domain/roles';
import { timings } from '@domain/constants';
import { call } from '../../lib/callables';
import { saveBlob } from '../../lib/saveBlob';
import type { Session } from '../../lib/session';
import { renderPage } from '../../testing/renderPage';
import { installModalDialogs } from '../../testing/modalDialogs';
import { FilesPage } from './FilesPage';

vi.mock('../../lib/callables', () => ({ call: vi.fn(), CallError: Error }));
vi.mock('../../lib/session', () => ({
  useSession: vi.fn(),
  getSession: vi.fn(),
  signOut: vi.fn(),
  signInWithPassword: vi.fn(),
  hasRole: (session: Session, role: Role) => session.status === 'signedIn' && session.roles.includes(role),
}));
vi.mock('../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const admin: Session = {
  status: 'signedIn',
  uid: 'admin-1',
  email: 'asha.rao@example.com',
  roles: ['admin'],
};

function file(index: number, name = `bill-${String(index)}.png`): FileItem {
  const url = `http://img.test/demo/image/upload/v1/bills/id${String(index)}.png`;
  return {
    id: `id${String(index).padStart(18, '0')}`,
    name,
    size: 1536,
    width: 640,
    height: 480,
    format: 'image/png',
    createdAt: new Date(2025, 0, 5, 12).getTime() - index * 60_000,
    uploadedBy: 'asha@example.com',
    url,
    previewUrl: url.replace('/upload/', '/upload/c_limit,w_800,h_800/'),
    thumbnailUrl: url.replace('/upload/', '/upload/c_limit,w_320,h_320/'),
  };
}

const files = Array.from({ length: 20 }, (_, i) => file(i));

/** The uploaders the fake server lists for the staff filter: a file's `uploadedBy` is its label. */
const uploaders = [
  { uid: 'u-asha', label: 'asha@example.com' },
  { uid: 'u-ravi', label: 'ravi@example.com' },
];

/** A fake server over `files`: pages of 15, a substring search with suggestions, an uploader filter. */
function serve(all: FileItem[]) {
  vi.mocked(call).mockImplementation((name, input) => {
    if (name === 'fileHistory') return Promise.resolve({ entries: [] });
    if (name === 'deleteFile') return Promise.resolve({ status: 'deleted' });
    const { search = '', after, from, to, staff } = input as ListFilesInput;
    const by = uploaders.find((member) => member.uid === staff)?.label;
    const matching = all.filter(
      (f) =>
        f.name.toLowerCase().includes(search.toLowerCase()) &&
        (from === undefined || f.createdAt >= from) &&
        (to === undefined || f.createdAt <= to) &&
        (staff === undefined || (by !== undefined && f.uploadedBy === by)),
    );
    const start = after ? matching.findIndex((f) => f.id === after.id) + 1 : 0;
    const page = matching.slice(start, start + 15);
    const last = page.at(-1);
    const output: ListFilesOutput = {
      files: page,
      total: matching.length,
      suggestions: search ? matching.slice(0, 8).map((f) => f.name) : [],
      next: start + 15 < matching.length && last ? { createdAt: last.createdAt, id: last.id } : null,
      staff: uploaders,
    };
    return Promise.resolve(output);
  });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  installModalDialogs();
  vi.mocked(call).mockReset();
  Object.values(toast).forEach((fn) => fn.mockReset());
});

describe('FilesPage', () => {
  it('shows the header, Recent, 15 rows with formatted cells, and loads more to the end', async () => {
    serve(files);
    renderPage('/media', <FilesPage />, admin);
    expect(screen.getByRole('heading', { name: 'Storage' })).toBeVisible();
    await waitFor(() => {
      expect(rows()).toHaveLength(15);
    });
    expect(within(screen.getByRole('region', { name: 'Recent' })).getAllByRole('button')).toHaveLength(4);
    expect(within(rows()[0] as HTMLElement).getByText('1.50 KB')).toBeVisible();
    expect(within(rows()[0] as HTMLElement).getByText('640x480')).toBeVisible();
    expect(within(rows()[0] as HTMLElement).getByText('asha@example.com')).toBeVisible();
    expect(within(rows()[0] as HTMLElement).getByText('Jan 5, 2025')).toBeVisible();
    expect(within(rows()[0] as HTMLElement).getByText('PNG')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(20);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(toast.info).toHaveBeenCalledWith('No more files to load.');
  });

  it('suggests names as a combobox: arrow keys and Enter choose one, matched text highlighted', async () => {
    serve([file(1, 'Invoice-March.png'), file(2, 'receipt.png'), file(3, 'invoice-april.jpg')]);
    renderPage('/docs', <FilesPage />, admin);
    expect(screen.getByRole('heading', { name: 'Placement Docs' })).toBeVisible();
    const box = screen.getByRole('combobox', { name: 'Search files' });
    await userEvent.type(box, 'VOICE');
    const list = await screen.findByRole('listbox', { name: 'File name suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Invoice-March.png', 'invoice-april.jpg']);
    expect(options[0]?.querySelector('mark')?.textContent).toBe('voice');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('invoice-april.jpg');
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    await waitFor(() => {
      expect(rows()).toHaveLength(3);
    });
  });

  it('applies an inclusive date range and shows the Active badge; Reset clears it', async () => {
    serve([file(0, 'jan5.png'), { ...file(1, 'jan3.png'), createdAt: new Date(2025, 0, 3, 9).getTime() }]);
    renderPage('/media', <FilesPage />, admin);
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Date Range' }));
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-05' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-01-05' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByLabelText('Start date')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Date Range/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByLabelText('Start date')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Date Range/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
    expect(screen.queryByText('Active')).toBeNull();
  });

  it('filters by uploader with the other filters, kept in the URL; an old file matches no one', async () => {
    // A file kept from before uploads were signed in names no uploader.
    const old: FileItem = { ...file(3, 'old-bill.png'), uploadedBy: undefined };
    serve([
      file(0, 'asha-bill.png'),
      { ...file(1, 'ravi-bill.png'), uploadedBy: 'ravi@example.com' },
      { ...file(2, 'ravi-fuel.png'), uploadedBy: 'ravi@example.com' },
      old,
    ]);
    const { router } = renderPage('/media', <FilesPage />, admin);
    await waitFor(() => {
      expect(rows()).toHaveLength(4);
    });
    expect(within(rows()[3] as HTMLElement).getByText('Not recorded')).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'Uploaded by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'asha@example.com', 'ravi@example.com']);

    await userEvent.selectOptions(select, 'ravi@example.com');
    await waitFor(() => {
      expect(rows().map((row) => row.querySelector('.file-table__name')?.textContent)).toEqual([
        'ravi-bill.png',
        'ravi-fuel.png',
      ]);
    });
    expect(router.state.location.search).toBe('?staff=u-ravi');
    expect(screen.getByText('Showing 2 of 2 files')).toBeVisible();

    await userEvent.type(screen.getByRole('combobox', { name: 'Search files' }), 'fuel');
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    expect(call).toHaveBeenLastCalledWith('listFiles', { folder: 'bills', search: 'fuel', staff: 'u-ravi' });

    await userEvent.clear(screen.getByRole('combobox', { name: 'Search files' }));
    await userEvent.selectOptions(select, 'asha@example.com');
    await waitFor(() => {
      expect(rows().map((row) => row.querySelector('.file-table__name')?.textContent)).toEqual([
        'asha-bill.png',
      ]);
    });
    expect(router.state.location.search).toBe('?staff=u-asha');
    await userEvent.selectOptions(select, 'Everyone');
    await waitFor(() => {
      expect(rows()).toHaveLength(4);
    });
    expect(router.state.location.search).toBe('');
  });

  it('opens with the staff filter of a shared link, and ignores one that is no account id', async () => {
    serve([file(0, 'asha-bill.png'), { ...file(1, 'ravi-bill.png'), uploadedBy: 'ravi@example.com' }]);
    const view = renderPage('/docs', <FilesPage />, admin, '/docs?staff=u-ravi');
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    expect(screen.getByRole('combobox', { name: 'Uploaded by' })).toHaveValue('u-ravi');
    expect(call).toHaveBeenCalledWith('listFiles', { folder: 'placement_docs', staff: 'u-ravi' });
    view.unmount();

    vi.mocked(call).mockClear();
    renderPage('/docs', <FilesPage />, admin, '/docs?staff=../x');
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
    expect(call).toHaveBeenCalledWith('listFiles', { folder: 'placement_docs' });
    expect(screen.getByRole('combobox', { name: 'Uploaded by' })).toHaveValue('');
  });

  it('says when the chosen person has uploaded nothing here', async () => {
    serve([file(0, 'asha-bill.png')]);
    renderPage('/media', <FilesPage />, admin, '/media?staff=u-ravi');
    expect(await screen.findByText('No files uploaded by this person')).toBeVisible();
    expect(screen.getByText('Choose Everyone, or change the dates or the search')).toBeVisible();
  });

  it('opens the detail panel with a size-limited preview; Escape returns focus to the row', async () => {
    serve(files.slice(0, 2));
    renderPage('/media', <FilesPage />, admin);
    const name = await screen.findByRole('button', { name: 'bill-1.png' });
    await userEvent.click(name);
    const panel = screen.getByRole('dialog', { name: 'bill-1.png' });
    expect(within(panel).getByRole('img')).toHaveAttribute('src', expect.stringContaining('c_limit,w_800'));
    expect(within(panel).getByText('640x480')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'bill-1.png' })).toBeNull();
    expect(name).toHaveFocus();
  });

  it('deletes after confirmation and says so; a failure says so too', async () => {
    serve(files.slice(0, 2));
    renderPage('/media', <FilesPage />, admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete bill-0.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    expect(within(dialog).getByText('Are you sure you want to delete this file?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalledWith('File deleted successfully!');
    });
    expect(call).toHaveBeenCalledWith('deleteFile', { folder: 'bills', id: files[0]?.id });

    vi.mocked(call).mockImplementation((name) =>
      name === 'deleteFile'
        ? Promise.reject(new Error('down'))
        : Promise.resolve({ files: [], total: 0, suggestions: [], next: null, staff: [] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete bill-1.png' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('Error deleting file. Please try again.');
    });
  });

  it('shows the load failure with a retry, and the two empty states', async () => {
    vi.mocked(call).mockRejectedValue(new Error('down'));
    renderPage('/media', <FilesPage />, admin);
    expect(await screen.findByText('Failed to load files.')).toBeVisible();
    serve([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No files available')).toBeVisible();
    expect(screen.getByText('Upload new files to get started')).toBeVisible();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search files' }), 'zzz');
    expect(await screen.findByText('No files found matching your search')).toBeVisible();
    expect(screen.getByText('Try different keywords or check the spelling')).toBeVisible();
    await act(() => Promise.resolve());
  });
  it('shows the first page again when a search is cleared, not the pages loaded before it', async () => {
    serve(files);
    renderPage('/media', <FilesPage />, admin);
    await waitFor(() => {
      expect(rows()).toHaveLength(15);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(20);
    });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search files' }), 'bill-19');
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    // Clearing is an explicit act: the whole list shows before the typing pause would have ended.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
      await act(() => vi.advanceTimersByTimeAsync(timings.searchDebounceMs - 1));
      expect(screen.getByText('Showing 15 of 20 files')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
    expect(rows()).toHaveLength(15);
  });

  it('says a date range holds no files with a hint about dates, not about keywords', async () => {
    serve([file(0)]);
    renderPage('/media', <FilesPage />, admin);
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Date Range' }));
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2030-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No files uploaded in this date range')).toBeVisible();
    expect(screen.getByText('Try a wider date range, or Reset it')).toBeVisible();
    expect(screen.queryByText('Try different keywords or check the spelling')).toBeNull();
  });

  it('loads a list that failed by itself once the browser is online again', async () => {
    vi.mocked(call).mockRejectedValue(new Error('down'));
    renderPage('/media', <FilesPage />, admin);
    expect(await screen.findByText('Failed to load files.')).toBeVisible();
    serve(files.slice(0, 2));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
  });

  it('downloads a PNG stored as JPEG under a .jpg name', async () => {
    serve([{ ...file(0, 'hotel.png'), format: 'image/jpeg' }]);
    const bytes = new Blob(['jpeg']);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve({ ok: true, blob: () => Promise.resolve(bytes) })),
    );
    renderPage('/media', <FilesPage />, admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Download hotel.png' }));
    await waitFor(() => {
      expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'hotel.jpg');
    });
    vi.unstubAllGlobals();
  });
});
