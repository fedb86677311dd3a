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
  return (
    <table className="visit-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="visit-table__row"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('button')) return;
              onOpen(row, event.currentTarget.querySelector('button') ?? event.currentTarget);
            }}
          >
            <th scope="row" data-label={first.label}>
              <button
                type="button"
                className="visit-table__open"
                onClick={(event) => {
                  onOpen(row, event.currentTarget);
                }}
              >
                {first.text(row)}
              </button>
            </th>
            {rest.map((column) => {
              const text = column.text(row);
              return (
                <td key={column.label} data-label={column.label} data-empty={text === '' || undefined}>
                  {text}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
