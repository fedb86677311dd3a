import { foldPlaceName } from '@domain/visits/visitPlaces';
import type { z } from 'zod';
import { OTHER } from '@domain/options/other';
import { nextVisitProblem } from '@domain/followUps/nextVisit';
import type { SpendSide } from '@domain/spend/sides';
import { checkWithSchema, sentFields, type CheckedInput, type FormFieldProblem } from '../../lib/formCheck';
import { isOrgDay, orgDayOf } from '@domain/time/orgTime';

/** A visit form as its inputs hold it: every value a string, keyed by field name. */
export type VisitFormValues = Record<string, string>;

/** One input of a visit form; `N` is its schema's field names, so a misspelt name does not compile. */
export type VisitFieldSpec<N extends string = string> =
  | {
      name: N;
      label: string;
      kind: 'text' | 'email' | 'phone' | 'count' | 'amount' | 'date' | 'textarea';
    }
  | {
      name: N;
      label: string;
      /** 'Next visit on': a day from the visit's to 90 days on, with quick picks; never required. */
      kind: 'nextVisit';
    }
  | {
      name: N;
      label: string;
      /** Free text that suggests the places the organisation lists for this side (the Spent dialog's). */
      kind: 'place';
      side: SpendSide;
    }
  | {
      name: N;
      label: string;
      kind: 'select';
      options: readonly string[];
      placeholder: string;
      /** The text field Other reveals, whose text is sent instead of 'Other'. */
      other?: { name: string; label: string };
    };

/** The fields a visit's submission has besides its request id. */
export type VisitFieldName<I> = Exclude<keyof I & string, 'requestId'>;

/** What a kind's form consists of: its fields in screen order, and what the server expects. */
export interface VisitFields<I> {
  fields: readonly VisitFieldSpec<VisitFieldName<I>>[];
  /** The order of the submission's fields (the server's). */
  sentOrder: readonly VisitFieldName<I>[];
  /** Sent as numbers. */
  numberFields: readonly VisitFieldName<I>[];
  schema: z.ZodType<I>;
}

/** The names of every input, in screen order (an Other text field right after its dropdown). */
export function screenOrder(fields: readonly VisitFieldSpec[]): string[] {
  return fields.flatMap((field) =>
    field.kind === 'select' && field.other ? [field.name, field.other.name] : [field.name],
  );
}

export function emptyValuesOf(fields: readonly VisitFieldSpec[]): VisitFormValues {
  return Object.fromEntries(screenOrder(fields).map((name) => [name, '']));
}

/** The input that shows a problem found with `field` (the typed text when Other is chosen). */
export function formFieldOf<I>(form: VisitFields<I>, values: VisitFormValues, field: string): string | null {
  const spec = form.fields.find((candidate) => candidate.name === field);
  if (!spec) return null;
  return spec.kind === 'select' && spec.other && values[field] === OTHER ? spec.other.name : field;
}

/** What is sent for a field: the typed name when Other was chosen, numbers as numbers, blanks left out. */
function sentValue<I>(form: VisitFields<I>, values: VisitFormValues, name: VisitFieldName<I>) {
  const shown = formFieldOf(form, values, name) ?? name;
  const text = (values[shown] ?? '').trim();
  if (text === '') return undefined;
  return form.numberFields.includes(name) ? Number(text) : text;
}

/**
 * Builds the submission and checks it with the same schema the server parses it with, and the next
 * visit's range from today as the server does from the moment captured (`capturedAt`), which travels
 * with it so a visit sent later is judged by the day it was made.
 */
export function checkVisit<I>(
  form: VisitFields<I>,
  values: VisitFormValues,
  requestId: string,
  now: number = Date.now(),
): CheckedInput<I, string> {
  const input = sentFields(form.sentOrder, (name) => sentValue(form, values, name));
  const next = (input as { nextVisitOn?: unknown }).nextVisitOn;
  const problem = typeof next === 'string' && isOrgDay(next) ? nextVisitProblem(next, orgDayOf(now)) : null;
  const checked = checkWithSchema(form.schema, { ...input, requestId, capturedAt: now }, (field) =>
    formFieldOf(form, values, field),
  );
  if (problem === null) return checked;
  return {
    ok: false,
    errors: [...(checked.ok ? [] : checked.errors), { field: 'nextVisitOn', message: problem }],
  };
}

/** Problems in the order their inputs stand on screen, so focus goes to the topmost. */
export function inScreenOrder(
  fields: readonly VisitFieldSpec[],
  problems: readonly FormFieldProblem<string>[],
): FormFieldProblem<string>[] {
  const order = screenOrder(fields);
  const rank = (field: string | null) => (field === null ? order.length : order.indexOf(field));
  return [...problems].sort((a, b) => rank(a.field) - rank(b.field));
}

/** The organisation's names, then the visited places it does not list, one per folded name. */
export function suggestedPlaces(listed: readonly string[], visited: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...listed, ...visited].filter((name) => {
    const key = foldPlaceName(name);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A refusal's field problems in the words of the form ('College Name: This field is required.'), or
 * null when the refusal named no field of this form (its own message then says what went wrong).
 */
export function fieldProblemText(
  fields: readonly VisitFieldSpec[],
  problems: readonly { field: string; message: string }[],
): string | null {
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label;
  const named = problems.flatMap(({ field, message }) => {
    const label = labelOf(field);
    return label ? [`${label}: ${message}`] : [];
  });
  return named.length > 0 ? named.join(' ') : null;
}
