import { z } from 'zod';
import { maxTextLength } from '../constants.js';
import { OTHER } from '../options/other.js';

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

const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.text) })
    .trim()
    .max(maxTextLength, fieldMessages.tooLong);

const blankOr = (check: (value: string) => boolean) => (value: string) => value === '' || check(value);

/** Optional fields (the sales form): an empty string means "not filled"; a filled one must be valid. */
export const optional = {
  text: () => text().optional(),
  /** A dropdown with an Other entry: the typed name is sent, never the word Other itself. */
  textOrOther: () =>
    text()
      .refine(
        blankOr((value) => value !== OTHER),
        fieldMessages.otherText,
      )
      .optional(),
  email: () => text().refine(blankOr(isEmailAddress), fieldMessages.email).optional(),
  phone: () => text().refine(blankOr(isPhoneNumber), fieldMessages.phone).optional(),
  date: () => text().refine(blankOr(isIsoDate), fieldMessages.date).optional(),
  choice: <const T extends readonly [string, ...string[]]>(options: T) =>
    z.enum(['', ...options], { error: fieldMessages.choose }).optional(),
  amount: () => z.number({ error: fieldMessages.number }).nonnegative(fieldMessages.negative).optional(),
  count: () =>
    z
      .number({ error: fieldMessages.number })
      .int(fieldMessages.wholeNumber)
      .nonnegative(fieldMessages.negative)
      .optional(),
};

/** Required fields (the placement form): present, not blank, and valid. */
export const required = {
  text: () => text().min(1, fieldMessages.required),
  textOrOther: () =>
    text()
      .min(1, fieldMessages.required)
      .refine((value) => value !== OTHER, fieldMessages.otherText),
  email: () => text().min(1, fieldMessages.required).refine(isEmailAddress, fieldMessages.email),
  phone: () => text().min(1, fieldMessages.required).refine(isPhoneNumber, fieldMessages.phone),
  choice: <const T extends readonly [string, ...string[]]>(options: T) =>
    z.enum(options, {
      error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.choose),
    }),
  count: () =>
    z
      .number({
        error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.number),
      })
      .int(fieldMessages.wholeNumber)
      .nonnegative(fieldMessages.negative),
};
