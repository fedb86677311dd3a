import { paths } from '../../config/paths';
import type { OutboxEntry, WriteCallable } from '../../lib/submission/entry';

/**
 * Where Edit opens each kind of write: a visit opens its screen (router state `{ editEntry }`), a
 * spend opens the Spent dialog over the Outbox. A new write kind adds its line here; corrections,
 * withdrawals, bill attachments and advance requests and cancellations carry no form values, so they are
 * discarded and made again instead.
 */
export const editors: Partial<Record<WriteCallable, { route: string } | { dialog: 'sales' | 'placement' }>> =
  {
    submitSalesVisit: { route: paths.sales },
    submitPlacementVisit: { route: paths.placement },
    saveSalesSpend: { dialog: 'sales' },
    savePlacementSpend: { dialog: 'placement' },
  };

/** Whether Edit can open a form with this entry's values (photos have none to change: Discard them). */
export function canEdit(entry: OutboxEntry): boolean {
  return entry.kind === 'call' && entry.form !== undefined;
}
