import type { SpendSummaryOutput } from '@domain/api/spendSummary';
import { placeFigures } from '@domain/spendTotals/aggregate';
import { optionalText, paiseText, percentText, placeText } from './dashboardText';
import type { SpendSide } from '@domain/spend/sides';
import { placeKeyOf } from '@domain/visits/visitPlaces';

export type PlaceRow = SpendSummaryOutput['places'][number];

/** One column of College Data / Company Data: its header and its cell, on the page and in the CSV. */
export interface PlaceColumn {
  header: string;
  cell: (row: PlaceRow) => string;
}

/**
 * A place's row as College Data / Company Data shows it (and its CSV holds it). 'Total Visits' is the
 * spend records' count, as the seed data defines it; 'Visits logged' counts the visits of the place's
 * folded name in the visit index; 'Approved Amount' is the approved spent amount of its approved records.
 */
export function placeColumns(
  side: SpendSide,
  placeLabel: string,
  visitsLogged: ReadonlyMap<string, number> = new Map(),
): PlaceColumn[] {
  return [
    { header: placeLabel, cell: ({ place }) => placeText(side, place) },
    { header: 'Allocated Amount', cell: ({ totals }) => paiseText(totals.allocated) },
    { header: 'Spent Amount', cell: ({ totals }) => paiseText(totals.spent) },
    { header: 'Remaining Amount', cell: ({ totals }) => paiseText(placeFigures(totals).remaining) },
    { header: 'Spent Percentage (%)', cell: ({ totals }) => percentText(placeFigures(totals).percentage) },
    { header: 'Total Visits', cell: ({ totals }) => String(totals.count) },
    {
      header: 'Visits logged',
      cell: ({ place }) => String(place === null ? 0 : (visitsLogged.get(placeKeyOf(place)) ?? 0)),
    },
    {
      header: 'Avg Spent per Transaction',
      cell: ({ totals }) => optionalText(placeFigures(totals).average, paiseText),
    },
    { header: 'Approved Amount', cell: ({ totals }) => paiseText(totals.approved) },
  ];
}
