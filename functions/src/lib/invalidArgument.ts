import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { fieldErrorsFromZod } from '../domain/fieldErrors.js';

/** A zod failure as `invalid-argument`, naming the first bad field and listing all of them. */
export function invalidArgument(error: z.ZodError): HttpsError {
  const fieldErrors = fieldErrorsFromZod(error);
  const [first] = fieldErrors;
  const message = first ? `${first.field || 'input'}: ${first.message}` : 'Invalid input.';
  return new HttpsError('invalid-argument', message, { fieldErrors });
}

/** A refusal of the input as a whole (its shape, not one field): `input: {message}`. */
export function badInput(message: string): HttpsError {
  return new HttpsError('invalid-argument', `input: ${message}`, { fieldErrors: [{ field: '', message }] });
}
