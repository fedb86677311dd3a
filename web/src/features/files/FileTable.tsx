import type { FileItem } from '@domain/api/listFiles';
import { DataTable } from '../../components/DataTable';
import { fileColumns, type FileActions } from './fileColumns';

interface FileTableProps extends Omit<FileActions, 'isSelected'> {
  files: readonly FileItem[];
  selected: ReadonlySet<string>;
}

/** The files table; on a phone each row is laid out as a card (files.css). */
export function FileTable({ files, selected, onOpen, ...actions }: FileTableProps) {
  return (
    <DataTable
      className="file-table"
      columns={fileColumns({ ...actions, onOpen, isSelected: (id) => selected.has(id) })}
      rows={files}
      rowKey={(file) => file.id}
      rowProps={(file) => ({
        className: 'file-table__row',
        onClick: (event) => {
          if ((event.target as HTMLElement).closest('button, input')) return;
          onOpen(file, event.currentTarget.querySelector('button') ?? event.currentTarget);
        },
      })}
    />
  );
}
