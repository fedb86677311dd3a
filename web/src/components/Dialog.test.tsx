import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installModalDialogs } from '../testing/modalDialogs';
import { Dialog } from './Dialog';

beforeAll(installModalDialogs);

describe('Dialog', () => {
  it('opens as a modal named by its title and closes with the X', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Delete file">
        <p>Are you sure?</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Delete file' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape unless it is not dismissible', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open onClose={onClose} title="Saving" dismissible={false}>
        <p>Saving...</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Saving' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();

    rerender(
      <Dialog open onClose={onClose} title="Saving">
        <p>Done</p>
      </Dialog>,
    );
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the native dialog when open turns false', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open onClose={onClose} title="Spent">
        <p>Form</p>
      </Dialog>,
    );
    rerender(
      <Dialog open={false} onClose={onClose} title="Spent">
        <p>Form</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
