import type { FileItem } from '@domain/api/listFiles';
import { fileDateText, fileSizeText, formatText } from '@domain/files/fileDisplay';

interface FileTableProps {
  files: readonly FileItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpen: (file: FileItem, opener: HTMLElement) => void;
  onDownload: (file: FileItem) => void;
  onDelete: (file: FileItem) => void;
}

/** The files table; on a phone each row is laid out as a card (files.css). */
export function FileTable({ files, selected, onToggle, onOpen, onDownload, onDelete }: FileTableProps) {
  return (
    <table className="file-table">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Select</span>
          </th>
          <th scope="col">File Name</th>
          <th scope="col">Size</th>
          <th scope="col">Dimensions</th>
          <th scope="col">Uploaded At</th>
          <th scope="col">Uploaded By</th>
          <th scope="col">Format</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr
            key={file.id}
            className="file-table__row"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('button, input')) return;
              onOpen(file, event.currentTarget.querySelector('button') ?? event.currentTarget);
            }}
          >
            <td>
              <input
                type="checkbox"
                className="file-table__select"
                aria-label={`Select ${file.name}`}
                checked={selected.has(file.id)}
                onChange={() => {
                  onToggle(file.id);
                }}
              />
            </td>
            <td data-label="File Name">
              <button
                type="button"
                className="file-table__name"
                onClick={(event) => {
                  onOpen(file, event.currentTarget);
                }}
              >
                {file.name}
              </button>
            </td>
            <td data-label="Size">{fileSizeText(file.size)}</td>
            <td data-label="Dimensions">{`${String(file.width)}x${String(file.height)}`}</td>
            <td data-label="Uploaded At">{fileDateText(file.createdAt)}</td>
            <td data-label="Uploaded By" className="file-table__by">
              {file.uploadedBy ?? 'Not recorded'}
            </td>
            <td data-label="Format">{formatText(file.format)}</td>
            <td data-label="Actions" className="file-table__actions">
              <button
                type="button"
                className="button"
                aria-label={`Download ${file.name}`}
                onClick={() => {
                  onDownload(file);
                }}
              >
                Download
              </button>
              <button
                type="button"
                className="button button--danger"
                aria-label={`Delete ${file.name}`}
                onClick={() => {
                  onDelete(file);
                }}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
