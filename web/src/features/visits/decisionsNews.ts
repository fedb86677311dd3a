import type { SettlementView } from '@domain/api/settlementView';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { settlementLine } from '../../components/settlements/settlementLine';

/** What happened to the person's spends since they last opened My spends, in the second person. */
export interface DecisionsNews {
  /** Spends approved since then (and not settled yet). */
  approved: number;
  /** Spends refused now (the count the Report badge shows). */
  refused: number;
  /** Settlements recorded since then and not reversed. */
  payments: readonly SettlementView[];
}

/** The news from the answers the notice reads: decisions and settlements after `seenAt`. */
export function newsSince(
  seenAt: number,
  refused: number,
  approvedEntries: readonly Pick<SpendEntryView, 'state' | 'decidedAt'>[],
  settlements: readonly SettlementView[],
): DecisionsNews {
  return {
    approved: approvedEntries.filter((entry) => entry.state === 'approved' && (entry.decidedAt ?? 0) > seenAt)
      .length,
    refused,
    payments: settlements.filter((settlement) => settlement.at > seenAt && settlement.reversal === null),
  };
}

/**
 * The notice's sentences, and its link: '2 spends were approved. Paid to you ₹3,084.96 by bank
 * transfer on 26/11/2026. 1 spend was refused.' then 'See why' when one is refused, else 'See My spends'.
 */
export function newsText(news: DecisionsNews): { sentences: string[]; link: string } | null {
  const sentences = [
    ...(news.approved === 0
      ? []
      : [news.approved === 1 ? '1 spend was approved.' : `${String(news.approved)} spends were approved.`]),
    ...news.payments.map((payment) => `${settlementLine(payment, 'owner')}.`),
    ...(news.refused === 0
      ? []
      : [news.refused === 1 ? '1 spend was refused.' : `${String(news.refused)} spends were refused.`]),
  ];
  if (sentences.length === 0) return null;
  return { sentences, link: news.refused > 0 ? 'See why' : 'See My spends' };
}
