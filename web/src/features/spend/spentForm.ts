import type { z } from 'zod';
import { OTHER } from '@domain/options/other';
import { parseAmountText } from '@domain/spend/amountText';
import {
  placeListKeys,
  placementSpendFields,
  salesSpendFields,
  spendAmountNames,
  type PlacementSpendFields,
  type SalesSpendFields,
} from '@domain/spend/spendFields';
import { spendMessages } from '@domain/spend/spendMessages';
import type { SpendSide } from '@domain/spend/sides';
import { fieldErrorsFromZod, type FieldError } from '@domain/fieldErrors';
import { fieldMessages } from '@domain/visits/fieldRules';

export type AmountName = (typeof spendAmountNames)[number];
const MULTIPLE_VISIT = 'Multiple Visit';

/** What the dialog's inputs hold: text as typed, so nothing the user entered is lost or reformatted. */
export interface SpentFormValues extends Record<AmountName, string> {
  visitType: string;
  /** The dropdown's choice (a listed name or Other). */
  place: string;
  /** The typed name when the dropdown says Other. */
  otherName: string;
  /** The extra places of a Multiple Visit ('College 2', 'College 3', ...). */
  extraPlaces: string[];
}

export const emptySpentForm: SpentFormValues = {
  visitType: '',
  place: '',
  otherName: '',
  extraPlaces: [],
  allocatedAmount: '',
  spentAmount: '',
  food: '',
  fuel: '',
  stay: '',
  toll: '',
};

/** An input of the dialog: a named field, or the extra place at an index. */
export type SpentField = 'visitType' | 'place' | 'otherName' | AmountName | `extraPlaces.${number}`;
export type SpentFieldErrors = Partial<Record<SpentField, string>>;

/** A checked entry, ready for its side's callable. */
export type SpendSave =
  { side: 'sales'; fields: SalesSpendFields } | { side: 'placement'; fields: PlacementSpendFields };

export const isMultipleVisit = (values: SpentFormValues) => values.visitType === MULTIPLE_VISIT;

/** The places in the order they are saved: the dropdown's (or the typed Other name), then the extras. */
function placesOf(values: SpentFormValues): string[] {
  const first = values.place === OTHER ? values.otherName : values.place;
  return [first, ...(isMultipleVisit(values) ? values.extraPlaces : [])];
}

/** The entry as typed, in the server's shape (without the request id); the schema decides if it is valid. */
export function entryOf(side: SpendSide, values: SpentFormValues): Record<string, unknown> {
  const amounts = spendAmountNames.flatMap((name) => {
    const amount = parseAmountText(values[name]);
    return amount === undefined ? [] : [[name, amount] as const];
  });
  return {
    visitType: values.visitType,
    [placeListKeys[side]]: placesOf(values),
    ...Object.fromEntries(amounts),
  };
}

function parseEntry(side: SpendSide, values: SpentFormValues): { save: SpendSave } | { error: z.ZodError } {
  const entry = entryOf(side, values);
  if (side === 'sales') {
    const parsed = salesSpendFields.safeParse(entry);
    return parsed.success ? { save: { side, fields: parsed.data } } : { error: parsed.error };
  }
  const parsed = placementSpendFields.safeParse(entry);
  return parsed.success ? { save: { side, fields: parsed.data } } : { error: parsed.error };
}

/** The input a server (or schema) field error belongs to; undefined when none shows it. */
export function formFieldOf(side: SpendSide, values: SpentFormValues, path: string): SpentField | undefined {
  if (path === 'visitType' || (spendAmountNames as readonly string[]).includes(path))
    return path as SpentField;
  const [key, index] = path.split('.');
  if (key !== placeListKeys[side]) return undefined;
  if (index === undefined) return 'place';
  const position = Number(index);
  if (position === 0) return values.place === OTHER ? 'otherName' : 'place';
  return `extraPlaces.${position - 1}`;
}

/** Server or schema field errors as errors of the dialog's inputs (the first one per input). */
export function formErrorsOf(side: SpendSide, values: SpentFormValues, errors: readonly FieldError[]) {
  const formErrors: SpentFieldErrors = {};
  for (const { field, message } of errors) {
    const input = formFieldOf(side, values, field);
    if (input) formErrors[input] ??= message;
  }
  return formErrors;
}

export type SpentCheck =
  { ok: true; save: SpendSave } | { ok: false; message: string; fieldErrors: SpentFieldErrors };

/**
 * The dialog's own check before saving. A missing required field (visit type, place, allocated, spent)
 * gives the original's alert text for that side; then the shared schema, the one the server applies,
 * finds the rest (negative amounts, an empty Other name, a place listed twice...).
 */
export function checkSpentForm(side: SpendSide, values: SpentFormValues): SpentCheck {
  const required = ['visitType', 'place', 'allocatedAmount', 'spentAmount'] as const;
  const missing = required.filter((field) => values[field].trim() === '');
  if (missing.length > 0) {
    return {
      ok: false,
      message: spendMessages.missingRequired[side],
      fieldErrors: Object.fromEntries(missing.map((field) => [field, fieldMessages.required])),
    };
  }
  const parsed = parseEntry(side, values);
  if ('save' in parsed) return { ok: true, save: parsed.save };
  return {
    ok: false,
    message: spendMessages.fixFields,
    fieldErrors: formErrorsOf(side, values, fieldErrorsFromZod(parsed.error)),
  };
}
