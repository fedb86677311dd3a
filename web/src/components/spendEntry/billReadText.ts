import type { BillRead } from '@domain/bills/billRead';
import type { ServerBillRead } from '@domain/bills/serverRead';
import { fromPaise } from '@domain/spend/money';
import { rupeeText } from '@domain/spendEntries/rupees';

/**
 * What the phone read from a bill, as a reviewer reads it beside the thumbnail: 'Read: ₹1,234.00,
 * 12/11/2026, Hotel Sai, GSTIN 27AAPFU0939F1ZV (used)'; 'Could not read this photo'.
 */
export function billReadText(read: BillRead): string {
  if (read.status === 'unreadable') return 'Could not read this photo';
  const how = read.used ? 'used' : 'not used';
  return `Read: ${readParts(read).join(', ')} (${how}${read.doubt ? ', hard to read' : ''})`;
}

function readParts(read: { totalPaise?: number; day?: string; seller?: string; gstin?: string }): string[] {
  return [
    read.totalPaise === undefined ? '' : rupeeText(fromPaise(read.totalPaise)),
    read.day === undefined ? '' : `${read.day.slice(8, 10)}/${read.day.slice(5, 7)}/${read.day.slice(0, 4)}`,
    read.seller ?? '',
    read.gstin === undefined ? '' : `GSTIN ${read.gstin}`,
  ].filter((part) => part !== '');
}

/**
 * What the server read from the stored image, beside the phone's reading: 'The bill reads: ₹1,200.00,
 * 12/11/2026'; its lines not adding up to its total, an image it could not read, or a read that failed
 * (tried again) said as such.
 */
export function serverReadText(read: ServerBillRead): string {
  if (read.status === 'failed') return 'The server could not read this bill yet; it tries again.';
  if (read.status === 'unreadable') return 'The server could not read this photo';
  const parts = readParts(read);
  if (parts.length === 0) return 'The server found no total or day on this bill';
  return `The bill reads: ${parts.join(', ')}${read.doubt ? ' (its lines do not add up to it)' : ''}`;
}
