import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router';
import { visitPhases } from '@domain/options/visitOptions';
import { checkStatuses, type CheckStatus } from '@domain/visits/location/visitCheck';
import type { VisitKind } from '@domain/visitCodes';
import { rangeFromParams, type DateRange } from '../dateRange';
import type { VisitFilter } from './api/listVisits';

export interface VisitFilterFields {
  staff?: string;
  phase?: string;
  /** The name search, as typed. */
  q?: string;
  /** '1': only visits whose follow-up is overdue. */
  overdue?: string;
  /** 'verified', 'far' or 'unverified': only visits of that check. */
  check?: string;
}

/** What one control changes: the days, or some of the fields. */
type FilterChange = DateRange & VisitFilterFields;

const isCheck = (value: string): value is CheckStatus => (checkStatuses as readonly string[]).includes(value);

const isPhase = (value: string): value is (typeof visitPhases)[number] =>
  (visitPhases as readonly string[]).includes(value);

/**
 * The log's filter, kept in the URL (?from=&to=&staff=&phase=&q=&overdue=1&check=) so a view can be shared and Back
 * undoes a change; a value that is no day or no phase is ignored. The router renders a URL change in a
 * transition, which a slow phone takes a while to finish (the log reloads): until it does, `fields`
 * already show what was just chosen, so every control answers the tap at once.
 */
export function useVisitFilter(kind: VisitKind) {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const location = useLocation();
  // Chosen at this location: shown until the router has rendered the next one (a Back included).
  const [chosen, setChosen] = useState<{ at: Location; fields: VisitFilterFields } | null>(null);
  const pending = useMemo(() => (chosen?.at === location ? chosen.fields : {}), [chosen, location]);
  const filter = useMemo(() => {
    const current = new URLSearchParams(text);
    const range = rangeFromParams(current);
    const staff = current.get('staff') ?? '';
    const phase = current.get('phase') ?? '';
    const q = (current.get('q') ?? '').trim();
    const overdue = current.get('overdue') === '1';
    const check = current.get('check') ?? '';
    const input: VisitFilter = {
      kind,
      ...range,
      ...(staff ? { staff } : {}),
      ...(kind === 'sales' && isPhase(phase) ? { phase } : {}),
      ...(q ? { search: q } : {}),
      ...(overdue ? { overdue } : {}),
      ...(isCheck(check) ? { check } : {}),
    };
    const fields = {
      staff,
      phase: input.phase ?? '',
      q: current.get('q') ?? '',
      overdue: overdue ? '1' : '',
      check: input.check ?? '',
    };
    return { range, input, fields };
  }, [kind, text]);
  const fields = { ...filter.fields, ...pending };

  const update = useCallback(
    (change: FilterChange) => {
      // From what is shown, not from the URL alone: a choice made while the last one is still
      // rendering keeps it.
      const stacked = { ...pending, ...pickFields(change) };
      const next = new URLSearchParams(text);
      for (const [name, value] of Object.entries({ ...change, ...stacked })) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      setChosen({ at: location, fields: stacked });
      setParams(next);
    },
    [location, pending, setParams, text],
  );

  const setRange = useCallback(
    (range: DateRange) => {
      update({ from: range.from ?? '', to: range.to ?? '' });
    },
    [update],
  );

  return { ...filter, fields, update, setRange };
}

const fieldNames = ['staff', 'phase', 'q', 'overdue', 'check'] as const;

/** The fields a change sets (a cleared one as ''), without its days. */
function pickFields(change: FilterChange): VisitFilterFields {
  const fields: VisitFilterFields = {};
  for (const name of fieldNames) {
    if (name in change) fields[name] = change[name] ?? '';
  }
  return fields;
}
