import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
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

const isCheck = (value: string): value is CheckStatus => (checkStatuses as readonly string[]).includes(value);

const isPhase = (value: string): value is (typeof visitPhases)[number] =>
  (visitPhases as readonly string[]).includes(value);

/**
 * The log's filter, kept in the URL (?from=&to=&staff=&phase=&q=&overdue=1&check=) so a view can be shared and Back
 * undoes a change; a value that is no day or no phase is ignored.
 */
export function useVisitFilter(kind: VisitKind) {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
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

  const update = useCallback(
    (change: DateRange | VisitFilterFields) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(change)) {
          if (value) next.set(name, String(value));
          else next.delete(name);
        }
        return next;
      });
    },
    [setParams],
  );

  const setRange = useCallback(
    (range: DateRange) => {
      update({ from: range.from ?? '', to: range.to ?? '' });
    },
    [update],
  );

  return { ...filter, update, setRange };
}
