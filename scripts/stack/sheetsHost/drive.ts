import { randomBytes } from 'node:crypto';
import { apiError, type Answer } from './api.js';
import type { Permission, Workbooks } from './workbook.js';

/** The address the stand-in's callers act as: the functions' service account. */
export const STAND_IN_SERVICE_ACCOUNT = 'field-tracker@local-project.iam.gserviceaccount.com';

const types: readonly Permission['type'][] = ['user', 'group', 'domain', 'anyone'];
const grantable: readonly Permission['role'][] = ['writer', 'commenter', 'reader'];

/** Whether the caller may list or change a spreadsheet's permissions: its owner or one of its editors. */
function mayShare(books: Workbooks, fileId: string): boolean {
  return books
    .permissionsOf(fileId)
    .some(
      (permission) => permission.emailAddress === STAND_IN_SERVICE_ACCOUNT && permission.role !== 'reader',
    );
}

/** permissions.create: a user or group by address, a domain, or anyone; never an owner (no transfer). */
function createPermission(books: Workbooks, fileId: string, body: unknown, query: URLSearchParams): Answer {
  const request = (body ?? {}) as Partial<Permission>;
  if (!request.type || !types.includes(request.type))
    return apiError(400, 'INVALID_ARGUMENT', 'Invalid permission type.');
  if (!request.role || !grantable.includes(request.role))
    return apiError(
      400,
      'INVALID_ARGUMENT',
      'The role is not valid for this permission (ownership is not transferred).',
    );
  const byAddress = request.type === 'user' || request.type === 'group';
  if (byAddress && !request.emailAddress?.includes('@'))
    return apiError(400, 'INVALID_ARGUMENT', 'An email address is required for this permission type.');
  if (request.type === 'domain' && !request.domain)
    return apiError(400, 'INVALID_ARGUMENT', 'A domain is required for this permission type.');
  if (!byAddress && query.has('sendNotificationEmail'))
    return apiError(400, 'INVALID_ARGUMENT', 'sendNotificationEmail is only allowed for users and groups.');
  const permissions = books.permissionsOf(fileId);
  const same = permissions.find(
    (permission) =>
      permission.type === request.type &&
      permission.emailAddress === request.emailAddress &&
      permission.domain === request.domain,
  );
  if (same?.role === 'owner')
    return apiError(403, 'PERMISSION_DENIED', 'The owner of a file cannot be changed.');
  const permission: Permission = {
    id: same?.id ?? randomBytes(10).toString('hex'),
    type: request.type,
    role: request.role,
    ...(request.emailAddress ? { emailAddress: request.emailAddress } : {}),
    ...(request.domain ? { domain: request.domain } : {}),
  };
  if (same) Object.assign(same, permission);
  else permissions.push(permission);
  books.save();
  return { code: 200, body: { kind: 'drive#permission', ...permission } };
}

/**
 * The Drive API v3 calls the functions make to share a spreadsheet they created: about.get (who the
 * caller is) and a file's permissions.list and permissions.create. Only a spreadsheet's owner or editors
 * may see or change who it is shared with, as on Drive.
 */
export function answerDrive(
  books: Workbooks,
  method: string,
  path: string,
  query: URLSearchParams,
  body: unknown,
): Answer {
  if (method === 'GET' && path === '/drive/v3/about')
    return { code: 200, body: { user: { kind: 'drive#user', emailAddress: STAND_IN_SERVICE_ACCOUNT } } };
  const match = /^\/drive\/v3\/files\/([^/]+)\/permissions$/.exec(path);
  if (!match) return apiError(404, 'NOT_FOUND', `The stand-in has no ${method} ${path}`);
  const fileId = match[1] ?? '';
  if (!books.spreadsheetIds().includes(fileId) || !mayShare(books, fileId))
    return apiError(404, 'NOT_FOUND', `File not found: ${fileId}.`);
  if (method === 'GET')
    return { code: 200, body: { kind: 'drive#permissionList', permissions: books.permissionsOf(fileId) } };
  if (method === 'POST') return createPermission(books, fileId, body, query);
  return apiError(404, 'NOT_FOUND', `The stand-in has no ${method} ${path}`);
}
