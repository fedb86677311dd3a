import { fromPaise } from '@domain/spend/money';
import type { SpendDate } from '@domain/spendTotals/aggregate';
import type { SpendSide } from '@domain/spend/sides';
import { formatOrgDate } from '@domain/time/orgTime';
import { sideDashboards } from '../../components/DashboardLink';

/** The dashboards' words: Sales and Placement Dashboard, College and Company Data, their tables. */
export const dashboardText = {
  smallScreen: 'Please open this section on a large screen only.',
  noRecords: 'No records found',
  noData: 'No data available',
  noDate: 'No date available',
  invalidDate: 'Invalid Date',
  categoryChart: 'Spent Amount by Category',
  allocatedChart: 'Total Allocated vs Spent',
  table: 'Saved Spent Data',
  goBack: 'Go Back',
  close: 'Close',
} as const;

export const dashboardTitles = {
  sales: { dashboard: sideDashboards.sales.title, places: 'College Data', noPlace: 'No College' },
  placement: { dashboard: sideDashboards.placement.title, places: 'Company Data', noPlace: 'No Company' },
} as const satisfies Record<SpendSide, { dashboard: string; places: string; noPlace: string }>;

/** An amount as the tables show it: a missing value '0', a stored text as it is, a number with 2 decimals. */
export function amountText(shown: number | string | null): string {
  if (shown === null) return '0';
  return typeof shown === 'number' ? shown.toFixed(2) : shown;
}

export function paiseText(paise: number): string {
  return fromPaise(paise).toFixed(2);
}

/** A percentage or an average that has no meaning (nothing allocated, no transaction) shows '0.00'. */
export function optionalText(value: number | null, toText: (value: number) => string): string {
  return value === null ? '0.00' : toText(value);
}

export function percentText(value: number | null): string {
  return optionalText(value, (percent) => percent.toFixed(2));
}

/** dd/MM/yyyy; a missing date reads 'No date available' on the sales side, 'Invalid Date' on placement. */
export function spendDateText(side: SpendSide, date: SpendDate): string {
  if (typeof date === 'number') return formatOrgDate(date);
  return date === 'missing' && side === 'sales' ? dashboardText.noDate : dashboardText.invalidDate;
}

export function placeText(side: SpendSide, place: string | null): string {
  return place ?? dashboardTitles[side].noPlace;
}
