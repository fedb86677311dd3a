import { z } from 'zod';
import { totalsFigures, type SpendTotals } from '../../domain/spendTotals/aggregate.js';

const figure = z.number().catch(0).default(0);

/** A stored totals node; a figure that is missing or damaged reads as 0 (the rebuild repairs it). */
export const storedTotalsNode = z.object({
  place: z.string().catch('').default(''),
  ...(Object.fromEntries(totalsFigures.map((field) => [field, figure])) as Record<
    keyof SpendTotals,
    typeof figure
  >),
});

export interface TotalsNode {
  place: string | null;
  totals: SpendTotals;
}

export function readTotalsNode(value: unknown): TotalsNode {
  const { place, ...totals } = storedTotalsNode.parse(
    typeof value === 'object' && value !== null ? value : {},
  );
  return { place: place === '' ? null : place, totals };
}

/** The place nodes of one day (or of the undated records), keyed by place key. */
export function readPlaceNodes(value: unknown): Map<string, TotalsNode> {
  if (typeof value !== 'object' || value === null) return new Map();
  return new Map(Object.entries(value).map(([key, node]) => [key, readTotalsNode(node)]));
}
