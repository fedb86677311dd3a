import { useEffect, useMemo, useRef } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { draftLifetimeMs } from '@domain/constants';
import { requestIdSchema } from '@domain/requestId';
import { DRAFT_PREFIX } from './draftStorage';

/** The form's values are all strings (as inputs hold them), so a draft restores exactly what was typed. */
export type FormStrings = Record<string, string>;

/**
 * Read leniently: a draft from an older version of the form keeps whatever fields still exist. `key`
 * names the form and account it was written for: a draft is restored only for that account.
 */
const storedDraftSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  requestId: requestIdSchema,
  key: z.string(),
  savedAt: z.number().optional(),
});
type StoredDraft = z.infer<typeof storedDraftSchema>;

/** A new id for one submission; kept with the draft so that every retry of it resends the same id. */
export function newRequestId(): string {
  if (globalThis.isSecureContext) return crypto.randomUUID();
  // randomUUID exists only on secure origins; a phone on a plain-http LAN address still needs an id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function draftKey(form: string, uid: string): string {
  return `${DRAFT_PREFIX}${form}:${uid}`;
}

function readStored(key: string): StoredDraft | null {
  try {
    const stored = storedDraftSchema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
    if (!stored.success || stored.data.key !== key) return null;
    // The server forgets request ids after this long, so an older draft could not be retried safely.
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

function write(key: string, values: FormStrings, requestId: string, empty: FormStrings): void {
  try {
    if (sameValues(values, empty)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ values, requestId, key, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked (private mode): the form still works, only without a draft.
  }
}

export interface DraftedForm<V extends FormStrings> {
  form: UseFormReturn<V>;
  /** True when the form opened with a draft left from before. */
  restored: boolean;
  /** The id of the submission in progress: the same on every retry until it succeeds or is cleared. */
  requestId: () => string;
  /** Stores the draft now (before sending), so a reload mid-request retries with the same id. */
  saveNow: () => void;
  /** Forgets the draft and starts a new, empty submission. */
  discard: () => void;
  /** Sends this submission under `requestId` from now on (the server refused the old one as reused). */
  adoptRequestId: (requestId: string) => void;
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
      ? { values: restore(stored.values, empty), requestId: stored.requestId, restored: true }
      : { values: empty, requestId: newRequestId(), restored: false };
  }, [key, emptyValues]);
  const requestIdRef = useRef(initial.requestId);
  const form = useForm<V>({ defaultValues: initial.values as DefaultValues<V> });

  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        write(key, values, requestIdRef.current, emptyValues());
      },
    });
  }, [form, key, emptyValues]);

  return useMemo(
    () => ({
      form,
      restored: initial.restored,
      requestId: () => requestIdRef.current,
      saveNow: () => {
        const values = form.getValues() as FormStrings;
        try {
          localStorage.setItem(
            key,
            JSON.stringify({ values, requestId: requestIdRef.current, key, savedAt: Date.now() }),
          );
        } catch {
          // As above: no draft, nothing else lost.
        }
      },
      adoptRequestId: (requestId: string) => {
        requestIdRef.current = requestId;
      },
      discard: () => {
        localStorage.removeItem(key);
        requestIdRef.current = newRequestId();
        form.reset(emptyValues());
      },
    }),
    [form, key, emptyValues, initial.restored],
  );
}
