import { legKmText, mileageSumText } from '@domain/day/mileage';
import { fromPaise } from '@domain/spend/money';
import { rupeeText } from '@domain/spendEntries/rupees';

const rupees = (paise: number) => rupeeText(fromPaise(paise));

/** Text only the Spent dialog's Mileage shows. */
export const mileageText = {
  open: 'Mileage',
  title: 'Mileage for this day',
  vehicle: 'Vehicle',
  counting: 'Counting the day’s legs...',
  failed: 'Could not count the day’s legs. Try again when the connection is back.',
  noRates: 'No rate a km is set for any vehicle: ask an admin to set one.',
  legs: 'The day’s legs, in a straight line',
  /** 'Home → Modern College: 3.20 km'. */
  leg: (from: string, to: string, centiKm: number) => `${from} → ${to}: ${legKmText(centiKm)}`,
  sum: mileageSumText,
  use: 'Use',
  useLabel: (allowedPaise: number) => `Use ${rupees(allowedPaise)} for Fuel`,
  rate: (ratePaise: number) => `${rupees(ratePaise)} a km`,
} as const;
