import { useEffect, useMemo } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { draftLifetimeMs } from '@domain/constants';
import { DRAFT_PREFIX } from './draftStorage';

/** The form's values are all strings (as inputs hold them), so a draft restores exactly what was typed. */
export type FormStrings = Record<string, string>;

/**
 * Read leniently: a draft from an older version of the form keeps whatever fields still exist. `key`
 * names the form and account it was written for: a draft is restored only for that account.
 */
const storedDraftSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  key: z.string(),
  savedAt: z.number().optional(),
});
type StoredDraft = z.infer<typeof storedDraftSchema>;

export function draftKey(form: string, uid: string): string {
  return `${DRAFT_PREFIX}${form}:${uid}`;
}

function readStored(key: string): StoredDraft | null {
  try {
    const stored = storedDraftSchema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
    if (!stored.success || stored.data.key !== key) return null;
    // A draft this old was abandoned: it is not brought back into a form.
    if (stored.data.savedAt !== undefined && stored.data.savedAt < Date.now() - draftLifetimeMs) {
      localStorage.removeItem(key);
      return null;
    }
    return stored.data;
  } catch {
    return null;
  }
}

/** The stored draft's values for the fields this form has; anything else in storage is ignored. */
function restore<V extends FormStrings>(stored: Record<string, unknown>, empty: V): V {
  const values: FormStrings = { ...empty };
  for (const name of Object.keys(empty)) {
    const value = stored[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values as V;
}

function sameValues(a: FormStrings, b: FormStrings): boolean {
  return Object.keys(b).every((name) => a[name] === b[name]);
}

function write(key: string, values: FormStrings, empty: FormStrings): void {
  try {
    if (sameValues(values, empty)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ values, key, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked (private mode): the form still works, only without a draft.
  }
}

export interface DraftedForm<V extends FormStrings> {
  form: UseFormReturn<V>;
  /** True when the form opened with a draft left from before. */
  restored: boolean;
  /** Stores the form's values as the draft now (the server refused them: they are the user's to fix). */
  saveNow: () => void;
  /**
   * Forgets the stored draft but keeps the values on screen: they were handed to the outbox, so a
   * reload must not offer them again as unsent.
   */
  forgetStored: () => void;
  /** Forgets the draft and empties the form. */
  discard: () => void;
}

/**
 * A react-hook-form form whose values are kept on the device (localStorage, per user and form) as
 * they are typed, until the submission succeeds or the user clears it. A reload restores them.
 * `emptyValues` must be stable (a module-level function): it is read when the user or form changes.
 */
export function useDraftedForm<V extends FormStrings>(key: string, emptyValues: () => V): DraftedForm<V> {
  const initial = useMemo(() => {
    const empty = emptyValues();
    const stored = readStored(key);
    return stored
      ? { values: restore(stored.values, empty), restored: true }
      : { values: empty, restored: false };
  }, [key, emptyValues]);
  const form = useForm<V>({ defaultValues: initial.values as DefaultValues<V> });

  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        write(key, values, emptyValues());
      },
    });
  }, [form, key, emptyValues]);

  return useMemo(
    () => ({
      form,
      restored: initial.restored,
      saveNow: () => {
        write(key, form.getValues(), emptyValues());
      },
      forgetStored: () => {
        localStorage.removeItem(key);
      },
      discard: () => {
        localStorage.removeItem(key);
        form.reset(emptyValues());
      },
    }),
    [form, key, emptyValues, initial.restored],
  );
}
