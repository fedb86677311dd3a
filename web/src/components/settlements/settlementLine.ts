import type { SettlementView } from '@domain/api/settlementView';
import { paiseText } from '@domain/settlements/balances';
import { directionText, type SettlementDirection } from '@domain/settlements/settlement';
import { dayText, modeInSentence } from '../spendEntry/entryText';

/** Who reads the line: an admin about the person ('Paid to them'), or the person themself ('Paid to you'). */
export type SettlementReader = 'admin' | 'owner';

const directionToOwner = {
  paid: 'Paid to you',
  recovered: 'Recovered from you',
} as const satisfies Record<SettlementDirection, string>;

/**
 * A settlement as one line: 'Paid to them ₹1,240.50 by UPI (UTR 4402) on 25/11/2026' for an admin,
 * 'Paid to you ₹3,084.96 by bank transfer on 26/11/2026' for its owner.
 */
export function settlementLine(settlement: SettlementView, reader: SettlementReader = 'admin'): string {
  const reference = settlement.reference ? ` (${settlement.reference})` : '';
  const direction = (reader === 'owner' ? directionToOwner : directionText)[settlement.direction];
  return `${direction} ${paiseText(settlement.amountPaise)} by ${modeInSentence[settlement.mode]}${reference} on ${dayText(settlement.date)}`;
}
