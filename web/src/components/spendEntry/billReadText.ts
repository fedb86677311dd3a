import type { BillRead } from '@domain/bills/billRead';
import { fromPaise } from '@domain/spend/money';
import { rupeeText } from '@domain/spendEntries/rupees';

/**
 * What the phone read from a bill, as a reviewer reads it beside the thumbnail: 'Read: ₹1,234.00,
 * 12/11/2026, Hotel Sai, GSTIN 27AAPFU0939F1ZV (used)'; 'Could not read this photo'.
 */
export function billReadText(read: BillRead): string {
  if (read.status === 'unreadable') return 'Could not read this photo';
  const parts = [
    read.totalPaise === undefined ? '' : rupeeText(fromPaise(read.totalPaise)),
    read.day === undefined ? '' : `${read.day.slice(8, 10)}/${read.day.slice(5, 7)}/${read.day.slice(0, 4)}`,
    read.seller ?? '',
    read.gstin === undefined ? '' : `GSTIN ${read.gstin}`,
  ].filter((part) => part !== '');
  const how = read.used ? 'used' : 'not used';
  return `Read: ${parts.join(', ')} (${how}${read.doubt ? ', hard to read' : ''})`;
}
