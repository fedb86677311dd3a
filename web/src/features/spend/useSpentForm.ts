import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { formValuesOf } from './mySpends/entryForm';
import { orgToday } from './spentDays';
import { isMultipleVisit, newSpentForm, type SpentFormValues } from './spentForm';

interface SpentFormStart {
  editing?: { values: SpentFormValues } | undefined;
  correcting?: SpendEntryView | undefined;
  options: readonly string[];
}

/**
 * The Spent dialog's form and its values as typed (the title, the limits and the bill count follow
 * them). A change clears its field's error; switching away from a Multiple Visit drops the extra places.
 */
export function useSpentForm({ editing, correcting, options }: SpentFormStart) {
  const [initial] = useState(() => {
    // An entry queued before the Date field existed has no day: it was to be dated on arrival, today.
    if (editing) return { ...newSpentForm(orgToday()), ...editing.values };
    return correcting ? formValuesOf(correcting, options) : newSpentForm(orgToday());
  });
  const form = useForm<SpentFormValues>({ defaultValues: initial });
  const [typed, setTyped] = useState(initial);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          setTyped(values);
          if (!name) return;
          form.clearErrors(name.startsWith('extraPlaces') ? 'extraPlaces' : (name as keyof SpentFormValues));
          // Extra places belong to a Multiple Visit only; switching away drops them.
          if (name === 'visitType' && values.extraPlaces.length > 0 && !isMultipleVisit(values)) {
            form.setValue('extraPlaces', []);
          }
        },
      }),
    [form],
  );

  return { form, initial, typed, setTyped };
}
