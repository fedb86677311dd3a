import { randomBytes } from 'node:crypto';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { rolesFromClaims, type Role } from '../../functions/src/domain/roles.js';
import type { Store } from '../../functions/src/ports/store.js';
import { readKeptNames, setPersonName } from '../../functions/src/services/people/names.js';
import type { ClaimsCommand } from './parseArgs.js';
import { namedLedgerWarning } from './ledgerWarning.js';
import { ledgerNameKey } from '../../functions/src/domain/ledger/export/ledgerNames.js';

export class ClaimsError extends Error {}

async function findUser(auth: Auth, email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

async function setRoles(auth: Auth, user: UserRecord, next: Role[]): Promise<void> {
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, roles: next });
}

function describe(user: UserRecord): string {
  const held = rolesFromClaims(user.customClaims);
  return `${user.email ?? user.uid}: ${held.length > 0 ? held.join(', ') : 'no role'}`;
}

/**
 * An existing account may receive a role only when its email is verified: accounts this command
 * creates are, and with public sign-up on anyone can register a new hire's address before the admin
 * grants it a role. `--reset-password` takes such an account over for its owner instead: the old
 * password stops working, its sessions end, and the owner chooses a password through the printed link.
 */
async function takeOver(auth: Auth, user: UserRecord, email: string): Promise<string[]> {
  // Other sign-in methods the earlier registrant may have linked would outlive the new password.
  const otherProviders = user.providerData
    .map((provider) => provider.providerId)
    .filter((id) => id !== 'password');
  await auth.updateUser(user.uid, {
    password: randomBytes(32).toString('base64url'),
    emailVerified: true,
    ...(otherProviders.length > 0 ? { providersToUnlink: otherProviders } : {}),
  });
  await auth.revokeRefreshTokens(user.uid);
  const link = await auth.generatePasswordResetLink(email);
  return [
    `Reset the password of ${email}; the old one no longer works and its sessions are ended.`,
    `Send them this link to choose a password: ${link}`,
  ];
}

function unverifiedRefusal(email: string): ClaimsError {
  return new ClaimsError(
    `${email} already has an account whose email is not verified and that this command did not create: ` +
      'someone may have registered the address first. Nothing changed. If the address belongs to the ' +
      'person you mean, run grant again with --reset-password: the old password stops working and a ' +
      'reset link is printed for them.',
  );
}

/** Whether the command writes a name, so needs the Store besides Auth. */
export const needsStore = (command: ClaimsCommand): boolean =>
  command.action === 'name' || (command.action === 'grant' && command.name !== undefined);

/** Who the names the command keeps are recorded as set by. */
export interface NameWriter {
  store: Store;
  by: string;
}

async function keepName(
  people: NameWriter | undefined,
  user: UserRecord,
  email: string,
  name: string,
): Promise<string> {
  if (!people) throw new ClaimsError('Naming an account needs the Store; nothing changed.');
  const kept = await readKeptNames(people.store);
  const sameName = [...kept]
    .filter(([uid, other]) => uid !== user.uid && ledgerNameKey(other) === ledgerNameKey(name))
    .map(([uid]) => uid);
  const person = { uid: user.uid, email, name };
  await setPersonName(people.store, person, people.by);
  // Still named: two people may share a name, but the books must tell their ledgers apart.
  const warning = await namedLedgerWarning(people.store, person, sameName);
  return `${email} is called ${name}.${warning}`;
}

/**
 * Carries out one command; returns the lines to print. Refusals change nothing. `people` is where a
 * name is kept (`needsStore`).
 */
export async function runClaims(auth: Auth, command: ClaimsCommand, people?: NameWriter): Promise<string[]> {
  if (needsStore(command) && !people) {
    throw new ClaimsError('Naming an account needs the Store; nothing changed.');
  }
  switch (command.action) {
    case 'name': {
      const user = await findUser(auth, command.email);
      if (!user) {
        throw new ClaimsError(
          `No account with the email ${command.email}; nothing changed. Create it with grant and --name.`,
        );
      }
      return [await keepName(people, user, command.email, command.name)];
    }
    case 'grant': {
      const lines: string[] = [];
      let user = await findUser(auth, command.email);
      if (!user) {
        // The admin vouches for the address: the callables accept only verified emails.
        user = await auth.createUser({
          email: command.email,
          emailVerified: true,
          ...(command.password ? { password: command.password } : {}),
        });
        lines.push(`Created the account ${command.email}.`);
        if (!command.password) {
          const link = await auth.generatePasswordResetLink(command.email);
          lines.push(`Send them this link to choose a password: ${link}`);
        }
      } else if (command.resetPassword) {
        lines.push(...(await takeOver(auth, user, command.email)));
      } else if (!user.emailVerified) {
        throw unverifiedRefusal(command.email);
      } else if (command.password) {
        lines.push(`${command.email} already has an account; its password was left unchanged.`);
      }
      const held = rolesFromClaims(user.customClaims);
      if (held.includes(command.role)) {
        lines.push(`${command.email} already has the ${command.role} role.`);
      } else {
        await setRoles(auth, user, [...held, command.role]);
        lines.push(`Granted ${command.role} to ${command.email}. It applies at their next sign-in.`);
      }
      if (command.name !== undefined) lines.push(await keepName(people, user, command.email, command.name));
      return lines;
    }
    case 'revoke': {
      const user = await findUser(auth, command.email);
      if (!user) throw new ClaimsError(`No account with the email ${command.email}; nothing changed.`);
      const held = rolesFromClaims(user.customClaims);
      if (!held.includes(command.role)) return [`${command.email} does not have the ${command.role} role.`];
      await setRoles(
        auth,
        user,
        held.filter((role) => role !== command.role),
      );
      // Ends their sessions: without this an ID token keeps the old role for up to an hour.
      await auth.revokeRefreshTokens(user.uid);
      return [`Revoked ${command.role} from ${command.email}. They must sign in again.`];
    }
    case 'list': {
      const lines: string[] = [];
      let pageToken: string | undefined;
      do {
        const page = await auth.listUsers(1000, pageToken);
        for (const user of page.users) {
          const held = rolesFromClaims(user.customClaims);
          if (command.role ? held.includes(command.role) : held.length > 0) lines.push(describe(user));
        }
        pageToken = page.pageToken;
      } while (pageToken);
      lines.sort();
      return lines.length > 0
        ? lines
        : [command.role ? `No account has the ${command.role} role.` : 'No account has a role.'];
    }
  }
}
