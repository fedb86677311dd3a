import { z } from 'zod';
import type { BillRead } from './billRead.js';

/**
 * What the server read from a bill's image itself (`bills/{id}/serverRead`), beside what the phone sent
 * (`read`): the same reader, run on the bytes the image host holds, so a misread or a hand-made `read`
 * cannot hide a claim over the bill. `sha256` is the content read: an image read once is never read again.
 */
export const serverBillReadSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('read'),
    sha256: z.string(),
    at: z.number(),
    totalPaise: z.number().int().positive().optional(),
    day: z.string().optional(),
    seller: z.string().optional(),
    gstin: z.string().optional(),
    /** A rule guessed the total, or the bill's own lines do not add up to it. */
    doubt: z.literal(true).optional(),
  }),
  z.object({ status: z.literal('unreadable'), sha256: z.string(), at: z.number() }),
  /** The image could not be fetched or read: shown as such, and tried again by the queue's retries. */
  z.object({ status: z.literal('failed'), sha256: z.string(), at: z.number(), why: z.string() }),
]);
export type ServerBillRead = z.output<typeof serverBillReadSchema>;

export const serverReadPath = (billId: string) => `bills/${billId}/serverRead`;

/** A bill's readings as the flags judge them: the phone's (and whether it was used) and the server's. */
export interface BillReadings {
  billId: string;
  read?: BillRead | undefined;
  serverRead?: ServerBillRead | undefined;
}

/**
 * The total a bill is judged by: the server's when it read one, else the phone's (a bill the server has
 * not read yet, or could not read). Undefined: no total is known.
 */
export function judgedTotal({ read, serverRead }: BillReadings): number | undefined {
  if (serverRead?.status === 'read' && serverRead.totalPaise !== undefined) return serverRead.totalPaise;
  return read?.status === 'read' ? read.totalPaise : undefined;
}
