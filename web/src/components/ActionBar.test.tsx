import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadable } from '../lib/preloadable';
import { installModalDialogs } from '../testing/modalDialogs';
import { ActionBar, type ActionDialogProps } from './ActionBar';

beforeAll(installModalDialogs);

const renders = vi.fn();

function NoteDialog({ open, onClose, onSaved }: ActionDialogProps) {
  renders();
  return (
    <div role="dialog" aria-label="Note" hidden={!open}>
      <input aria-label="Text" />
      <button type="button" onClick={() => onSaved?.()}>
        Save
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

const actions = [
  { key: 'note', label: 'Note', Dialog: NoteDialog },
  { key: 'bills', label: 'Bills' },
];

describe('ActionBar', () => {
  it('names the bar and shows a button without a dialog as coming soon', () => {
    render(<ActionBar label="Test actions" actions={actions} />);
    const bar = screen.getByRole('navigation', { name: 'Test actions' });
    expect(Array.from(bar.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      'Note',
      'Bills',
    ]);
    expect(screen.getByRole('button', { name: 'Bills' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bills' })).toHaveAttribute('title', 'Coming soon');
    expect(screen.getByRole('button', { name: 'Note' })).not.toHaveAttribute('title');
  });

  it('loads a dialog when first opened, keeps what was typed in it, and hands it the screen’s callbacks', async () => {
    renders.mockClear();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<ActionBar label="Test actions" actions={actions} onSaved={onSaved} />);
    expect(renders).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Note' }));
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Taxi to campus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Note' }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Taxi to campus');
  });

  it('shows the dialog opening at once on the first tap while its code is still loading', async () => {
    let arrive: (component: typeof NoteDialog) => void = () => undefined;
    const slow = preloadable(
      () =>
        new Promise<typeof NoteDialog>((resolve) => {
          arrive = resolve;
        }),
    );
    const user = userEvent.setup();
    render(
      <ActionBar label="Test actions" actions={[{ key: 'note', label: 'Note', Dialog: slow.Component }]} />,
    );

    await user.click(screen.getByRole('button', { name: 'Note' }));
    const opening = screen.getByRole('dialog', { name: 'Note' });
    expect(opening).toHaveTextContent('Opening...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      arrive(NoteDialog);
      await Promise.resolve();
    });
    expect(await screen.findByRole('textbox', { name: 'Text' })).toBeInTheDocument();
    expect(screen.queryByText('Opening...')).not.toBeInTheDocument();
  });

  it('fetches every dialog’s code once the screen is idle, before any tap', async () => {
    const preload = vi.fn(() => Promise.resolve());
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    render(
      <ActionBar
        label="Test actions"
        actions={[
          { key: 'note', label: 'Note', Dialog: NoteDialog, preload },
          { key: 'other', label: 'Other', Dialog: NoteDialog, preload: failing },
        ]}
      />,
    );
    expect(preload).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(preload).toHaveBeenCalledTimes(1);
    });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(renders).not.toHaveBeenCalled();
  });
});
