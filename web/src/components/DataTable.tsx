import type { HTMLAttributes, ReactNode } from 'react';

/** One column: its header, how a row fills its cell, and how that cell is marked up. */
export interface DataColumn<Row> {
  /** The header's text; also the column's key, so it is unique within a table. */
  header: string;
  /** The header is read by screen readers only (a column of checkboxes). */
  headerHidden?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  /** The cell names its row: a `<th scope="row">`. */
  rowHeader?: boolean;
  /** The cell carries `data-label={header}` for the phone card layout (and `data-empty` when blank). */
  cardLabel?: boolean;
  className?: string;
}

interface DataTableProps<Row> {
  className: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption?: string;
  captionHidden?: boolean;
  /** Shown as one row across every column when the rows have loaded and there are none. */
  emptyText?: string;
  /** Whether the rows have loaded: until then an empty table shows no empty text. */
  loaded?: boolean;
  /** Extra attributes of a body row (a class, a click that opens it). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  /** The `<tfoot>`'s rows. */
  footer?: ReactNode;
}

function Cell<Row>({ column, row, index }: { column: DataColumn<Row>; row: Row; index: number }) {
  const content = column.cell(row, index);
  const card = column.cardLabel
    ? { 'data-label': column.header, 'data-empty': content === '' || undefined }
    : {};
  if (column.rowHeader) {
    return (
      <th scope="row" className={column.className} {...card}>
        {content}
      </th>
    );
  }
  return (
    <td className={column.className} {...card}>
      {content}
    </td>
  );
}

/** The admin screens' table: a header row from the columns, a body row per row, optional footer rows. */
export function DataTable<Row>({
  className,
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  emptyText,
  loaded = true,
  rowProps,
  footer,
}: DataTableProps<Row>) {
  return (
    <table className={className}>
      {caption !== undefined && (
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {emptyText !== undefined && loaded && rows.length === 0 && (
          <tr>
            <td colSpan={columns.length}>{emptyText}</td>
          </tr>
        )}
        {rows.map((row, index) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) => (
              <Cell key={column.header} column={column} row={row} index={index} />
            ))}
          </tr>
        ))}
      </tbody>
      {footer !== undefined && <tfoot>{footer}</tfoot>}
    </table>
  );
}
