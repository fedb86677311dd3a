import type { SettlementView } from '@domain/api/settlementView';
import { paiseText } from '@domain/settlements/balances';
import { directionText, modeText } from '@domain/settlements/settlement';
import { dayText } from '../spendEntry/entryText';

/** A settlement as one line: 'Paid to them ₹1,240.50 by UPI (UTR 4402) on 25/11/2026'. */
export function settlementLine(settlement: SettlementView): string {
  const reference = settlement.reference ? ` (${settlement.reference})` : '';
  return `${directionText[settlement.direction]} ${paiseText(settlement.amountPaise)} by ${modeText[settlement.mode]}${reference} on ${dayText(settlement.date)}`;
}
