import type { PlacePageOutput } from '@domain/api/placePage';
import type { DataColumn } from '../../components/DataTable';
import { valueText } from '../../lib/visitText';

type PersonSpend = PlacePageOutput['spend']['people'][number];

export const rupees = (value: number) => `₹${valueText(value, { amount: true })}`;

/** A place's spend per person: who, claimed, approved and how many spends. */
export const placeSpendColumns: readonly DataColumn<PersonSpend>[] = [
  { header: 'Person', rowHeader: true, cell: (person) => person.label },
  { header: 'Claimed', cell: (person) => rupees(person.claimed) },
  { header: 'Approved', cell: (person) => rupees(person.approved) },
  { header: 'Spends', cell: (person) => person.count },
];
