import type { PersonFiguresView } from '@domain/api/spendPeople';
import { paiseText } from '@domain/settlements/balances';
import { fromPaise } from '@domain/spend/money';
import type { SpendSide } from '@domain/spend/sides';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { Skeleton } from '../../components/Skeleton';
import { useSpendPeople } from './api/spendPeople';
import { csvText } from '@domain/csv/csvText';
import { csvFileName, downloadCsv } from '../../lib/csv';
import type { DateRange } from '../../lib/dateRange';

export const peopleText = {
  heading: 'Who and how much',
  loading: 'Loading the figures per person',
  failed: 'Could not load the figures per person. They are retried every 15 seconds.',
  empty: 'No one has spends in this range.',
  exportCsv: 'Export people CSV',
  owed: (paise: number) => `Owed ${paiseText(paise)}`,
  returns: (paise: number) => `Returns ${paiseText(paise)}`,
  settledUp: 'Settled up',
} as const;

/** The CSV's header, which says which way the signed amounts go (the table says it in words). */
export const peopleCsvHeader = [
  'Person',
  'Entries',
  'Allocated',
  'Claimed',
  'Approved',
  'Settled (paid to them, net)',
  'Balance (+ owed to them, - to return)',
] as const;

/** A staff member as the admin lists show them: the name the server joined in (`personName`). */
const personName = (person: Pick<PersonFiguresView, 'name'>) => person.name;

/** Signed money: '₹1,240.50', '-₹300.00'. */
const signedText = (paise: number) => `${paise < 0 ? '-' : ''}${paiseText(paise)}`;

function balanceWords(paise: number): string {
  if (paise > 0) return peopleText.owed(paise);
  if (paise < 0) return peopleText.returns(paise);
  return peopleText.settledUp;
}

const columns: readonly DataColumn<PersonFiguresView>[] = [
  { header: 'Person', rowHeader: true, cell: personName },
  { header: 'Entries', cell: (person) => person.entries },
  { header: 'Allocated', cell: (person) => signedText(person.allocatedPaise) },
  { header: 'Claimed', cell: (person) => signedText(person.claimedPaise) },
  { header: 'Approved', cell: (person) => signedText(person.approvedPaise) },
  { header: 'Settled', cell: (person) => signedText(person.settledPaise) },
  { header: 'Balance', cell: (person) => balanceWords(person.balancePaise) },
];

/** The per-person CSV: amounts in rupees as plain numbers (signed), so a spreadsheet sums them. */
export function peopleCsv(people: readonly PersonFiguresView[]): string {
  return csvText(
    peopleCsvHeader,
    people.map((person) => [
      personName(person),
      person.entries,
      fromPaise(person.allocatedPaise),
      fromPaise(person.claimedPaise),
      fromPaise(person.approvedPaise),
      fromPaise(person.settledPaise),
      fromPaise(person.balancePaise),
    ]),
  );
}

/**
 * 'Who and how much': each person's entries, allocated, claimed, approved, settled and balance for the
 * dashboard's range (from the per person and day running totals), largest claim first, with a CSV.
 */
export function PeopleTable({ side, range }: { side: SpendSide; range: DateRange }) {
  const query = useSpendPeople({ side, ...range });
  const people = query.data?.people ?? [];
  return (
    // Focusable: the table scrolls sideways inside the panel on a phone, and a keyboard must reach that scroll.
    <section className="dashboard__panel" aria-labelledby={`people-${side}`} tabIndex={0}>
      <div className="dashboard__panel-head">
        <h2 id={`people-${side}`}>{peopleText.heading}</h2>
        <button
          type="button"
          className="button"
          disabled={people.length === 0}
          onClick={() => {
            downloadCsv(csvFileName(`${side}-people`, range), peopleCsv(people));
          }}
        >
          {peopleText.exportCsv}
        </button>
      </div>
      {query.isError && <p role="alert">{peopleText.failed}</p>}
      {query.isPending ? (
        <Skeleton label={peopleText.loading} rows={3} />
      ) : (
        <DataTable
          className="data-table"
          columns={columns}
          rows={people}
          rowKey={(person) => person.uid}
          emptyText={peopleText.empty}
          loaded={query.isSuccess}
        />
      )}
    </section>
  );
}
