import { z } from 'zod';

/**
 * Who made a record: the account's uid, and its email when the token carried one. Records never store
 * `name`; an answer joins the person's display name in (`services/people/names.ts`).
 */
export const createdBySchema = z.object({
  uid: z.string().min(1),
  email: z.string().optional(),
  name: z.string().optional(),
});
export type CreatedBy = z.output<typeof createdBySchema>;

export function createdByOf({ uid, email }: { uid: string; email: string | null }): CreatedBy {
  return email ? { uid, email } : { uid };
}

/** Numbers that older records stored as text ('450.50') are read as numbers. */
export const storedNumber = z.coerce.number().pipe(z.number());

/**
 * Older records named their maker `submittedBy` (visits) or `savedBy` (spends), and spends had only a
 * `date`: a reader sees them with today's names, so every reader handles one shape.
 */
export function withTodaysNames(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { submittedBy, savedBy, ...rest } = value as Record<string, unknown>;
  const record: Record<string, unknown> = { ...rest };
  record.createdBy ??= submittedBy ?? savedBy;
  record.createdAt ??= record.date;
  return record;
}
