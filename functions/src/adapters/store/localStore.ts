import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Store, StoreEntry, StoreQuery, TransactionResult } from '../../ports/store.js';
import { newPushId } from '../../lib/pushId.js';
import {
  evaluateQuery,
  getAt,
  joinPath,
  parsePath,
  parseUpdate,
  removeAt,
  setAt,
  toOutput,
  toStored,
  type Tree,
} from './treePaths.js';

const DB_FILE = 'db.json';
const TEMP_PREFIX = `${DB_FILE}.`;
const TEMP_SUFFIX = '.tmp';
/** proper-lockfile's minimum; the holder refreshes the lock every second, so a live holder never looks stale. */
const LOCK_STALE_MS = 2000;
/**
 * Short, randomised waits keep four busy processes fair; 200 retries capped at 100 ms wait about 20 s in
 * total, long enough to outlast a lock left by a killed process until it goes stale and is taken over.
 */
const LOCK_RETRIES = { retries: 200, factor: 1.5, minTimeout: 5, maxTimeout: 100, randomize: true };

/**
 * A Store kept in `<dir>/db.json`, safe to share between processes (the Functions emulator runs
 * functions in separate processes). Writes are serialised by a lock file and replace db.json atomically
 * by renaming a fully written, fsynced temp file over it; reads take no lock and read the file afresh.
 */
export class LocalStore implements Store {
  private readonly dbFile: string;
  private readonly lockFile: string;
  /** Writes from this instance queue up here instead of polling the lock against each other. */
  private writeQueue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dir: string) {
    this.dbFile = path.join(dir, DB_FILE);
    this.lockFile = `${this.dbFile}.lock`;
  }

  async get<T = unknown>(storePath: string): Promise<T | null> {
    const segments = parsePath(storePath);
    return toOutput(getAt(await this.readTree(), segments)) as T | null;
  }

  async set(storePath: string, value: unknown): Promise<void> {
    const segments = parsePath(storePath);
    const stored = toStored(value);
    await this.write((tree) => setAt(tree, segments, stored));
  }

  async update(values: Record<string, unknown>): Promise<void> {
    const writes = parseUpdate(values).map(({ segments, value }) => ({
      segments,
      value: toStored(value, `/${joinPath(segments)}`),
    }));
    if (writes.length === 0) return;
    await this.write((tree) =>
      writes.reduce((acc, { segments, value }) => setAt(acc, segments, value), tree),
    );
  }

  async remove(storePath: string): Promise<void> {
    const segments = parsePath(storePath);
    await this.write((tree) => removeAt(tree, segments));
  }

  newId(): string {
    return newPushId();
  }

  async transaction<T>(
    storePath: string,
    update: (current: T | null) => T | null | undefined,
  ): Promise<TransactionResult<T>> {
    const segments = parsePath(storePath);
    let result: TransactionResult<T> = { committed: false, value: null };
    await this.write((tree) => {
      const current = toOutput(getAt(tree, segments)) as T | null;
      const next = update(current);
      if (next === undefined) {
        result = { committed: false, value: toOutput(getAt(tree, segments)) as T | null };
        return undefined;
      }
      const newTree = setAt(tree, segments, toStored(next));
      result = { committed: true, value: toOutput(getAt(newTree, segments)) as T | null };
      return newTree;
    });
    return result;
  }

  async query<T>(storePath: string, query: StoreQuery): Promise<StoreEntry<T>[]> {
    const segments = parsePath(storePath);
    return evaluateQuery(getAt(await this.readTree(), segments), query) as StoreEntry<T>[];
  }

  private async readTree(): Promise<Tree> {
    let text: string;
    try {
      text = await readFile(this.dbFile, 'utf8');
    } catch (error) {
      if (isErrnoException(error) && error.code === 'ENOENT') return null;
      throw error;
    }
    try {
      // The file was written by this class, so it already holds a normalised tree.
      return JSON.parse(text) as Tree;
    } catch (error) {
      throw new Error(`LocalStore: ${this.dbFile} is not valid JSON`, { cause: error });
    }
  }

  /** Runs `change` on the current tree under the lock; `undefined` from it means "write nothing". */
  private write(change: (tree: Tree) => Tree | undefined): Promise<void> {
    const run = this.writeQueue.then(() => this.writeLocked(change));
    this.writeQueue = run.catch(() => undefined);
    return run;
  }

  private async writeLocked(change: (tree: Tree) => Tree | undefined): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    let compromised: Error | undefined;
    const release = await lockfile.lock(this.dbFile, {
      lockfilePath: this.lockFile,
      realpath: false,
      stale: LOCK_STALE_MS,
      retries: LOCK_RETRIES,
      onCompromised: (error) => {
        // The default handler throws from a timer, which would crash the process.
        compromised = error;
        console.warn(`LocalStore: lock on ${this.dbFile} compromised: ${error.message}`);
      },
    });
    try {
      await this.removeLeftoverTempFiles();
      const next = change(await this.readTree());
      if (next === undefined) return;
      const tempFile = path.join(
        this.dir,
        `${TEMP_PREFIX}${process.pid}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`,
      );
      await writeDurably(tempFile, JSON.stringify(next));
      if (compromised) {
        await rm(tempFile, { force: true });
        throw new Error(`LocalStore: write abandoned, the lock was lost: ${compromised.message}`);
      }
      await rename(tempFile, this.dbFile);
    } finally {
      await release().catch((error: unknown) => {
        // A compromised lock is already released and was reported by onCompromised.
        if (!compromised) console.warn(`LocalStore: could not release the lock on ${this.dbFile}`, error);
      });
    }
  }

  /** Temp files of writers killed mid-write; only a lock holder writes temp files, so any found now are dead. */
  private async removeLeftoverTempFiles(): Promise<void> {
    const names = await readdir(this.dir);
    const leftovers = names.filter((name) => name.startsWith(TEMP_PREFIX) && name.endsWith(TEMP_SUFFIX));
    await Promise.all(leftovers.map((name) => rm(path.join(this.dir, name), { force: true })));
  }
}

async function writeDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
