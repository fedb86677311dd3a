import type { BillRead } from '../../domain/bills/billRead.js';
import type { UploadDept, UploadFolder } from '../../domain/uploads/folders.js';

/**
 * What the server signed for whom, at `uploadTickets/{id}`: recording an upload needs this user's ticket
 * for its public id. Used once: `used` keeps the version it was used for, so the same answer sent again
 * is recognised and any other version is refused. While one call records it, `used.claim` names that
 * call (the others wait for its record); `used.recorded` is set in the same write as the record.
 */
export interface UploadTicket {
  uid: string;
  folder: UploadFolder;
  dept: UploadDept;
  fileName: string;
  /** The phone's hash of the chosen file: a hint only (the record keeps the hash of the stored bytes). */
  sha256: string;
  issuedAt: number;
  expiresAt: number;
  /** The phone's outbox entry, when the app sent it: the id is derived from it. */
  entryId?: string;
  /** What the phone read from a bill photo: the record keeps it. */
  read?: BillRead;
  used?: { version: number; at: number; claim?: string; recorded?: true };
}

export function ticketPath(id: string): string {
  return `uploadTickets/${id}`;
}

export function uploadHashPath(folder: UploadFolder, sha256: string): string {
  return `uploadHashes/${folder}/${sha256}`;
}

/** The formats the host is told to accept (it names JPEG 'jpg'). */
export const hostFormats = ['png', 'jpg'] as const;
