import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
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
    await new LocalStore(nested).set('a/b', 1);
    expect(await new LocalStore(nested).get('a')).toEqual({ b: 1 });
    expect(JSON.parse(await readFile(path.join(nested, 'db.json'), 'utf8'))).toEqual({ a: { b: 1 } });
    expect(await readdir(nested)).toEqual(['db.json']);
  });

  it('sees writes made by another instance', async () => {
    const reader = new LocalStore(dir);
    expect(await reader.get('k')).toBeNull();
    await new LocalStore(dir).set('k', 'v');
    expect(await reader.get('k')).toBe('v');
  });

  it('reports a corrupt db.json instead of treating it as empty', async () => {
    await writeFile(path.join(dir, 'db.json'), '{"half": ');
    await expect(new LocalStore(dir).get('half')).rejects.toThrow(/not valid JSON/);
    await expect(new LocalStore(dir).set('x', 1)).rejects.toThrow(/not valid JSON/);
  });

  it('keeps 4 processes x 50 transactions exact', async () => {
    const workers = Array.from({ length: 4 }, () => startWorker('incrementWorker.ts', [dir, '50']));
    try {
      for (const worker of workers) expect(await requireLine(worker)).toBe('ready');
      const started = Date.now();
      for (const worker of workers) worker.child.stdin.end('go\n');
      const committed = await Promise.all(
        workers.map(async (worker) => JSON.parse(await requireLine(worker)) as number[]),
      );
      console.info(`4 x 50 cross-process transactions took ${Date.now() - started} ms`);
      for (const worker of workers) expect(await worker.exited, worker.stderr()).toBe(0);
      expect(await new LocalStore(dir).get('counter')).toBe(200);
      // Every transaction saw a distinct predecessor: the values committed are exactly 1..200.
      expect(committed.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    } finally {
      for (const worker of workers) worker.child.kill('SIGKILL');
    }
  }, 45_000);

  it('keeps db.json whole when writers are killed mid-write, and recovers the stale lock', async () => {
    const blobBytes = 2_000_000;
    const dbFile = path.join(dir, 'db.json');
    const started = Date.now();
    let lastReported = 0;
    for (let round = 0; round < KILL_ROUNDS; round++) {
      const worker = startWorker('writeLoopWorker.ts', [dir, String(blobBytes)]);
      try {
        lastReported = Number(await requireLine(worker));
        // Meanwhile a lock-free reader must only ever see whole, advancing states.
        const reader = new LocalStore(dir);
        let seen = lastReported;
        // Kill at an arbitrary point of a later write: mid-serialisation, mid-write, mid-fsync or mid-rename.
        const killAt = Date.now() + 20 + Math.floor(Math.random() * 300);
        while (Date.now() < killAt) {
          const seq = await reader.get<number>('crash/seq');
          expect(typeof seq === 'number' && seq >= seen, `read ${seq} after ${seen}`).toBe(true);
          seen = seq ?? seen;
        }
      } finally {
        worker.child.kill('SIGKILL');
      }
      await worker.exited;
      for (let line = await worker.nextLine(); line !== null; line = await worker.nextLine()) {
        lastReported = Number(line);
      }

      const db = JSON.parse(await readFile(dbFile, 'utf8')) as { crash: { seq: number; blob: string } };
      // The kill may land between the rename and the print, so one more write than reported may be in.
      expect(db.crash.seq).toBeGreaterThanOrEqual(lastReported);
      expect(db.crash.seq).toBeLessThanOrEqual(lastReported + 1);
      expect(db.crash.blob.startsWith(`${db.crash.seq}:`)).toBe(true);
      expect(db.crash.blob).toHaveLength(blobBytes);
      lastReported = db.crash.seq;
    }

    const fresh = new LocalStore(dir);
    await fresh.set('after', 'crash');
    expect(await fresh.get('after')).toBe('crash');
    expect(await fresh.get('crash/seq')).toBe(lastReported);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    console.info(
      `${KILL_ROUNDS} kill rounds and recovery took ${Date.now() - started} ms (final seq ${lastReported})`,
    );
  }, 50_000);
});
