import type { UploadDept, UploadFolder } from '../../domain/uploads/folders.js';

/**
 * What the server signed for whom, at `uploadTickets/{id}`: recording an upload needs this user's ticket
 * for its public id. Used once: it keeps the version it was used for, so the same answer sent again is
 * recognised and any other upload under that public id (a replay of the signed fields) is refused.
 */
export interface UploadTicket {
  uid: string;
  folder: UploadFolder;
  dept: UploadDept;
  fileName: string;
  sha256: string;
  issuedAt: number;
  expiresAt: number;
  used?: { version: number; at: number };
}

export function ticketPath(id: string): string {
  return `uploadTickets/${id}`;
}

export function uploadHashPath(folder: UploadFolder, sha256: string): string {
  return `uploadHashes/${folder}/${sha256}`;
}

/** The formats the host is told to accept (it names JPEG 'jpg'). */
export const hostFormats = ['png', 'jpg'] as const;
