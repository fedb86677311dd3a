import { rupeeText } from '@domain/spendEntries/rupees';
import { OTHER } from '@domain/options/other';
import { parseAmountText } from '../../lib/amountText';
import {
  placeListKeys,
  placementSpendFields,
  salesSpendFields,
  spendAmountNames,
  type PlacementSpendFields,
  type SalesSpendFields,
} from '@domain/spend/spendFields';
import { spendMessages } from '@domain/spend/spendMessages';
import { spendDayProblem, type SpendDayRule } from '@domain/spend/spendDayWindow';
import { placeWords, type SpendSide } from '@domain/spend/sides';
import { fieldMessages } from '@domain/visits/fieldRules';
import { checkWithSchema, type FormFieldProblem } from '../../lib/formCheck';

export type AmountName = (typeof spendAmountNames)[number];
const MULTIPLE_VISIT = 'Multiple Visit';

/** What the dialog's inputs hold: text as typed, so nothing the user entered is lost or reformatted. */
export interface SpentFormValues extends Record<AmountName, string> {
  /** The day the spend was made, as the date input gives it (YYYY-MM-DD). */
  day: string;
  visitType: string;
  /** The dropdown's choice (a listed name or Other). */
  place: string;
  /** The typed name when the dropdown says Other. */
  otherName: string;
  /** The extra places of a Multiple Visit ('College 2', 'College 3', ...). */
  extraPlaces: string[];
  /** The vehicle whose mileage Use put in Fuel ('' when Mileage was not used). */
  vehicle: string;
}

/** No values at all; a new entry's Date starts at today (`newSpentForm`). */
export const emptySpentForm: SpentFormValues = {
  day: '',
  visitType: '',
  place: '',
  otherName: '',
  extraPlaces: [],
  vehicle: '',
  allocatedAmount: '',
  spentAmount: '',
  food: '',
  fuel: '',
  stay: '',
  toll: '',
};

/** A new entry's values: everything empty but the Date, today in the organisation's zone. */
export function newSpentForm(today: string): SpentFormValues {
  return { ...emptySpentForm, day: today };
}

/** An input of the dialog: a named field, or the extra place at an index. */
export type SpentField = 'day' | 'visitType' | 'place' | 'otherName' | AmountName | `extraPlaces.${number}`;

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
    day: values.day,
    visitType: values.visitType,
    [placeListKeys[side]]: placesOf(values),
    ...Object.fromEntries(amounts),
    ...(values.vehicle === '' ? {} : { vehicle: values.vehicle }),
  };
}

/** The input that shows a problem the server (or the schema) found at `path`; null when none does. */
export function spentInputOf(side: SpendSide, values: SpentFormValues, path: string): SpentField | null {
  if (path === 'day' || path === 'visitType' || (spendAmountNames as readonly string[]).includes(path))
    return path as SpentField;
  const [key, index] = path.split('.');
  if (key !== placeListKeys[side]) return null;
  if (index === undefined) return 'place';
  const position = Number(index);
  if (position === 0) return values.place === OTHER ? 'otherName' : 'place';
  return `extraPlaces.${position - 1}`;
}

/** The dialog's inputs in screen order, for showing the server's problems top first. */
export function spentInputOrder(values: SpentFormValues): SpentField[] {
  const extras = values.extraPlaces.map((_, index): SpentField => `extraPlaces.${index}`);
  return ['day', 'visitType', 'place', 'otherName', ...extras, ...spendAmountNames];
}

/** The Outbox's line for an entry: the amount spent and the places it was spent at, by name. */
export function spendSummary(side: SpendSide, values: SpentFormValues): string {
  const places = placesOf(values).filter((place) => place.trim() !== '');
  const { noun, plural } = placeWords[side];
  const where = places.length === 1 ? `1 ${noun}` : `${String(places.length)} ${plural}`;
  const named = places.length > 0 ? `: ${places.join(', ')}` : '';
  return `Spent ${rupeeText(Number(values.spentAmount))} · ${where}${named}`;
}

/** The first problem of each input, in the order found. */
export function firstPerInput(
  problems: readonly FormFieldProblem<SpentField>[],
): FormFieldProblem<SpentField>[] {
  const seen = new Set<SpentField | null>();
  return problems.filter(({ field }) => !seen.has(field) && seen.add(field));
}

export type SpentCheck =
  { ok: true; save: SpendSave } | { ok: false; message: string; problems: FormFieldProblem<SpentField>[] };

/**
 * The dialog's own check before saving. A missing required field (date, visit type, place, allocated,
 * spent) gives that side's alert text; then the shared schema, the one the server applies, finds the
 * rest (negative amounts, an empty Other name, a place listed twice...), and the day window the server
 * also applies (`dayRule`: now and the policy's days back) refuses a day out of it at the Date field.
 */
export function checkSpentForm(side: SpendSide, values: SpentFormValues, dayRule: SpendDayRule): SpentCheck {
  const required = ['day', 'visitType', 'place', 'allocatedAmount', 'spentAmount'] as const;
  const missing = required.filter((field) => values[field].trim() === '');
  if (missing.length > 0) {
    return {
      ok: false,
      message: spendMessages.missingRequired[side],
      problems: missing.map((field) => ({ field, message: fieldMessages.required })),
    };
  }
  const inputOf = (path: string) => spentInputOf(side, values, path);
  const entry = entryOf(side, values);
  const dayProblem = spendDayProblem(values.day, dayRule);
  const dayErrors: FormFieldProblem<SpentField>[] =
    dayProblem === undefined ? [] : [{ field: 'day', message: dayProblem }];
  const refused = (errors: FormFieldProblem<SpentField>[]): SpentCheck => ({
    ok: false,
    message: spendMessages.fixFields,
    problems: firstPerInput([...dayErrors, ...errors]),
  });
  if (side === 'sales') {
    const checked = checkWithSchema(salesSpendFields, entry, inputOf);
    if (!checked.ok) return refused(checked.errors);
    return dayErrors.length > 0 ? refused([]) : { ok: true, save: { side, fields: checked.input } };
  }
  const checked = checkWithSchema(placementSpendFields, entry, inputOf);
  if (!checked.ok) return refused(checked.errors);
  return dayErrors.length > 0 ? refused([]) : { ok: true, save: { side, fields: checked.input } };
}
