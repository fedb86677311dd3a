import { DataTable, type DataColumn } from '../../components/DataTable';
import type { Column } from './visitColumns';

interface VisitTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Opens a row: its first cell is a button, so a keyboard reaches every row. */
  onOpen: (row: Row, opener: HTMLElement) => void;
}

/** A table of rows on a desk screen; on a phone each row is laid out as a card (visits.css). */
export function VisitTable<Row>({ caption, columns, rows, rowKey, onOpen }: VisitTableProps<Row>) {
  const [first, ...rest] = columns;
  if (!first) return null;
  const opener: DataColumn<Row> = {
    header: first.label,
    rowHeader: true,
    cardLabel: true,
    cell: (row) => (
      <button
        type="button"
        className="visit-table__open"
        onClick={(event) => {
          onOpen(row, event.currentTarget);
        }}
      >
        {first.text(row)}
      </button>
    ),
  };
  const texts = rest.map((column): DataColumn<Row> => ({
    header: column.label,
    cardLabel: true,
    cell: column.text,
  }));
  return (
    <DataTable
      className="visit-table"
      caption={caption}
      captionHidden
      columns={[opener, ...texts]}
      rows={rows}
      rowKey={rowKey}
      rowProps={(row) => ({
        className: 'visit-table__row',
        onClick: (event) => {
          if ((event.target as HTMLElement).closest('button')) return;
          onOpen(row, event.currentTarget.querySelector('button') ?? event.currentTarget);
        },
      })}
    />
  );
}
