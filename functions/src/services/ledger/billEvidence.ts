import { billEvidenceOf, type BillEvidence } from '../../domain/ledger/billEvidence.js';
import { billReadSchema } from '../../domain/bills/billRead.js';
import type { EntryEvent, SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';

/** The events whose posting is a voucher of the spend itself: a decision and what undoes one. */
const namesItsBills: ReadonlySet<EntryEvent['kind']> = new Set([
  'approved',
  'approvedLess',
  'refused',
  'reopened',
  'withdrawn',
]);

/**
 * The bills the entry's last event rests on, each as read from its photo now (`bills/{id}/read`), for
 * the posting to keep; none for a claim, a settlement or an entry without bills (nothing is read).
 */
export async function billEvidence(store: Store, entry: SpendEntryRecord): Promise<BillEvidence[]> {
  const last = entry.history.at(-1);
  if (last === undefined || !namesItsBills.has(last.kind) || entry.billIds.length === 0) return [];
  return Promise.all(
    entry.billIds.map(async (id) => {
      const read = billReadSchema.safeParse(await store.get(`bills/${id}/read`));
      return billEvidenceOf(id, read.success ? read.data : undefined);
    }),
  );
}
