import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atLeast, increment, type Store } from '../../src/ports/store.js';

export interface StoreUnderTest {
  store: Store;
  cleanup: () => Promise<void>;
}

const INVALID_PATHS = ['a.b', 'a#b', 'a$b', 'a[b', 'a]b', 'a//b', 'a/\u0001'];

const PEOPLE = {
  a: { age: 30, name: 'Ann' },
  b: { age: 25, name: 'Bob' },
  c: { age: 30, name: 'Cid' },
  d: { name: 'Dee' },
  e: { age: 'unknown' },
  f: { age: 41, meta: { rank: 2 } },
  g: { age: 18, meta: { rank: 1 } },
};

/** One behavioural suite for every Store adapter: the Realtime Database semantics the use cases rely on. */
export function describeStoreContract(name: string, makeStore: () => Promise<StoreUnderTest>): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await makeStore());
    });
    afterEach(async () => {
      await cleanup();
    });

    describe('get and set', () => {
      it('returns null for a missing path', async () => {
        expect(await store.get('nothing/here')).toBeNull();
      });

      it('round-trips primitives and nested objects', async () => {
        await store.set('s', 'text');
        await store.set('n', 4.5);
        await store.set('b', false);
        await store.set('obj', { x: 1, y: { z: 'deep', t: true } });
        expect(await store.get('s')).toBe('text');
        expect(await store.get('n')).toBe(4.5);
        expect(await store.get('b')).toBe(false);
        expect(await store.get('obj')).toEqual({ x: 1, y: { z: 'deep', t: true } });
        expect(await store.get('obj/y/z')).toBe('deep');
        expect(await store.get('')).toEqual({
          s: 'text',
          n: 4.5,
          b: false,
          obj: { x: 1, y: { z: 'deep', t: true } },
        });
      });

      it('ignores leading and trailing slashes', async () => {
        await store.set('/p/q/', 1);
        expect(await store.get('p/q')).toBe(1);
        expect(await store.get('/p')).toEqual({ q: 1 });
      });

      it('replaces rather than merges', async () => {
        await store.set('r', { a: 1, b: 2 });
        await store.set('r', { c: 3 });
        expect(await store.get('r')).toEqual({ c: 3 });
      });

      it('replaces a primitive in the way of a deeper write', async () => {
        await store.set('p', 'leaf');
        await store.set('p/q', 1);
        expect(await store.get('p')).toEqual({ q: 1 });
      });

      it('removes on null and on an empty object, and drops empty children of a value', async () => {
        await store.set('x', 1);
        await store.set('x', null);
        expect(await store.get('x')).toBeNull();
        await store.set('y', 1);
        await store.set('y', {});
        expect(await store.get('y')).toBeNull();
        await store.set('z', { keep: 1, gone: null, empty: {}, nested: { alsoEmpty: {} } });
        expect(await store.get('z')).toEqual({ keep: 1 });
      });

      it('prunes parents left empty', async () => {
        await store.set('a/b/c', 1);
        await store.set('a/b/c', null);
        expect(await store.get('a/b')).toBeNull();
        expect(await store.get('a')).toBeNull();
        expect(await store.get('')).toBeNull();
      });

      it('keeps siblings when one child is removed', async () => {
        await store.set('a', { b: 1, c: 2 });
        await store.set('a/b', null);
        expect(await store.get('a')).toEqual({ c: 2 });
      });

      it('does not share objects with callers', async () => {
        const value = { nested: { n: 1 } };
        await store.set('iso', value);
        value.nested.n = 2;
        const read = await store.get<{ nested: { n: number } }>('iso');
        expect(read).toEqual({ nested: { n: 1 } });
        if (read) read.nested.n = 3;
        expect(await store.get('iso')).toEqual({ nested: { n: 1 } });
      });

      it('rejects values the database cannot hold', async () => {
        await expect(store.set('v', undefined)).rejects.toThrow();
        await expect(store.set('v', { 'a.b': 1 })).rejects.toThrow();
        await expect(store.set('v', { inner: { 'x/y': 1 } })).rejects.toThrow();
        await expect(store.set('v', Number.NaN)).rejects.toThrow();
        expect(await store.get('v')).toBeNull();
      });
    });

    describe('update', () => {
      it('writes several paths at once, replacing each and deleting nulls', async () => {
        await store.set('u', { a: 1, b: { old: true }, c: 3, d: { e: 4 } });
        await store.update({ 'u/a': 2, 'u/b': { new: true }, 'u/c': null, 'u/d/e': null, 'v/w': 'x' });
        expect(await store.get('u')).toEqual({ a: 2, b: { new: true } });
        expect(await store.get('v')).toEqual({ w: 'x' });
      });

      it('is a no-op when empty', async () => {
        await store.set('k', 1);
        await store.update({});
        expect(await store.get('k')).toBe(1);
      });

      it('rejects overlapping paths and writes nothing', async () => {
        await expect(store.update({ p: { q: 1 }, 'p/q': 2 })).rejects.toThrow(/ancestor/);
        await expect(store.update({ 'p/q/r': 1, 'p/q': 2 })).rejects.toThrow(/ancestor/);
        await expect(store.update({ 'p/q': 1, '/p/q/': 2 })).rejects.toThrow();
        expect(await store.get('p')).toBeNull();
      });

      it('writes nothing when any path or value is invalid', async () => {
        await expect(store.update({ 'ok/a': 1, 'bad.path': 2 })).rejects.toThrow(/Invalid store path/);
        await expect(store.update({ 'ok/a': 1, 'ok/b': undefined })).rejects.toThrow();
        expect(await store.get('ok')).toBeNull();
      });

      it('adds increments in the same atomic write, from missing or non-numbers as 0', async () => {
        await store.set('tot', { a: 5, s: 'text' });
        await store.update({ 'tot/a': increment(2), 'tot/b': increment(-3), 'tot/s': increment(1), x: 1 });
        expect(await store.get('tot')).toEqual({ a: 7, b: -3, s: 1 });
        expect(await store.get('x')).toBe(1);
        await Promise.all(Array.from({ length: 10 }, () => store.update({ 'tot/a': increment(1) })));
        expect(await store.get('tot/a')).toBe(17);
        expect(() => increment(Number.NaN)).toThrow(/finite/);
      });

      it('keeps the larger number for a max, whichever of several writes lands last', async () => {
        await store.set('last', { a: 50, s: 'text' });
        await store.update({ 'last/a': atLeast(20), 'last/b': atLeast(7), 'last/s': atLeast(3), y: 1 });
        expect(await store.get('last')).toEqual({ a: 50, b: 7, s: 3 });
        await Promise.all([90, 60, 80, 70].map((at) => store.update({ 'last/a': atLeast(at) })));
        expect(await store.get('last/a')).toBe(90);
        expect(() => atLeast(Number.POSITIVE_INFINITY)).toThrow(/finite/);
      });

      it('does not disturb paths it does not name', async () => {
        await store.set('m', { keep: 1, change: 1 });
        await store.update({ 'm/change': 2, 'm/add': 3 });
        expect(await store.get('m')).toEqual({ keep: 1, change: 2, add: 3 });
      });
    });

    describe('remove', () => {
      it('removes a subtree and prunes empty parents', async () => {
        await store.set('t', { a: { b: 1 }, c: 2 });
        await store.remove('t/a/b');
        expect(await store.get('t')).toEqual({ c: 2 });
        await store.remove('t/c');
        expect(await store.get('t')).toBeNull();
      });

      it('accepts a missing path', async () => {
        await expect(store.remove('never/was')).resolves.toBeUndefined();
      });
    });

    describe('transaction', () => {
      it('increments from missing and returns the committed value', async () => {
        expect(await store.transaction<number>('counter', (n) => (n ?? 0) + 1)).toEqual({
          committed: true,
          value: 1,
        });
        expect(await store.transaction<number>('counter', (n) => (n ?? 0) + 1)).toEqual({
          committed: true,
          value: 2,
        });
        expect(await store.get('counter')).toBe(2);
      });

      it('aborts on undefined, leaving the value and returning it', async () => {
        await store.set('x', 5);
        const result = await store.transaction<number>('x', (n) => (n === 5 ? undefined : 0));
        expect(result).toEqual({ committed: false, value: 5 });
        expect(await store.get('x')).toBe(5);
        expect(await store.transaction<number>('missing', () => undefined)).toEqual({
          committed: false,
          value: null,
        });
      });

      it('removes the value on null and prunes the parent', async () => {
        await store.set('tx/a', 1);
        expect(await store.transaction<number>('tx/a', () => null)).toEqual({ committed: true, value: null });
        expect(await store.get('tx')).toBeNull();
      });

      it('updates objects, normalising the result', async () => {
        await store.set('o', { n: 1 });
        const result = await store.transaction<{ n: number; extra?: object }>('o', (o) => ({
          n: (o?.n ?? 0) + 1,
          extra: {},
        }));
        expect(result).toEqual({ committed: true, value: { n: 2 } });
        expect(await store.get('o')).toEqual({ n: 2 });
      });

      it('serialises concurrent transactions', async () => {
        await Promise.all(
          Array.from({ length: 10 }, () => store.transaction<number>('c', (n) => (n ?? 0) + 1)),
        );
        expect(await store.get('c')).toBe(10);
      });
    });

    describe('query', () => {
      beforeEach(async () => {
        await store.set('people', PEOPLE);
      });

      const keys = async (query: Parameters<Store['query']>[1], path = 'people'): Promise<string[]> =>
        (await store.query(path, query)).map((entry) => entry.key);

      it('orders by child: missing first, then numbers, then strings, keys breaking ties', async () => {
        expect(await keys({ orderBy: 'age' })).toEqual(['d', 'g', 'b', 'a', 'c', 'f', 'e']);
      });

      it('returns the values of the entries', async () => {
        expect(await store.query('people', { orderBy: 'age', startAt: 41, endAt: 41 })).toEqual([
          { key: 'f', value: PEOPLE.f },
        ]);
      });

      it('filters by an inclusive range in that order', async () => {
        expect(await keys({ orderBy: 'age', startAt: 25, endAt: 30 })).toEqual(['b', 'a', 'c']);
        expect(await keys({ orderBy: 'age', startAt: 26 })).toEqual(['a', 'c', 'f', 'e']);
        expect(await keys({ orderBy: 'age', endAt: 25 })).toEqual(['d', 'g', 'b']);
        expect(await keys({ orderBy: 'name', startAt: 'B', endAt: 'Cz' })).toEqual(['b', 'c']);
      });

      it('limits to the first or last entries after filtering', async () => {
        expect(await keys({ orderBy: 'age', startAt: 20, limitToFirst: 2 })).toEqual(['b', 'a']);
        expect(await keys({ orderBy: 'age', endAt: 40, limitToLast: 2 })).toEqual(['a', 'c']);
        expect(await keys({ orderBy: 'age', limitToLast: 3 })).toEqual(['c', 'f', 'e']);
        expect(await keys({ orderBy: 'age', limitToFirst: 100 })).toHaveLength(7);
      });

      it('orders by a nested child path', async () => {
        expect(await keys({ orderBy: 'meta/rank' })).toEqual(['a', 'b', 'c', 'd', 'e', 'g', 'f']);
        expect(await keys({ orderBy: 'meta/rank', startAt: 1 })).toEqual(['g', 'f']);
      });

      it('orders by $key, integer-like keys first', async () => {
        await store.set('keyed', { b: 1, a: 2, '10': 3, '9': 4, '2': 5 });
        expect(await keys({ orderBy: '$key' }, 'keyed')).toEqual(['2', '9', '10', 'a', 'b']);
        expect(await keys({ orderBy: '$key', startAt: 'a' }, 'keyed')).toEqual(['a', 'b']);
        expect(await keys({ orderBy: '$key', startAt: '9', endAt: 'a' }, 'keyed')).toEqual(['9', '10', 'a']);
        expect(await keys({ orderBy: '$key', limitToFirst: 2 }, 'keyed')).toEqual(['2', '9']);
        expect(await keys({ orderBy: '$key', limitToLast: 2 }, 'keyed')).toEqual(['a', 'b']);
      });

      it('returns nothing for a missing path or a leaf', async () => {
        expect(await store.query('nobody', { orderBy: 'age' })).toEqual([]);
        expect(await store.query('people/a/age', { orderBy: '$key' })).toEqual([]);
      });

      it('rejects invalid queries', async () => {
        await expect(
          store.query('people', { orderBy: 'age', limitToFirst: 1, limitToLast: 1 }),
        ).rejects.toThrow();
        await expect(store.query('people', { orderBy: 'age', limitToFirst: 0 })).rejects.toThrow();
        await expect(store.query('people', { orderBy: '$key', startAt: 1 })).rejects.toThrow();
        await expect(store.query('people', { orderBy: 'a.b' })).rejects.toThrow();
      });
    });

    describe('newId', () => {
      it('gives unique, 20-character ids in creation order, usable as keys', async () => {
        const ids = Array.from({ length: 500 }, () => store.newId());
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort()).toEqual(ids);
        for (const id of ids) expect(id).toMatch(/^[-0-9A-Za-z_]{20}$/);
        const [first] = ids;
        await store.set(`items/${first}`, { ok: true });
        expect(await store.get(`items/${first}/ok`)).toBe(true);
      });
    });

    describe('invalid paths', () => {
      it.each(INVALID_PATHS)('rejects %j in every method', async (path) => {
        const message = /Invalid store path/;
        await expect(store.get(path)).rejects.toThrow(message);
        await expect(store.set(path, 1)).rejects.toThrow(message);
        await expect(store.update({ [path]: 1 })).rejects.toThrow(message);
        await expect(store.remove(path)).rejects.toThrow(message);
        await expect(store.transaction(path, () => 1)).rejects.toThrow(message);
        await expect(store.query(path, { orderBy: '$key' })).rejects.toThrow(message);
        expect(await store.get('')).toBeNull();
      });
    });
  });
}
