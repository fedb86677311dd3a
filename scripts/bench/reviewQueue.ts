import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { StoreIncrement, increment } from '../../functions/src/ports/store.js';
import type { SpendEntryRecord } from '../../functions/src/domain/spendEntries/spendEntry.js';
import { spendEntryPath } from '../../functions/src/domain/spendEntries/spendEntry.js';
import { checkSpendEntryIndexes } from '../../functions/src/services/indexes/spendEntryCheck.js';
import { entryIndexWrites } from '../../functions/src/services/spendEntries/entryIndexWrites.js';
import { reviewQueue } from '../../functions/src/services/spendEntries/reviewQueue.js';
import { storable } from '../../functions/src/services/spendEntries/storable.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 50_000);
const PEOPLE = 40;
const BATCH = 1000;
const TARGET_MS = 300;

async function timed<T>(label: string, work: () => Promise<T>, target?: number): Promise<T | undefined> {
  try {
    const start = performance.now();
    const result = await work();
    const ms = performance.now() - start;
    const verdict =
      target === undefined
        ? ''
        : ms <= target
          ? ` (target <= ${String(target)} ms: met)`
          : ` (target <= ${String(target)} ms: MISSED)`;
    console.log(`  ${label}: ${ms.toFixed(0)} ms${verdict}`);
    return result;
  } catch (error) {
    console.log(`  ${label}: failed (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
}

/** Seeds `entries` entries over 40 people, a year from December 2025, a batch per update. */
export async function seedReviewEntries(store: LocalStore, entries: number): Promise<void> {
  const start = Date.parse('2025-12-01T09:00:00+05:30');
  const step = Math.floor((365 * 24 * 60 * 60_000) / entries);
  for (let first = 0; first < entries; first += BATCH) {
    const writes: Record<string, unknown> = {};
    for (let i = first; i < Math.min(entries, first + BATCH); i++) {
      const createdAt = start + i * step;
      const person = i % PEOPLE;
      const id = `e${String(i).padStart(6, '0')}`;
      const spent = 100 + (i % 500);
      const values = {
        visitType: 'Single Visit',
        places: ['VJTI Mumbai'],
        amounts: {
          allocatedAmount: 1000,
          spentAmount: spent,
          food: i % 7 === 0 ? 600 : 100,
          fuel: 0,
          stay: 0,
          toll: 0,
        },
        billIds: [],
      };
      const entry: SpendEntryRecord = {
        side: person % 4 === 0 ? 'placement' : 'sales',
        owner: { uid: `staff-${String(person)}`, email: `staff${String(person)}@example.com` },
        day: orgDayOf(createdAt),
        createdAt,
        updatedAt: createdAt,
        ...values,
        recordIds: [],
        state: i % 3 === 0 ? 'approved' : 'waiting',
        version: 1,
        flags: i % 7 === 0 ? [{ kind: 'overLimit', category: 'food', limit: 500 }] : [],
        history: [],
      };
      writes[spendEntryPath(id)] = storable(entry);
      // One update per batch: the entries' increments of the same count add up, as separate saves' would.
      for (const [path, value] of Object.entries(entryIndexWrites(id, null, entry))) {
        const earlier = writes[path];
        writes[path] =
          earlier instanceof StoreIncrement && value instanceof StoreIncrement
            ? increment(earlier.by + value.by)
            : value;
      }
    }
    await store.update(writes);
  }
}

/**
 * The review queue with 50,000 entries over 40 people (a year of a busy team), on the local Store, read
 * through the service the callable runs: its first page, a filtered page (side, staff member, flag and a
 * month), and `indexes check entries` on that data. Each step reports and the bench goes on if it fails.
 */
export async function benchReviewQueue(): Promise<void> {
  console.log(`\nReview queue with ${String(ENTRIES)} entries over ${String(PEOPLE)} people (local Store):`);
  const dir = mkdtempSync(join(tmpdir(), 'field-tracker-review-bench-'));
  const store = new LocalStore(dir);
  try {
    await timed('seeding', () => seedReviewEntries(store, ENTRIES));
    await timed('first page (20, oldest first)', () => reviewQueue(store, { limit: 20 }), TARGET_MS);
    await timed('first page again (warm)', () => reviewQueue(store, { limit: 20 }), TARGET_MS);
    await timed(
      'filtered page (sales, one person, over limit, one month)',
      () =>
        reviewQueue(store, {
          side: 'sales',
          staff: 'staff-7',
          flag: 'overLimit',
          from: '2026-03-01',
          to: '2026-03-31',
          limit: 20,
        }),
      TARGET_MS,
    );
    const report = await timed('indexes check entries', () => checkSpendEntryIndexes(store, false));
    if (report) {
      console.log(`  differences: ${String(report.differences.length)}`);
      for (const difference of report.differences.slice(0, 3))
        console.log(`    ${JSON.stringify(difference)}`);
    }
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await benchReviewQueue();
