import { z } from 'zod';

/** One problem with one field, as sent in an `invalid-argument` error's details. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: field ? `${field}.${key}` : key,
        message: 'Unknown field.',
      }));
    }
    return [{ field, message: issue.message }];
  });
}
