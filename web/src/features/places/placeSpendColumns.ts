import { rupeeText } from '@domain/spendEntries/rupees';
import type { PlacePageOutput } from '@domain/api/placePage';
import type { DataColumn } from '../../components/DataTable';

type PersonSpend = PlacePageOutput['spend']['people'][number];

/** A place's spend per person: who, claimed, approved and how many spends. */
export const placeSpendColumns: readonly DataColumn<PersonSpend>[] = [
  { header: 'Person', rowHeader: true, cell: (person) => person.label },
  { header: 'Claimed', cell: (person) => rupeeText(person.claimed) },
  { header: 'Approved', cell: (person) => rupeeText(person.approved) },
  { header: 'Spends', cell: (person) => person.count },
];
