import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { VisitKind } from '@domain/visitCodes';
import { pipelineSorts, sortChoices, stagesOf, type PipelineSort, type PipelineView } from './pipelineView';

const isSort = (value: string): value is PipelineSort => (pipelineSorts as readonly string[]).includes(value);

/**
 * The pipeline's order and filters, kept in the URL (?sort=&stage=&staff=&overdue=1) so a view can be shared and
 * Back undoes a change; a value the side does not offer is ignored.
 */
export function usePipelineView(kind: VisitKind) {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const view = useMemo((): PipelineView => {
    const current = new URLSearchParams(text);
    const sort = current.get('sort') ?? '';
    const stage = current.get('stage') ?? '';
    const offered = sortChoices(kind).some((choice) => choice.value === sort);
    return {
      sort: isSort(sort) && offered ? sort : 'recent',
      stage: stagesOf(kind).includes(stage) ? stage : '',
      staff: current.get('staff') ?? '',
      overdue: current.get('overdue') === '1' ? '1' : '',
    };
  }, [kind, text]);

  const change = useCallback(
    (next: Partial<PipelineView>) => {
      setParams((previous) => {
        const params = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(next)) {
          if (value && !(name === 'sort' && value === 'recent')) params.set(name, value);
          else params.delete(name);
        }
        return params;
      });
    },
    [setParams],
  );

  return { view, change };
}
