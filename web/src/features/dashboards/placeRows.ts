import type { SpendSummaryOutput } from '@domain/api/spendSummary';
import { placeFigures } from '@domain/spendTotals/aggregate';
import { optionalText, paiseText, percentText, placeText } from '@domain/spend/dashboardText';
import type { SpendSide } from '@domain/spend/sides';

export const placeColumns = (placeLabel: string) => [
  placeLabel,
  'Allocated Amount',
  'Spent Amount',
  'Remaining Amount',
  'Spent Percentage (%)',
  'Total Visits',
  'Avg Spent per Transaction',
  'Approved Amount',
];

/**
 * A place's row as College Data / Company Data shows it (and its CSV holds it): the claimed figures,
 * then the approved spent amount of its approved records.
 */
export function placeCells(
  side: SpendSide,
  { place, totals }: SpendSummaryOutput['places'][number],
): string[] {
  const figures = placeFigures(totals);
  return [
    placeText(side, place),
    paiseText(totals.allocated),
    paiseText(totals.spent),
    paiseText(figures.remaining),
    percentText(figures.percentage),
    String(totals.count),
    optionalText(figures.average, paiseText),
    paiseText(totals.approved),
  ];
}
