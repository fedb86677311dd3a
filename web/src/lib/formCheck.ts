import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsFromZod, type FieldError } from '@domain/fieldErrors';

/** A problem to show under one of the form's fields (`null`: the form has no field for it). */
export interface FormFieldProblem<F extends string> {
  field: F | null;
  message: string;
}

export type CheckedInput<I, F extends string> =
  { ok: true; input: I } | { ok: false; errors: FormFieldProblem<F>[] };

/** What a form sends: each field's value in the given order, blanks left out. */
export function sentFields<N extends string>(
  names: readonly N[],
  valueOf: (name: N) => string | number | undefined,
): Partial<Record<N, string | number>> {
  const sent: Partial<Record<N, string | number>> = {};
  for (const name of names) {
    const value = valueOf(name);
    if (value !== undefined) sent[name] = value;
  }
  return sent;
}

/** Checks an input with the schema the server parses it with; a problem points at the form's field. */
export function checkWithSchema<S extends z.ZodType, F extends string>(
  schema: S,
  input: unknown,
  formFieldOf: (field: string) => F | null,
): CheckedInput<z.output<S>, F> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: toFormProblems(fieldErrorsFromZod(parsed.error), formFieldOf) };
}

export function toFormProblems<F extends string>(
  errors: readonly FieldError[],
  formFieldOf: (field: string) => F | null,
): FormFieldProblem<F>[] {
  return errors.map(({ field, message }) => ({ field: formFieldOf(field), message }));
}

/** Where a form shows the server's problems: its input for each field path, and its inputs' screen order. */
export interface FormInputs<F extends string> {
  inputOf: (field: string) => F | null;
  /** Inputs in screen order; problems are shown in this order, so focus lands on the topmost. */
  order: readonly F[];
}

/**
 * The one mapping from the server's field errors to a form: each error to its input, the first per
 * input only, in screen order. Errors about something the form has no input for are left out.
 */
export function serverProblems<F extends string>(
  errors: readonly FieldError[],
  inputs: FormInputs<F>,
): FormFieldProblem<F>[] {
  const seen = new Set<F>();
  const rank = (field: F) => {
    const index = inputs.order.indexOf(field);
    return index === -1 ? inputs.order.length : index;
  };
  return toFormProblems(errors, inputs.inputOf)
    .filter((problem): problem is FormFieldProblem<F> & { field: F } => problem.field !== null)
    .filter(({ field }) => !seen.has(field) && seen.add(field))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

/** Shows each problem under its field; `focus` moves to the first one. */
export function showFieldProblems<V extends FieldValues>(
  form: UseFormReturn<V>,
  problems: readonly FormFieldProblem<Path<V>>[],
  focus: boolean,
): void {
  problems.forEach(({ field, message }, index) => {
    if (field) form.setError(field, { type: 'server', message }, { shouldFocus: focus && index === 0 });
  });
}
