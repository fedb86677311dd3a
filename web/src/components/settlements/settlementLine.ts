import type { SettlementView } from '@domain/api/settlementView';
import { paiseText } from '@domain/settlements/balances';
import { directionText, type SettlementReader } from '@domain/settlements/settlement';
import { dayText, modeInSentence } from '../spendEntry/entryText';

/**
 * A settlement as one line: 'Paid to them ₹1,240.50 by UPI (UTR 4402) on 25/11/2026' for an admin,
 * 'Paid to you ₹3,084.96 by bank transfer on 26/11/2026' for its owner.
 */
export function settlementLine(settlement: SettlementView, reader: SettlementReader = 'admin'): string {
  const reference = settlement.reference ? ` (${settlement.reference})` : '';
  const direction = directionText[reader][settlement.direction];
  return `${direction} ${paiseText(settlement.amountPaise)} by ${modeInSentence[settlement.mode]}${reference} on ${dayText(settlement.date)}`;
}
