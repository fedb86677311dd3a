import { spendSides, type SpendSide } from '@domain/spend/sides';
import { spendFlagKinds, type SpendFlagKind } from '@domain/spendEntries/spendFlags';
import type { ReviewFilter } from './api/reviewQueue';
import { isOrgDay } from '@domain/time/orgTime';

/** The queue's filter as the URL keeps it (?side=sales&staff=uid&from=2026-11-01&to=...&flag=noBill). */
export function filterFromParams(params: URLSearchParams): ReviewFilter {
  const filter: ReviewFilter = {};
  const side = params.get('side');
  if (side && (spendSides as readonly string[]).includes(side)) filter.side = side as SpendSide;
  const staff = params.get('staff');
  if (staff) filter.staff = staff;
  const from = params.get('from');
  const to = params.get('to');
  if (from && isOrgDay(from)) filter.from = from;
  if (to && isOrgDay(to) && (!filter.from || filter.from <= to)) filter.to = to;
  const flag = params.get('flag');
  if (flag && (spendFlagKinds as readonly string[]).includes(flag)) filter.flag = flag as SpendFlagKind;
  return filter;
}

/** The URL change to a filter: each of its fields set, or removed when empty. */
export function changeOf(filter: ReviewFilter): Record<string, string> {
  return Object.fromEntries(
    (['side', 'staff', 'from', 'to', 'flag'] as const).map((key) => [key, filter[key] ?? '']),
  );
}
