import type { drive_v3 } from '@googleapis/drive';
import type { SpreadsheetShare, SpreadsheetSharing } from '../../ports/visitSheet.js';

/** The Drive API's scope: listing who a spreadsheet shared by a person is shared with needs the full one. */
export const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive';

/** A role the new spreadsheet can be given: an owner (or a shared drive's organiser) of the old one edits the new one. */
function grantedRole(role: string | null | undefined): SpreadsheetShare['role'] | undefined {
  if (role === 'reader' || role === 'commenter' || role === 'writer') return role;
  if (role === 'owner' || role === 'organizer' || role === 'fileOrganizer') return 'writer';
  return undefined;
}

/** Who a permission names: a person's or group's address, a domain, or anyone with the link. */
function whoOf(permission: drive_v3.Schema$Permission): string | undefined {
  if (permission.type === 'user' || permission.type === 'group') return permission.emailAddress ?? undefined;
  if (permission.type === 'domain') return permission.domain ?? undefined;
  if (permission.type === 'anyone') return 'anyone with the link';
  return undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Shares `target` with everyone `source` is shared with, in the same roles (an owner becomes an editor),
 * without emailing them, so whoever read the full spreadsheet reads the new one. The service account's
 * own permission is left out: it owns the new one. A failure is reported, never thrown: the rows are safe
 * in the new spreadsheet either way, and an admin can still share it by hand.
 */
export async function shareLike(
  api: drive_v3.Drive,
  source: string,
  target: string,
): Promise<SpreadsheetSharing> {
  let listed: drive_v3.Schema$Permission[];
  let self: string | undefined;
  try {
    const [about, permissions] = await Promise.all([
      api.about.get({ fields: 'user(emailAddress)' }),
      api.permissions.list({
        fileId: source,
        fields: 'permissions(type,role,emailAddress,domain)',
        supportsAllDrives: true,
      }),
    ]);
    self = about.data.user?.emailAddress ?? undefined;
    listed = permissions.data.permissions ?? [];
  } catch (error) {
    return {
      sharedWith: [],
      problem: `Could not read who the full spreadsheet is shared with: ${messageOf(error)}`,
    };
  }
  const sharedWith: SpreadsheetShare[] = [];
  const failed: string[] = [];
  for (const permission of listed) {
    const who = whoOf(permission);
    const role = grantedRole(permission.role);
    if (who === undefined || role === undefined || who === self) continue;
    try {
      await api.permissions.create({
        fileId: target,
        sendNotificationEmail: permission.type === 'user' || permission.type === 'group' ? false : undefined,
        supportsAllDrives: true,
        requestBody: {
          type: permission.type,
          role,
          ...(permission.emailAddress ? { emailAddress: permission.emailAddress } : {}),
          ...(permission.domain ? { domain: permission.domain } : {}),
        },
      });
      sharedWith.push({ who, role });
    } catch (error) {
      failed.push(`${who} (${messageOf(error)})`);
    }
  }
  if (failed.length > 0) return { sharedWith, problem: `Could not share it with ${failed.join(', ')}` };
  if (sharedWith.length === 0)
    return { sharedWith, problem: 'The full spreadsheet is shared with nobody else' };
  return { sharedWith };
}
