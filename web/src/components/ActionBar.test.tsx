import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionBar, type ActionDialogProps } from './ActionBar';

const renders = vi.fn();

function NoteDialog({ open, onClose, onSaved }: ActionDialogProps) {
  renders();
  return (
    <div role="dialog" aria-label="Note" hidden={!open}>
      <input aria-label="Text" />
      <button type="button" onClick={onSaved}>
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
});
