import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './DataTable';

interface Person {
  name: string;
  city: string;
}

const columns: DataColumn<Person>[] = [
  { header: 'Name', cell: (person) => person.name, rowHeader: true, cardLabel: true },
  { header: 'City', cell: (person) => person.city, cardLabel: true },
  { header: 'Number', headerHidden: true, cell: (_, index) => index + 1 },
];

function table(rows: Person[], loaded = true) {
  return render(
    <DataTable
      className="people"
      caption="People"
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(person) => person.name}
      emptyText="No one yet."
      loaded={loaded}
    />,
  );
}

describe('DataTable', () => {
  it('names each row by its row header and labels cells for the card layout', () => {
    table([
      { name: 'Asha', city: 'Pune' },
      { name: 'Ravi', city: '' },
    ]);
    const people = screen.getByRole('table', { name: 'People' });
    expect(people.querySelector('caption')).toHaveClass('visually-hidden');
    expect(
      within(people)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'City', 'Number']);
    const asha = screen.getByRole('rowheader', { name: 'Asha' });
    expect(asha).toHaveAttribute('scope', 'row');
    expect(asha).toHaveAttribute('data-label', 'Name');
    const cities = within(people).getAllByRole('cell');
    expect(cities[0]).toHaveAttribute('data-label', 'City');
    expect(cities[0]).not.toHaveAttribute('data-empty');
    expect(cities[2]).toHaveAttribute('data-empty', 'true');
    expect(cities[3]).toHaveTextContent('2');
    expect(cities[3]).not.toHaveAttribute('data-label');
    expect(screen.queryByText('No one yet.')).not.toBeInTheDocument();
  });

  it('shows the empty text across every column once loaded, and not before', () => {
    const { rerender } = table([], false);
    expect(screen.queryByText('No one yet.')).not.toBeInTheDocument();
    rerender(
      <DataTable
        className="people"
        columns={columns}
        rows={[]}
        rowKey={(person) => person.name}
        emptyText="No one yet."
      />,
    );
    expect(screen.getByRole('cell', { name: 'No one yet.' })).toHaveAttribute('colspan', '3');
  });
});
