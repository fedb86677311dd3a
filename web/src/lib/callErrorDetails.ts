import type { FieldError } from '@domain/fieldErrors';

/*
 * Reads a refused call's `details` by hand, not with zod: CallError reaches the app shell through the
 * outbox, and the shell stays free of zod (docs/decisions/016-lean-landing-page.md).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';

/** The per-field problems of an `invalid-argument` error; none unless every one is well formed. */
export function fieldErrorsOf(details: unknown): FieldError[] {
  if (!isRecord(details) || !Array.isArray(details.fieldErrors)) return [];
  const list: unknown[] = details.fieldErrors;
  if (!list.every(isFieldError)) return [];
  return list.map(({ field, message }) => ({ field, message }));
}

/** `details.reason`, when the server gave one. */
export function reasonOf(details: unknown): string | null {
  return isRecord(details) && typeof details.reason === 'string' ? details.reason : null;
}
