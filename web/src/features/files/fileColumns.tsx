import type { FileItem } from '@domain/api/listFiles';
import { fileDateText, fileSizeText, formatText } from '@domain/files/fileDisplay';
import type { DataColumn } from '../../components/DataTable';

export interface FileActions {
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  onOpen: (file: FileItem, opener: HTMLElement) => void;
  onDownload: (file: FileItem) => void;
  onDelete: (file: FileItem) => void;
}

/** The file table's columns; every one but the checkbox is labelled in the phone's card (files.css). */
export function fileColumns(actions: FileActions): DataColumn<FileItem>[] {
  return [
    {
      header: 'Select',
      headerHidden: true,
      cell: (file) => (
        <input
          type="checkbox"
          className="file-table__select"
          aria-label={`Select ${file.name}`}
          checked={actions.isSelected(file.id)}
          onChange={() => {
            actions.onToggle(file.id);
          }}
        />
      ),
    },
    {
      header: 'File Name',
      cardLabel: true,
      cell: (file) => (
        <button
          type="button"
          className="file-table__name"
          onClick={(event) => {
            actions.onOpen(file, event.currentTarget);
          }}
        >
          {file.name}
        </button>
      ),
    },
    { header: 'Size', cardLabel: true, cell: (file) => fileSizeText(file.size) },
    { header: 'Dimensions', cardLabel: true, cell: (file) => `${String(file.width)}x${String(file.height)}` },
    { header: 'Uploaded At', cardLabel: true, cell: (file) => fileDateText(file.createdAt) },
    {
      header: 'Uploaded By',
      cardLabel: true,
      className: 'file-table__by',
      cell: (file) => file.uploadedBy ?? 'Not recorded',
    },
    { header: 'Format', cardLabel: true, cell: (file) => formatText(file.format) },
    {
      header: 'Actions',
      cardLabel: true,
      className: 'file-table__actions',
      cell: (file) => (
        <>
          <button
            type="button"
            className="button"
            aria-label={`Download ${file.name}`}
            onClick={() => {
              actions.onDownload(file);
            }}
          >
            Download
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-label={`Delete ${file.name}`}
            onClick={() => {
              actions.onDelete(file);
            }}
          >
            Delete
          </button>
        </>
      ),
    },
  ];
}
