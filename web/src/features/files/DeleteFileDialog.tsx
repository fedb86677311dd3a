import { Dialog } from '../../components/Dialog';

interface DeleteFileDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before a file is deleted: a delete cannot be undone. */
export function DeleteFileDialog({ open, busy, onCancel, onConfirm }: DeleteFileDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title="Delete file" dismissible={!busy}>
      <p>Are you sure you want to delete this file?</p>
      <p>This action cannot be undone and will permanently delete the file.</p>
      <div className="file-dialog__actions">
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          Delete
        </button>
      </div>
    </Dialog>
  );
}
