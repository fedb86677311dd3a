import type { SpendEntryView } from '@domain/api/spendEntryView';
import { OTHER } from '@domain/options/other';
import { emptySpentForm, type SpentFormValues } from '../spentForm';

const MULTIPLE_VISIT = 'Multiple Visit';

/**
 * The Spent dialog's values for correcting an entry: its day, its visit type, its places (the first as a
 * listed choice when the options hold it, else as Other with the typed name) and its amounts.
 */
export function formValuesOf(entry: SpendEntryView, listed: readonly string[]): SpentFormValues {
  const [first = '', ...rest] = entry.places;
  const isListed = listed.includes(first);
  const text = (amount: number) => (amount === 0 ? '' : String(amount));
  return {
    ...emptySpentForm,
    day: entry.day,
    visitType: entry.visitType,
    place: isListed ? first : OTHER,
    otherName: isListed ? '' : first,
    extraPlaces: entry.visitType === MULTIPLE_VISIT ? rest : [],
    allocatedAmount: String(entry.amounts.allocatedAmount),
    spentAmount: String(entry.amounts.spentAmount),
    food: text(entry.amounts.food),
    fuel: text(entry.amounts.fuel),
    stay: text(entry.amounts.stay),
    toll: text(entry.amounts.toll),
    vehicle: entry.mileage?.vehicle ?? '',
  };
}
