import { useCallback, useMemo } from 'react';
import type { VisitKind } from '@domain/visitCodes';
import { useUrlChoices } from '../../lib/useUrlChoices';
import { pipelineSorts, sortChoices, stagesOf, type PipelineSort, type PipelineView } from './pipelineView';

const isSort = (value: string): value is PipelineSort => (pipelineSorts as readonly string[]).includes(value);

/**
 * The pipeline's order and filters, kept in the URL (?sort=&stage=&staff=&overdue=1) so a view can be shared and
 * Back undoes a change; a value the side does not offer is ignored. The rows follow the URL (`view`); the
 * controls show `chosen`, which holds a choice at once, before the rows have rendered it (useUrlChoices).
 */
export function usePipelineView(kind: VisitKind) {
  const { committed, shown, choose } = useUrlChoices();
  const view = useMemo(() => viewOf(kind, committed), [kind, committed]);
  const chosen = useMemo(() => viewOf(kind, shown), [kind, shown]);

  const change = useCallback(
    (next: Partial<PipelineView>) => {
      choose(
        Object.fromEntries(
          Object.entries(next).map(([name, value]) => [
            name,
            value && !(name === 'sort' && value === 'recent') ? value : '',
          ]),
        ),
      );
    },
    [choose],
  );

  return { view, chosen, change };
}

function viewOf(kind: VisitKind, params: URLSearchParams): PipelineView {
  const sort = params.get('sort') ?? '';
  const stage = params.get('stage') ?? '';
  const offered = sortChoices(kind).some((choice) => choice.value === sort);
  return {
    sort: isSort(sort) && offered ? sort : 'recent',
    stage: stagesOf(kind).includes(stage) ? stage : '',
    staff: params.get('staff') ?? '',
    overdue: params.get('overdue') === '1' ? '1' : '',
  };
}
