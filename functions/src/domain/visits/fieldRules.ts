import { z } from 'zod';
import { inputLimits, maxTextLength } from '../constants.js';
import { OTHER } from '../options/other.js';
import { isWholePaise } from '../spend/money.js';
import { textProblem, textProblemMessages, withoutHiddenFormat } from '../text.js';

/**
 * A visit schema's field names in the order it declares them (zod keeps the shape's key order): the
 * record order, which the sheet's columns follow.
 */
export function fieldOrderOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): (keyof Shape & string)[] {
  return Object.keys(schema.shape);
}

/** Field-level messages shared by the server's refusal and the form's own check. */
export const fieldMessages = {
  required: 'This field is required.',
  text: 'Must be text.',
  tooLong: `Must be at most ${maxTextLength} characters.`,
  number: 'Must be a number.',
  wholeNumber: 'Must be a whole number.',
  negative: 'Must not be negative.',
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  date: 'Enter a valid date (yyyy-mm-dd).',
  dateOutOfRange: `Enter a date from ${inputLimits.earliestDate} to one year from today.`,
  tooManyDecimals: 'Use at most 2 decimal places.',
  atMost: (limit: number) => `Must be at most ${limit.toLocaleString('en-IN')}.`,
  choose: 'Choose one of the listed options.',
  otherText: `Type the name instead of choosing ${OTHER}.`,
} as const;

const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;
const MIN_PHONE_DIGITS = 6;
const MAX_PHONE_DIGITS = 15;

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

export function isEmailAddress(value: string): boolean {
  return z.regexes.email.test(value);
}

/** A calendar date as the date input gives it (yyyy-mm-dd), rejecting days that do not exist. */
export function isIsoDate(value: string): boolean {
  return z.iso.date().safeParse(value).success;
}

/** The latest date a form may carry: one year from now (a typo like 2205 is refused, plans are not). */
export function latestDate(now = Date.now()): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

export function isDateInRange(value: string, now = Date.now()): boolean {
  return value >= inputLimits.earliestDate && value <= latestDate(now);
}

/** The typed name stands for Other in any case or spacing ('other', ' OTHER '). */
export function isOtherWord(value: string): boolean {
  return value.trim().replace(/\s+/g, ' ').toLowerCase() === OTHER.toLowerCase();
}

export interface CleanTextOptions {
  /** Line breaks and tabs allowed (remarks, reasons). */
  multiline?: boolean;
  /** The field is required: blank, or nothing visible (two zero-width spaces), is refused with this. */
  required?: string;
  /** Nothing visible is refused with this, as for a field required only sometimes (a reference). */
  invisible?: string;
}

/**
 * Every text field (decision 009): hidden format characters (zero-width space and the like) removed,
 * trimmed, at most `maxTextLength` characters, with no control (NUL, BEL...), bidi-override or broken
 * characters and not made only of invisible ones. `required` means something visible.
 */
export const cleanText = ({ multiline = false, required, invisible }: CleanTextOptions = {}) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.text) })
    .overwrite(withoutHiddenFormat)
    .trim()
    .max(maxTextLength, fieldMessages.tooLong)
    .superRefine((value, context) => {
      const problem = textProblem(value, { multiline });
      const nothingVisible = value === '' || problem === 'invisible';
      const message =
        required !== undefined && nothingVisible
          ? required
          : problem === 'invisible' && invisible !== undefined
            ? invisible
            : problem && textProblemMessages[problem];
      if (message) context.addIssue({ code: 'custom', message });
    });

const text = cleanText;

const blankOr = (check: (value: string) => boolean) => (value: string) => value === '' || check(value);

/** Optional fields (the sales form): an empty string means "not filled"; a filled one must be valid. */
export const optional = {
  text: () => text().optional(),
  /** A dropdown with an Other entry: the typed name is sent, never the word Other itself. */
  /** Remarks: several lines allowed. */
  paragraph: () => text({ multiline: true }).optional(),
  textOrOther: () =>
    text()
      .refine(
        blankOr((value) => !isOtherWord(value)),
        fieldMessages.otherText,
      )
      .optional(),
  email: () => text().refine(blankOr(isEmailAddress), fieldMessages.email).optional(),
  phone: () => text().refine(blankOr(isPhoneNumber), fieldMessages.phone).optional(),
  date: () =>
    text()
      .refine(blankOr(isIsoDate), { message: fieldMessages.date, abort: true })
      .refine(blankOr(isDateInRange), fieldMessages.dateOutOfRange)
      .optional(),
  choice: <const T extends readonly [string, ...string[]]>(options: T) =>
    z.enum(['', ...options], { error: fieldMessages.choose }).optional(),
  /** Rupees in exact paise, up to `max`. */
  amount: (max: number) =>
    z
      .number({ error: fieldMessages.number })
      .nonnegative(fieldMessages.negative)
      .max(max, { message: fieldMessages.atMost(max), abort: true })
      .refine(isWholePaise, fieldMessages.tooManyDecimals)
      .optional(),
  count: (max: number) =>
    z
      .number({ error: fieldMessages.number })
      .int(fieldMessages.wholeNumber)
      .nonnegative(fieldMessages.negative)
      .max(max, fieldMessages.atMost(max))
      .optional(),
};

/** Required fields (the placement form): present, not blank, and valid. */
export const required = {
  text: () => text().min(1, fieldMessages.required),
  textOrOther: () =>
    text()
      .min(1, fieldMessages.required)
      .refine((value) => !isOtherWord(value), fieldMessages.otherText),
  email: () => text().min(1, fieldMessages.required).refine(isEmailAddress, fieldMessages.email),
  phone: () => text().min(1, fieldMessages.required).refine(isPhoneNumber, fieldMessages.phone),
  choice: <const T extends readonly [string, ...string[]]>(options: T) =>
    z.enum(options, {
      error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.choose),
    }),
  count: (max: number) =>
    z
      .number({
        error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.number),
      })
      .int(fieldMessages.wholeNumber)
      .nonnegative(fieldMessages.negative)
      .max(max, fieldMessages.atMost(max)),
};
