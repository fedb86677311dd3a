import { z } from 'zod';
import { personNameSchema } from '../../functions/src/domain/people/personName.js';
import { roles, roleSchema, type Role } from '../../functions/src/domain/roles.js';
import { UsageError } from '../usageError.js';

export type ClaimsCommand =
  | {
      action: 'grant';
      role: Role;
      email: string;
      password?: string;
      /** Take over an existing account: its password stops working and a reset link is printed. */
      resetPassword?: boolean;
      /** The display name every finance screen shows (kept at `people/{uid}` in the Store). */
      name?: string;
      project?: string;
    }
  | { action: 'name'; email: string; name: string; project?: string }
  | { action: 'revoke'; role: Role; email: string; project?: string }
  | { action: 'list'; role?: Role; project?: string };

export const usage = `Usage:
  npm run claims -- grant <role> <email> [--name "<name>"] [--password <password> | --reset-password] [--project <id>]
  npm run claims -- name <email> "<name>" [--project <id>]
  npm run claims -- revoke <role> <email> [--project <id>]
  npm run claims -- list [role] [--project <id>]
Roles: ${roles.join(', ')}. Without --project it talks to the local Auth emulator (npm start).
grant refuses an existing account with an unverified email that it did not create (anyone can
register an address first); --reset-password takes such an account over for its owner.
A name (--name, or the name command) is what every finance screen, statement and CSV calls the
person; it is kept in the Store (the local stack's, or the project's database with --project). Without
one they are called by their email's local part ('asha.sales@example.com' is 'Asha Sales').`;

const emailSchema = z.email();

function takeOption(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
  args.splice(index, 2);
  return value;
}

function parseRole(value: string | undefined): Role {
  const parsed = roleSchema.safeParse(value);
  if (!parsed.success) {
    throw new UsageError(`Unknown role "${value ?? ''}". Roles are: ${roles.join(', ')}.`);
  }
  return parsed.data;
}

function parseName(value: string | undefined): string {
  const parsed = personNameSchema.safeParse(value ?? '');
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'Give a name.');
  return parsed.data;
}

function parseEmail(value: string | undefined): string {
  const email = value?.trim().toLowerCase() ?? '';
  if (!emailSchema.safeParse(email).success)
    throw new UsageError(`"${value ?? ''}" is not an email address.`);
  return email;
}

/** Reads the command line; anything malformed is a UsageError naming what is wrong. */
export function parseArgs(argv: readonly string[]): ClaimsCommand {
  const args = [...argv];
  const project = takeOption(args, '--project');
  const password = takeOption(args, '--password');
  const nameOption = takeOption(args, '--name');
  const resetIndex = args.indexOf('--reset-password');
  const resetPassword = resetIndex !== -1;
  if (resetPassword) args.splice(resetIndex, 1);
  const unknown = args.find((arg) => arg.startsWith('--'));
  if (unknown) throw new UsageError(`Unknown option ${unknown}.`);
  const [action, ...rest] = args;
  const scope = project ? { project } : {};
  switch (action) {
    case 'grant': {
      if (rest.length !== 2) throw new UsageError('grant takes a role and an email.');
      if (password !== undefined && password.length < 6) {
        throw new UsageError('The password must have at least 6 characters.');
      }
      if (password !== undefined && resetPassword) {
        throw new UsageError('Give either --password or --reset-password, not both.');
      }
      return {
        action,
        role: parseRole(rest[0]),
        email: parseEmail(rest[1]),
        ...scope,
        ...(password ? { password } : {}),
        ...(resetPassword ? { resetPassword } : {}),
        ...(nameOption === undefined ? {} : { name: parseName(nameOption) }),
      };
    }
    case 'name':
      if (rest.length !== 2) throw new UsageError('name takes an email and a name (in quotes).');
      if (password !== undefined) throw new UsageError('--password is only for grant.');
      if (resetPassword) throw new UsageError('--reset-password is only for grant.');
      if (nameOption !== undefined) throw new UsageError('Give the name after the email, without --name.');
      return { action, email: parseEmail(rest[0]), name: parseName(rest[1]), ...scope };
    case 'revoke':
      if (rest.length !== 2) throw new UsageError('revoke takes a role and an email.');
      if (nameOption !== undefined) throw new UsageError('--name is only for grant.');
      if (password !== undefined) throw new UsageError('--password is only for grant.');
      if (resetPassword) throw new UsageError('--reset-password is only for grant.');
      return { action, role: parseRole(rest[0]), email: parseEmail(rest[1]), ...scope };
    case 'list':
      if (rest.length > 1) throw new UsageError('list takes at most a role.');
      if (nameOption !== undefined) throw new UsageError('--name is only for grant.');
      if (password !== undefined) throw new UsageError('--password is only for grant.');
      if (resetPassword) throw new UsageError('--reset-password is only for grant.');
      return { action, ...(rest[0] === undefined ? {} : { role: parseRole(rest[0]) }), ...scope };
    default:
      throw new UsageError(action ? `Unknown command "${action}".` : 'No command given.');
  }
}
