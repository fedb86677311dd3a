import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installModalDialogs } from '../testing/modalDialogs';
import { Dialog } from './Dialog';

beforeAll(installModalDialogs);

/** A row that opens a dialog, which the page removes when it closes (as the transactions modal is). */
function RowWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <table>
        <tbody>
          <tr
            tabIndex={0}
            aria-label="Acme: show transactions"
            onClick={() => {
              setOpen(true);
            }}
          >
            <td>Acme</td>
          </tr>
        </tbody>
      </table>
      {open && (
        <Dialog
          open
          onClose={() => {
            setOpen(false);
          }}
          title="Acme Transactions"
        >
          <p>Rows</p>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to what opened it when Escape closes it, even as it is removed', async () => {
    render(<RowWithDialog />);
    const row = screen.getByRole('row', { name: 'Acme: show transactions' });
    await userEvent.click(row);
    expect(row).toHaveFocus();
    const dialog = screen.getByRole('dialog', { name: 'Acme Transactions' });
    screen.getByRole('button', { name: 'Close' }).focus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row).toHaveFocus();
  });

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
