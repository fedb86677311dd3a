import { z } from 'zod';

/** Where each account's display name is kept: `people/{uid}` (decision 027). */
export const PEOPLE_PATH = 'people';
export const personPath = (uid: string) => `${PEOPLE_PATH}/${uid}`;

export const personNameMessages = {
  empty: 'Give a name.',
  tooLong: 'A name has at most 60 characters.',
  badCharacters: "A name is letters, spaces and . ' - only.",
} as const;

/** A display name as an admin types it: trimmed, inner spaces folded, 1 to 60 characters, no markup. */
export const personNameSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, personNameMessages.empty)
      .max(60, personNameMessages.tooLong)
      .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, personNameMessages.badCharacters),
  );

/** `people/{uid}`: the account's display name, with the email it was set for and who set it when. */
export const personRecordSchema = z.object({
  name: z.string().min(1),
  email: z.string().optional(),
  createdBy: z.string(),
  createdAt: z.number(),
});
export type PersonRecord = z.output<typeof personRecordSchema>;

/**
 * The name a person goes by where none was set: the words of their email's local part, each
 * capitalised ('asha.sales@example.com' -> 'Asha Sales'), the rule the seed's demo names follow.
 */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local.split(/[._+-]+/).filter((word) => word !== '');
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** Anyone a screen names: their uid, the email their token carried, the name kept for them. */
export interface NamedPerson {
  uid: string;
  email?: string | null | undefined;
  name?: string | null | undefined;
}

/**
 * How every screen, statement, CSV and file name names a person: the name kept for them, else the
 * name made from their email, else their account id.
 */
export function personName(person: NamedPerson): string {
  if (person.name) return person.name;
  const fromEmail = person.email ? nameFromEmail(person.email) : '';
  return fromEmail === '' ? person.uid : fromEmail;
}
