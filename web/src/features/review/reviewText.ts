import { spendCount } from '@domain/spendEntries/spendCount';
import { rupeeText } from '@domain/spendEntries/rupees';
import type { SpendFlagKind } from '@domain/spendEntries/spendFlags';

/** Text only the Review screen shows. */
export const reviewText = {
  title: 'Review spends',
  flagKinds: {
    noBill: 'No bill',
    overLimit: 'Over limit',
    sameBill: 'Same bill',
    sameDayAmount: 'Same day and amount',
    overBills: 'Claimed over bills',
    readDiffers: 'Misread bill',
    readUnsupported: 'Reading not on the bill',
    overMileage: 'Fuel over mileage',
  } satisfies Record<SpendFlagKind, string>,
  /** 'Mileage, Two-wheeler: 30.00 km x 1.4 x ₹3.50 = ₹147.00': the server's figures kept on the spend. */
  mileage: (vehicle: string, sum: string) => `Mileage, ${vehicle}: ${sum}`,
  empty: 'Nothing waits for review.',
  emptyFiltered: 'No waiting spends match these filters.',
  loadFailed: 'Could not load the spends waiting for review.',
  ownEntry: 'Your own spend: another admin reviews it.',
  keyboard: 'j / k or the arrow keys move between spends; a approves, r refuses; g r goes to the first.',
  skipToFirst: 'Skip to the first spend',
  /** '₹423.37 for Asha Sales on 26/11': what a row's buttons and tick box name. */
  spendNamed: (amount: string, person: string, day: string) =>
    `${amount} for ${person} on ${day.slice(8, 10)}/${day.slice(5, 7)}`,
  selectAll: (count: number) => `Select all on the page (${String(count)})`,
  newSpends: (count: number) => `Show ${String(count)} new spend${count === 1 ? '' : 's'}`,
  approveSelected: (count: number) => `Approve selected (${String(count)})`,
  bulkQuestion: (count: number, total: number) => `Approve ${spendCount(count)} for ${rupeeText(total)}?`,
  reopenNote: 'It will wait for review again, out of the approved totals and the balance.',
  bulkDone: (approved: number) => `${spendCount(approved)} approved.`,
  advanceKept: (allocated: string) =>
    `The ${allocated} allocated stays with them as an advance: they use it on another spend or give it back.`,
} as const;
