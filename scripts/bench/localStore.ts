import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';

const SAMPLES = 41;
const SEED_BATCH = 5_000;

interface Figures {
  write: number;
  spendSave: number;
  rangeQuery: number;
  get: number;
  /** The whole collection at once: linear in its size, reported per 1,000 records. */
  readAllPer1000: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function record(i: number): Record<string, unknown> {
  return {
    createdAt: 1_700_000_000_000 + i * 1000,
    college: `College ${String(i % 40)}`,
    allocatedAmount: 1000 + (i % 500),
    spentAmount: 100 + (i % 90),
    food: 10,
    fuel: 20,
    stay: 30,
    toll: 40,
    visitType: 'Single Visit',
    createdBy: { uid: `user-${String(i % 5)}`, email: `user${String(i % 5)}@example.com` },
  };
}

/** `count` records of about a dozen fields under one collection, seeded in batches. */
async function seed(store: LocalStore, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += SEED_BATCH) {
    const batch: Record<string, unknown> = {};
    for (let i = start; i < Math.min(count, start + SEED_BATCH); i++) {
      const id = store.newId();
      ids.push(id);
      batch[`sales_spent/${id}`] = record(i);
    }
    await store.update(batch);
  }
  return ids;
}

async function measure(count: number): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'field-tracker-store-bench-'));
  try {
    const store = new LocalStore(dir);
    const ids = await seed(store, count);
    const writes: number[] = [];
    const saves: number[] = [];
    const queries: number[] = [];
    const gets: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample++) {
      const i = count + sample;
      writes.push(await timed(() => store.set(`sales_spent/${store.newId()}`, record(i))));
      // A spend save: three records and the request's outcome in one multi-path write.
      saves.push(
        await timed(() =>
          store.update({
            [`sales_spent/${store.newId()}`]: record(i),
            [`sales_spent/${store.newId()}`]: record(i),
            [`sales_spent/${store.newId()}`]: record(i),
            [`requests/u/saveSalesSpend/r${String(sample)}`]: {
              status: 'done',
              at: i,
              result: { ids: ['a', 'b', 'c'] },
            },
          }),
        ),
      );
      const endAt = 1_700_000_000_000 + Math.floor(Math.random() * count) * 1000;
      queries.push(
        await timed(() => store.query('sales_spent', { orderBy: 'createdAt', endAt, limitToLast: 20 })),
      );
      const id = ids[Math.floor(Math.random() * ids.length)] ?? '';
      gets.push(await timed(() => store.get(`sales_spent/${id}`)));
    }
    const readAll = await timed(() => store.get('sales_spent'));
    store.close();
    return {
      readAllPer1000: (readAll / count) * 1000,
      write: median(writes),
      spendSave: median(saves),
      rangeQuery: median(queries),
      get: median(gets),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Median cost of Store operations at 1,000 and 100,000 records: it must not grow with the data. */
export async function benchLocalStore(): Promise<void> {
  const small = await measure(1_000);
  const large = await measure(100_000);
  const line = (label: string, key: keyof Figures, target?: number) => {
    const ratio = large[key] / small[key];
    console.log(
      `local Store ${label}: ${small[key].toFixed(2)} ms at 1,000 records, ${large[key].toFixed(2)} ms at ` +
        `100,000 (x${ratio.toFixed(2)}${target ? `; target <= ${String(target)} ms and within 2x` : ''})`,
    );
  };
  line('single write (median)', 'write', 20);
  line('ordered range query of 20 (median)', 'rangeQuery', 20);
  line('spend save, 3 records + request (median)', 'spendSave');
  line('get one record (median)', 'get');
  line('read a whole collection, per 1,000 records', 'readAllPer1000');
}
