import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { visitPlaceField } from '@domain/visits/visitPlaces';
import { getEntry } from '../../lib/submission/outboxDb';
import { visitPlaceOf } from '../../lib/visitPlaceState';
import type { VisitFormValues } from './visitFields';
import type { VisitKindForm } from './visitKinds';

/**
 * What the visit form opens with besides its draft: the place, from 'Record visit' on the Due list, or
 * a queued entry's values, from Edit in the Outbox.
 */
export function useVisitPrefill<I>(
  form: UseFormReturn<VisitFormValues>,
  config: VisitKindForm<I>,
  routerState: unknown,
  editing: string | undefined,
): void {
  // 'Record visit' from the Due list: the form opens with the place filled in.
  const visitPlace = visitPlaceOf(routerState);
  useEffect(() => {
    if (visitPlace === undefined) return;
    form.setValue(visitPlaceField[config.kind], visitPlace, { shouldDirty: true });
  }, [visitPlace, form, config]);

  // Edit from the Outbox: the form opens with the queued entry's values.
  useEffect(() => {
    if (editing === undefined) return;
    void getEntry(editing).then((entry) => {
      if (entry?.form) form.reset({ ...config.emptyValues(), ...(entry.form.values as VisitFormValues) });
    });
  }, [editing, form, config]);
}
