import { describe, expect, it } from 'vitest';
import { listVisitsFor, type VisitLogQuery } from '../../src/services/visits/listVisitsFor.js';
import { checkVisitIndexes } from '../../src/services/indexes/visitIndexCheck.js';
import { mergePlaces } from '../../src/services/places/mergePlaces.js';
import { foldPlaceName } from '../../src/domain/visits/visitPlaces.js';
import type { Store } from '../../src/ports/store.js';
import { buildVisitRecord } from '../../src/domain/records/visitRecord.js';
import { formatSalesVisitCode } from '../../src/domain/visitCodes.js';
import { visitIndexWrites } from '../../src/services/visits/visitIndexWrites.js';
import { otherSalesRep, salesRep } from '../support/callables.js';
import { useVisitLog } from './visitLogHarness.js';

const { state, submit } = useVisitLog();

/** What the test knows of each visit it submitted: the model the log is compared with. */
interface ModelVisit {
  id: string;
  place: string;
  at: number;
  by: string;
  phase: string;
}
const model: ModelVisit[] = [];

async function visit(place: string, at: number, { by = salesRep, phase = 'Lead' } = {}) {
  const { id } = await submit(
    'sales',
    { collegeName: place, visitPhase: phase },
    { at: new Date(at).toISOString(), by },
  );
  model.push({ id, place, at, by: by.uid, phase });
  return id;
}

/** The model's answer: the visits whose folded place holds the search, newest first, ties by id. */
function expected(search: string, keep: (visit: ModelVisit) => boolean = () => true): string[] {
  const needle = foldPlaceName(search);
  return model
    .filter((visit) => foldPlaceName(visit.place).includes(needle) && keep(visit))
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
    .map((visit) => visit.id);
}

/** The store, counting the queries of the log and the log entries read one by one through it. */
function countingLogReads(store: Store) {
  const counts = { queries: 0, gets: 0 };
  const counted: Store = Object.assign(Object.create(store) as Store, {
    get: async <T>(path: string) => {
      if (path.startsWith('visitLog/')) counts.gets += 1;
      return store.get<T>(path);
    },
    query: async <T>(path: string, query: Parameters<Store['query']>[1]) => {
      if (path.startsWith('visitLog/')) counts.queries += 1;
      return store.query<T>(path, query);
    },
  });
  return { store: counted, counts };
}

/** Visits stored as a submission stores them, without its checks: a long log, quickly. */
async function seedVisits(count: number, first: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const id = state.store.newId();
    const place = `Common College ${String(index % 9)}`;
    const at = first + index * 60_000;
    const record = buildVisitRecord({
      code: formatSalesVisitCode(index + 1),
      collegeName: place,
      visitPhase: 'Lead',
      createdBy: { uid: salesRep.uid, email: salesRep.email },
      createdAt: at,
      sheet: { state: 'disabled', attempts: 0 },
    });
    await state.store.update({
      [`sales_visits/${id}`]: record,
      ...(await visitIndexWrites(state.store, 'sales', id, record)),
    });
    model.push({ id, place, at, by: salesRep.uid, phase: 'Lead' });
  }
}

let pages = 0;

/** Every page of a query, followed by its cursor: the ids in order. */
async function allPages(query: Omit<VisitLogQuery, 'kind'>, store: Store = state.store): Promise<string[]> {
  const ids: string[] = [];
  let after: VisitLogQuery['after'];
  for (;;) {
    const page = await listVisitsFor(store, { kind: 'sales', limit: 2, ...query, after });
    pages += 1;
    ids.push(...page.visits.map((item) => item.id));
    if (page.next === null) return ids;
    after = page.next;
  }
}

const differencesOf = (reports: { differences: { path: string }[] }[]) =>
  reports.flatMap((report) => report.differences.map((difference) => difference.path));

const DAY = 24 * 60 * 60_000;
const start = Date.parse('2026-01-05T10:00:00+05:30');

describe('a search for a place with few visits', () => {
  it('reads only its visits from the log and pages as the model does', async () => {
    model.length = 0;
    for (let index = 0; index < 90; index += 1) {
      const at = start + index * DAY;
      if (index % 15 === 7)
        await visit(index % 2 === 0 ? 'Rare Institute' : '  rare  INSTITUTE of Arts', at + 1, {
          by: index % 3 === 0 ? otherSalesRep : salesRep,
          phase: index % 4 === 0 ? 'Closure' : 'Lead',
        });
      await visit(`Common College ${String(index % 9)}`, at);
    }
    const rare = expected('rare institute');
    expect(rare.length).toBeGreaterThan(3);
    expect(await allPages({ search: 'Rare Institute' })).toEqual(rare);

    expect(await allPages({ search: 'rare institute', phase: 'Closure' })).toEqual(
      expected('rare institute', (item) => item.phase === 'Closure'),
    );
    expect(await allPages({ search: 'rare', staff: otherSalesRep.uid })).toEqual(
      expected('rare', (item) => item.by === otherSalesRep.uid),
    );
    const from = start + 20 * DAY;
    const to = start + 70 * DAY;
    expect(await allPages({ search: 'rare', from: '2026-01-25', to: '2026-03-16' })).toEqual(
      expected('rare', (item) => item.at >= from && item.at <= to + DAY),
    );
    expect(await allPages({ search: 'common college 4' })).toEqual(expected('common college 4'));
    expect(await allPages({ search: 'nowhere' })).toEqual([]);
  });

  it('reads one chunk of a long log a page, then only the searched place’s visits', async () => {
    model.length = 0;
    for (let index = 0; index < 7; index += 1) await visit('Rare Institute', start + index * DAY);
    await seedVisits(1100, start + 10 * DAY);
    const rare = expected('rare institute');
    const counting = countingLogReads(state.store);
    pages = 0;
    expect(await allPages({ search: 'rare institute' }, counting.store)).toEqual(rare);
    // The first chunk holds none of them; what follows reads their entries, never the rest of the log.
    expect(counting.counts.queries).toBe(pages);
    expect(counting.counts.gets).toBeLessThanOrEqual(rare.length * 2);
    pages = 0;
    expect(await allPages({ search: 'common college 4' }, countingLogReads(state.store).store)).toEqual(
      expected('common college 4'),
    );
  });

  it('reads a busy place’s visits a batch at a time, missing none a filter keeps', async () => {
    model.length = 0;
    for (let index = 0; index < 130; index += 1)
      await visit('Busy Hall', start + index * DAY, { by: index % 11 === 0 ? otherSalesRep : salesRep });
    await visit('Common College 1', start);
    const kept = expected('busy hall', (item) => item.by === otherSalesRep.uid);
    expect(kept).toHaveLength(12);
    expect(await allPages({ search: 'busy', staff: otherSalesRep.uid, limit: 20 })).toEqual(kept);
    expect(await allPages({ search: 'busy hall', limit: 50 })).toEqual(expected('busy hall'));
  });

  it('finds every visit of a place sent at once, ties by id, with the indexes exact', async () => {
    model.length = 0;
    const at = start + 3 * DAY;
    for (let index = 0; index < 20; index += 1) await visit(`Common College ${String(index)}`, start + index);
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        visit(index % 3 === 0 ? 'Common College 2' : 'Rare Institute', at, {
          by: index % 2 === 0 ? salesRep : otherSalesRep,
        }),
      ),
    );
    expect(await allPages({ search: 'rare institute' })).toEqual(expected('rare institute'));
    expect(await allPages({ search: 'common college 2' })).toEqual(expected('common college 2'));
    expect(differencesOf(await checkVisitIndexes(state.store, false))).toEqual([]);
  });

  it('finds a merged place’s visits under the kept name only', async () => {
    model.length = 0;
    for (let index = 0; index < 6; index += 1) {
      await visit('Old Rare Name', start + index * DAY);
      await visit('Rare Institute', start + index * DAY + 1);
      await visit(`Common College ${String(index)}`, start + index * DAY + 2);
    }
    await mergePlaces(state.store, {
      kind: 'sales',
      from: 'Old Rare Name',
      into: 'Rare Institute',
      by: { uid: 'cli', email: 'admin@example.com' },
      at: start + 10 * DAY,
    });
    for (const item of model) if (item.place === 'Old Rare Name') item.place = 'Rare Institute';
    expect(expected('rare institute')).toHaveLength(12);
    expect(await allPages({ search: 'rare institute' })).toEqual(expected('rare institute'));
    expect(await allPages({ search: 'old rare' })).toEqual([]);
    await visit('Rare Institute', start + 11 * DAY);
    expect(await allPages({ search: 'rare institute' })).toEqual(expected('rare institute'));
    expect(differencesOf(await checkVisitIndexes(state.store, false))).toEqual([]);
  });
});
