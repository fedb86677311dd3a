import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import type { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { saveSalesSpendInput } from '../../functions/src/domain/api/saveSalesSpend.js';
import type { Caller } from '../../functions/src/services/caller.js';
import { saveSpend } from '../../functions/src/services/spend/saveSpend.js';
import { decideSpend } from '../../functions/src/services/spendEntries/decideSpend.js';
import { giveAdvanceInput } from '../../functions/src/domain/api/advanceInputs.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';
import { giveAdvance } from '../../functions/src/services/advances/payAdvance.js';

const CALLS = 30;

const percentile = (samples: readonly number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};
const figures = (samples: readonly number[]) =>
  `p50 ${percentile(samples, 50).toFixed(0)} ms, p95 ${percentile(samples, 95).toFixed(0)} ms over ${String(samples.length)}`;

/**
 * A rep's save and an admin's decision on a store that already holds a year of the book (the
 * settlements bench's entries and postings): each books its postings and every money figure in one
 * update through the ledger's writer. Sequential calls, as one person makes them.
 */
export async function benchSaveAndDecision(store: LocalStore): Promise<void> {
  const rep: Caller = { uid: 'staff-0', email: 'staff0@example.com', roles: ['sales'] };
  const admin: Caller = { uid: 'bench-admin', email: 'admin@example.com', roles: ['admin'] };
  // Enough for every allocated spend below: each approval of one draws on the rep's open advances.
  await giveAdvance(
    store,
    admin,
    giveAdvanceInput.parse({
      requestId: randomUUID(),
      ownerUid: rep.uid,
      amount: CALLS * 500,
      purpose: 'A month of colleges',
      mode: 'upi',
      reference: 'UTR 1',
      date: orgDayOf(Date.now()),
    }),
  );
  const saves: number[] = [];
  const entryIds: string[] = [];
  for (let call = 0; call < CALLS; call++) {
    const input = saveSalesSpendInput.parse({
      requestId: randomUUID(),
      visitType: 'Multiple Visit',
      colleges: ['VJTI Mumbai', 'COEP Pune'],
      // Every other spend was given money for: its approval uses an advance.
      allocatedAmount: call % 2 === 0 ? 500 : 0,
      spentAmount: 437.5 + call,
      food: 120.25,
    });
    const { colleges, ...entry } = input;
    const start = performance.now();
    const saved = await saveSpend(store, 'sales', { ...entry, places: colleges }, rep);
    saves.push(performance.now() - start);
    if (saved.entryId !== undefined) entryIds.push(saved.entryId);
  }
  console.log(`  a save (its postings and figures): ${figures(saves)}`);
  const drawing: number[] = [];
  const plain: number[] = [];
  for (const [index, entryId] of entryIds.entries()) {
    const decision =
      index % 4 < 2
        ? ({ kind: 'approve' } as const)
        : ({ kind: 'approveLess', amount: 400, reason: 'Toll without bill' } as const);
    const start = performance.now();
    await decideSpend(store, admin, { requestId: randomUUID(), entryId, version: 1, decision });
    (index % 2 === 0 ? drawing : plain).push(performance.now() - start);
  }
  console.log(`  a decision (approve, approve less): ${figures([...drawing, ...plain])}`);
  console.log(`  an approval using an advance: ${figures(drawing)}`);
  console.log(`  an approval using none: ${figures(plain)}`);
  const slower = percentile(drawing, 50) - percentile(plain, 50);
  console.log(
    `  using an advance costs ${slower.toFixed(0)} ms at p50 (target <= 50 ms: ${slower <= 50 ? 'met' : 'MISSED'})`,
  );
}
