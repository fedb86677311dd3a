import { useCallback, useMemo } from 'react';
import { visitPhases } from '@domain/options/visitOptions';
import { checkFilters, type CheckFilter } from '@domain/visits/location/checkFilters';
import type { VisitKind } from '@domain/visitCodes';
import { rangeFromParams, type DateRange } from '../../lib/dateRange';
import { useUrlChoices } from '../../lib/useUrlChoices';
import type { VisitFilter } from './api/listVisits';

export interface VisitFilterFields {
  staff?: string;
  phase?: string;
  /** The name search, as typed. */
  q?: string;
  /** '1': only visits whose follow-up is overdue. */
  overdue?: string;
  /** A bucket ('verified', 'far', 'unverified', 'notAccepted', 'tooFast') or 'noLocation'. */
  check?: string;
}

const isCheck = (value: string): value is CheckFilter => (checkFilters as readonly string[]).includes(value);

const isPhase = (value: string): value is (typeof visitPhases)[number] =>
  (visitPhases as readonly string[]).includes(value);

/**
 * The log's filter, kept in the URL (?from=&to=&staff=&phase=&q=&overdue=1&check=) so a view can be shared and Back
 * undoes a change; a value that is no day or no phase is ignored. The log loads for the URL (`input`); the
 * controls show `fields`, which hold a choice at once, before the log has rendered it (useUrlChoices).
 */
export function useVisitFilter(kind: VisitKind) {
  const { committed, shown, choose } = useUrlChoices();
  const input = useMemo(() => filterOf(kind, committed), [kind, committed]);
  const fields = useMemo(() => fieldsOf(kind, shown), [kind, shown]);
  const range = useMemo(() => rangeFromParams(committed), [committed]);

  const update = useCallback(
    (change: DateRange | VisitFilterFields) => {
      choose(Object.fromEntries(Object.entries(change).map(([name, value]) => [name, value ?? ''])));
    },
    [choose],
  );

  const setRange = useCallback(
    (next: DateRange) => {
      update({ from: next.from ?? '', to: next.to ?? '' });
    },
    [update],
  );

  return { range, input, fields, update, setRange };
}

function filterOf(kind: VisitKind, params: URLSearchParams): VisitFilter {
  const staff = params.get('staff') ?? '';
  const phase = params.get('phase') ?? '';
  const q = (params.get('q') ?? '').trim();
  const overdue = params.get('overdue') === '1';
  const check = params.get('check') ?? '';
  return {
    kind,
    ...rangeFromParams(params),
    ...(staff ? { staff } : {}),
    ...(kind === 'sales' && isPhase(phase) ? { phase } : {}),
    ...(q ? { search: q } : {}),
    ...(overdue ? { overdue } : {}),
    ...(isCheck(check) ? { check } : {}),
  };
}

function fieldsOf(kind: VisitKind, params: URLSearchParams): Required<VisitFilterFields> {
  const phase = params.get('phase') ?? '';
  const check = params.get('check') ?? '';
  return {
    staff: params.get('staff') ?? '',
    phase: kind === 'sales' && isPhase(phase) ? phase : '',
    q: params.get('q') ?? '',
    overdue: params.get('overdue') === '1' ? '1' : '',
    check: isCheck(check) ? check : '',
  };
}
