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
