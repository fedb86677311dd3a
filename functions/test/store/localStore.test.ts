import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DB_FILE, LocalStore } from '../../src/adapters/store/localStore.js';
import { DIGIT_KEY } from '../../src/adapters/store/nodeTable.js';
import { evaluateQuery } from '../../src/adapters/store/treeQuery.js';
import type { StoreQuery } from '../../src/ports/store.js';
import { describeStoreContract } from './storeContract.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

function makeTempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'local-store-'));
}

describeStoreContract('LocalStore', async () => {
  const dir = await makeTempDir();
  return { store: new LocalStore(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
});

interface Worker {
  child: ChildProcessWithoutNullStreams;
  /** The next line the worker prints, or null once its output has ended. */
  nextLine: () => Promise<string | null>;
  exited: Promise<number | null>;
  stderr: () => string;
}

function startWorker(script: string, args: string[]): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(FIXTURES, script), ...args], {
    cwd: REPO_ROOT,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let ended = false;
  const output = createInterface({ input: child.stdout });
  output.on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  });
  output.on('close', () => {
    ended = true;
    for (const waiter of waiting.splice(0)) waiter(null);
  });
  const nextLine = (): Promise<string | null> => {
    const line = lines.shift();
    if (line !== undefined || ended) return Promise.resolve(line ?? null);
    return new Promise((resolve) => waiting.push(resolve));
  };
  return { child, nextLine, exited, stderr: () => stderr };
}

async function requireLine(worker: Worker): Promise<string> {
  const line = await worker.nextLine();
  if (line === null)
    throw new Error(`worker ended without output (exit ${await worker.exited}): ${worker.stderr()}`);
  return line;
}

const KILL_ROUNDS = 5;

describe('LocalStore on disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates its directory on first write and persists across instances', async () => {
    const nested = path.join(dir, 'not', 'yet');
    const first = new LocalStore(nested);
    await first.set('a/b', 1);
    first.close();
    expect(await new LocalStore(nested).get('a')).toEqual({ b: 1 });
    expect(await readdir(nested)).toContain(DB_FILE);
  });

  it('sees writes made by another instance', async () => {
    const reader = new LocalStore(dir);
    expect(await reader.get('k')).toBeNull();
    await new LocalStore(dir).set('k', 'v');
    expect(await reader.get('k')).toBe('v');
  });

  it('imports the earlier db.json once, then leaves it renamed', async () => {
    await writeFile(path.join(dir, 'db.json'), JSON.stringify({ visits: { v1: { code: 'SALES-VIST-1' } } }));
    const first = new LocalStore(dir);
    expect(await first.get('visits/v1/code')).toBe('SALES-VIST-1');
    await first.set('visits/v2', { code: 'SALES-VIST-2' });
    expect(await readdir(dir)).toContain('db.json.imported');
    expect(await readdir(dir)).not.toContain('db.json');
    // A db.json that reappears (say, restored by hand) is not imported over newer data.
    await writeFile(path.join(dir, 'db.json'), JSON.stringify({ other: 1 }));
    const second = new LocalStore(dir);
    expect(await second.get('visits')).toEqual({
      v1: { code: 'SALES-VIST-1' },
      v2: { code: 'SALES-VIST-2' },
    });
    expect(await second.get('other')).toBeNull();
  });

  it('reports a corrupt earlier db.json instead of starting empty', async () => {
    await writeFile(path.join(dir, 'db.json'), '{"half": ');
    await expect(new LocalStore(dir).get('half')).rejects.toThrow(/not valid JSON/);
    await expect(new LocalStore(dir).set('x', 1)).rejects.toThrow(/not valid JSON/);
  });

  it('answers a child-ordered range query from the index', async () => {
    const store = new LocalStore(dir);
    await store.set('items', { a: { createdAt: 1 }, b: { createdAt: 2 } });
    const db = new DatabaseSync(path.join(dir, DB_FILE));
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT parent FROM nodes WHERE gp = 'items' AND key = 'createdAt'
         AND (rank, num) <= (3, 2) ORDER BY rank DESC, num DESC, str DESC, parent DESC LIMIT 20`,
      )
      .all() as { detail: string }[];
    db.close();
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/USING COVERING INDEX nodes_child_order/);
    expect(plan.map((row) => row.detail).join('\n')).not.toMatch(/TEMP B-TREE/);
  });

  it('orders by key as the reference order does, ranging and limiting in SQL', async () => {
    // Integer keys (leading zeros, '-', past 32 bits), look-alikes, and characters where UTF-16 and
    // byte order part (U+E000 and up, astral), under random bounds and limits.
    const keyArb = fc.oneof(
      fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }).map(String),
      fc.stringMatching(/^-?0{0,3}[0-9]{1,11}$/),
      fc.stringMatching(/^[-0-9]{1,4}$/),
      fc.stringMatching(/^[0-9]{13}_[A-Za-z0-9-]{1,4}$/),
      fc.string({
        minLength: 1,
        maxLength: 4,
        unit: fc.constantFrom('a', 'B', '_', '-', '0', '\uE000', '\u{1F600}'),
      }),
    );
    const store = new LocalStore(dir);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(keyArb, { minLength: 1, maxLength: 25 }),
        fc.option(keyArb, { nil: undefined }),
        fc.option(keyArb, { nil: undefined }),
        fc.option(fc.record({ first: fc.boolean(), n: fc.integer({ min: 1, max: 8 }) }), { nil: undefined }),
        async (keys, startAt, endAt, limit) => {
          const valid = keys.filter((key) => !/[.#$[\]/]/.test(key));
          fc.pre(valid.length > 0);
          const tree = Object.fromEntries(valid.map((key) => [key, { v: key }]));
          await store.set('keyed', tree);
          const query: StoreQuery = {
            orderBy: '$key',
            ...(startAt === undefined ? {} : { startAt }),
            ...(endAt === undefined ? {} : { endAt }),
            ...(limit === undefined
              ? {}
              : limit.first
                ? { limitToFirst: limit.n }
                : { limitToLast: limit.n }),
          };
          const found = (await store.query('keyed', query)).map((entry) => entry.key);
          expect(found).toEqual(evaluateQuery(tree, query).map((entry) => entry.key));
        },
      ),
      { numRuns: 300 },
    );
    // UTF-16 puts an astral character (a surrogate pair) before U+E000; bytes put it after.
    await store.set('keyed', { 'a\uE000': 1, 'a\u{1F600}': 2 });
    expect(await store.query('keyed', { orderBy: '$key', limitToFirst: 1 })).toEqual([
      { key: 'a\u{1F600}', value: 2 },
    ]);
    expect(await store.query('keyed', { orderBy: '$key', limitToLast: 1 })).toEqual([
      { key: 'a\uE000', value: 1 },
    ]);
  });

  it('answers a page by key from the indexes, without reading every child key', async () => {
    const store = new LocalStore(dir);
    await store.set('queue', { '0001_a': 'a', '7': 'seven' });
    const db = new DatabaseSync(path.join(dir, DB_FILE));
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
        .map((row) => row.detail)
        .join('\n');
    expect(plan(`SELECT key FROM nodes WHERE parent = 'queue' AND ${DIGIT_KEY}`)).toMatch(
      /USING COVERING INDEX nodes_digit_keys/,
    );
    expect(
      plan(
        `SELECT key FROM nodes WHERE parent = 'queue' AND NOT (${DIGIT_KEY}) AND key >= '0001'
         ORDER BY key ASC LIMIT 22`,
      ),
    ).toMatch(/USING COVERING INDEX nodes_children \(parent=\? AND key>\?\)/);
    db.close();
  });

  it('keeps 4 processes x 250 transactions exact', async () => {
    const workers = Array.from({ length: 4 }, () => startWorker('incrementWorker.ts', [dir, '250']));
    try {
      for (const worker of workers) expect(await requireLine(worker)).toBe('ready');
      const started = Date.now();
      for (const worker of workers) worker.child.stdin.end('go\n');
      const committed = await Promise.all(
        workers.map(async (worker) => JSON.parse(await requireLine(worker)) as number[]),
      );
      console.info(`4 x 250 cross-process transactions took ${Date.now() - started} ms`);
      for (const worker of workers) expect(await worker.exited, worker.stderr()).toBe(0);
      expect(await new LocalStore(dir).get('counter')).toBe(1000);
      // Every transaction saw a distinct predecessor: the values committed are exactly 1..1000.
      expect(committed.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    } finally {
      for (const worker of workers) worker.child.kill('SIGKILL');
    }
  }, 90_000);

  it('answers fresh readers and writers in other processes while one process seeds large updates', async () => {
    // What the bench met: a script seeding 20,000 files while the Functions emulator's processes, each
    // opening the Store anew, read and write it. Nothing may fail with a busy or locked database.
    const chunks = 6;
    const perChunk = 2000;
    const seeder = startWorker('seedWorker.ts', [dir, String(chunks), String(perChunk)]);
    try {
      expect(await requireLine(seeder)).toBe('ready');
      seeder.child.stdin.end();
      const done = requireLine(seeder);
      const state = { finished: false };
      void done.then(() => {
        state.finished = true;
      });
      let rounds = 0;
      while (!state.finished) {
        const reader = new LocalStore(dir);
        const page = await reader.query<{ createdAt: number }>('fileIndex', {
          orderBy: 'createdAt',
          limitToLast: 15,
        });
        const count = (await reader.get<number>('fileCount')) ?? 0;
        expect(count % perChunk).toBe(0);
        expect(page.length).toBe(Math.min(15, count));
        await reader.transaction<number>('reads', (current) => (current ?? 0) + 1);
        reader.close();
        rounds += 1;
        // The Store answers synchronously: let the seeder's output in between rounds.
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await done).toBe('done');
      expect(await seeder.exited, seeder.stderr()).toBe(0);
      const check = new LocalStore(dir);
      expect(await check.get('fileCount')).toBe(chunks * perChunk);
      expect(await check.get('reads')).toBe(rounds);
      check.close();
    } finally {
      seeder.child.kill('SIGKILL');
    }
  }, 120_000);

  it('keeps the last committed state when writers are killed mid-write', async () => {
    const blobBytes = 2_000_000;
    const started = Date.now();
    let lastReported = 0;
    for (let round = 0; round < KILL_ROUNDS; round++) {
      const worker = startWorker('writeLoopWorker.ts', [dir, String(blobBytes)]);
      try {
        lastReported = Number(await requireLine(worker));
        // Meanwhile another process's reader must only ever see whole, advancing states.
        const reader = new LocalStore(dir);
        let seen = lastReported;
        // Kill at an arbitrary point of a later write.
        const killAt = Date.now() + 20 + Math.floor(Math.random() * 300);
        while (Date.now() < killAt) {
          const seq = await reader.get<number>('crash/seq');
          expect(typeof seq === 'number' && seq >= seen, `read ${seq} after ${seen}`).toBe(true);
          seen = seq ?? seen;
        }
        reader.close();
      } finally {
        worker.child.kill('SIGKILL');
      }
      await worker.exited;
      for (let line = await worker.nextLine(); line !== null; line = await worker.nextLine()) {
        lastReported = Number(line);
      }

      const check = new LocalStore(dir);
      const crash = await check.get<{ seq: number; blob: string }>('crash');
      check.close();
      // The kill may land between the commit and the print, so one more write than reported may be in.
      expect(crash?.seq).toBeGreaterThanOrEqual(lastReported);
      expect(crash?.seq).toBeLessThanOrEqual(lastReported + 1);
      expect(crash?.blob.startsWith(`${crash.seq}:`)).toBe(true);
      expect(crash?.blob).toHaveLength(blobBytes);
      lastReported = crash?.seq ?? 0;
    }

    const fresh = new LocalStore(dir);
    await fresh.set('after', 'crash');
    expect(await fresh.get('after')).toBe('crash');
    expect(await fresh.get('crash/seq')).toBe(lastReported);
    console.info(
      `${KILL_ROUNDS} kill rounds and recovery took ${Date.now() - started} ms (final seq ${lastReported})`,
    );
  }, 50_000);
});
