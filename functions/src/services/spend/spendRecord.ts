import type { SpendSide } from '../../domain/spend/sides.js';
import type { SpendAmounts } from '../../domain/spend/spendFields.js';

export interface SavedBy {
  uid: string;
  email?: string;
}

/** One place's share of a Spent entry, as stored at `sales_spent/{id}` or `plac_spent/{id}`. */
export type SpendRecord = SpendAmounts & {
  visitType: string;
  date: number;
  savedBy: SavedBy;
  requestId: string;
} & ({ college: string } | { company: string });

/** The stored field naming the place: `college` on the sales side, `company` on the placement side. */
export function placeField(side: SpendSide, place: string): { college: string } | { company: string } {
  return side === 'sales' ? { college: place } : { company: place };
}
