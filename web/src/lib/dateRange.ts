import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isOrgDay } from '@domain/time/orgTime';

export interface DateRange {
  from?: string;
  to?: string;
}

/** The range a link carries (?from=2026-11-01&to=2026-11-30); a value that is no day is ignored. */
export function rangeFromParams(params: URLSearchParams): DateRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { ...(isOrgDay(from) ? { from } : {}), ...(isOrgDay(to) ? { to } : {}) };
}

export function rangeSearch({ from, to }: DateRange): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The dashboards' date range, kept in the URL so a view can be shared. */
export function useDateRange(): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo(
    () => rangeFromParams(new URLSearchParams({ from: from ?? '', to: to ?? '' })),
    [from, to],
  );
  const setRange = useCallback(
    (next: DateRange) => {
      setParams(new URLSearchParams(rangeSearch(next)), { replace: false });
    },
    [setParams],
  );
  return [range, setRange];
}
