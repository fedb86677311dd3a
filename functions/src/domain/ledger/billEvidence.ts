import { z } from 'zod';
import type { BillRead } from '../bills/billRead.js';
import { rupeeText } from '../spendEntries/rupees.js';

/**
 * What a posting keeps of one bill its spend rests on, as read from the photo when the posting was
 * booked (`bills/{id}/read`): the seller, the GSTIN and the total read, and whether the person used
 * that reading (tapped Use). Kept on the posting, so a closed month's vouchers name the bills as they
 * were when booked, whatever happens to the bill records later.
 */
export const billEvidenceSchema = z.object({
  bill: z.string(),
  seller: z.string().optional(),
  gstin: z.string().optional(),
  totalPaise: z.number().int().optional(),
  used: z.literal(true).optional(),
});
export type BillEvidence = z.output<typeof billEvidenceSchema>;

/** The evidence of bill `bill` from what was read from it (nothing when it was not read). */
export function billEvidenceOf(bill: string, read: BillRead | undefined): BillEvidence {
  if (read?.status !== 'read') return { bill };
  return {
    bill,
    ...(read.seller === undefined ? {} : { seller: read.seller }),
    ...(read.gstin === undefined ? {} : { gstin: read.gstin }),
    ...(read.totalPaise === undefined ? {} : { totalPaise: read.totalPaise }),
    ...(read.used ? { used: true as const } : {}),
  };
}

/** 'Hotel Sai Palace, GSTIN 27AAPFU0939F1ZV, ₹1,234.00 read and used', or 'not read'. */
function oneBillText({ seller, gstin, totalPaise, used }: BillEvidence): string {
  const total =
    totalPaise === undefined ? [] : [`${rupeeText(totalPaise / 100)} read${used ? ' and used' : ''}`];
  const parts = [...(seller === undefined ? [] : [seller]), ...(gstin ? [`GSTIN ${gstin}`] : []), ...total];
  return parts.length === 0 ? 'not read' : parts.join(', ');
}

/**
 * The bills a voucher rests on, as its narration names them: 'bill: Hotel Sai Palace, GSTIN ...' or
 * '2 bills: ...; not read'; empty when the posting kept none.
 */
export function billsText(bills: readonly BillEvidence[] | undefined): string {
  if (bills === undefined || bills.length === 0) return '';
  const label = bills.length === 1 ? 'bill' : `${String(bills.length)} bills`;
  return `${label}: ${bills.map(oneBillText).join('; ')}`;
}
