import type { SpendSummaryOutput } from '@domain/api/spendSummary';
import { placeFigures } from '@domain/spendTotals/aggregate';
import { optionalText, paiseText, percentText, placeText } from './dashboardText';
import type { SpendSide } from '@domain/spend/sides';
import { placeKeyOf } from '@domain/visits/visitPlaces';

export const placeColumns = (placeLabel: string) => [
  placeLabel,
  'Allocated Amount',
  'Spent Amount',
  'Remaining Amount',
  'Spent Percentage (%)',
  'Total Visits',
  'Visits logged',
  'Avg Spent per Transaction',
  'Approved Amount',
];

/**
 * A place's row as College Data / Company Data shows it (and its CSV holds it). 'Total Visits' is the
 * spend records' count, as the seed data defines it; 'Visits logged' counts the visits of the place's
 * folded name in the visit index; 'Approved Amount' is the approved spent amount of its approved records.
 */
export function placeCells(
  side: SpendSide,
  { place, totals }: SpendSummaryOutput['places'][number],
  visitsLogged: ReadonlyMap<string, number> = new Map(),
): string[] {
  const figures = placeFigures(totals);
  return [
    placeText(side, place),
    paiseText(totals.allocated),
    paiseText(totals.spent),
    paiseText(figures.remaining),
    percentText(figures.percentage),
    String(totals.count),
    String(place === null ? 0 : (visitsLogged.get(placeKeyOf(place)) ?? 0)),
    optionalText(figures.average, paiseText),
    paiseText(totals.approved),
  ];
}
