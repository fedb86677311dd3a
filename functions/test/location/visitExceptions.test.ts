import { afterEach, describe, expect, it, vi } from 'vitest';
import { listVisits } from '../../src/callables/listVisits.js';
import { visitExceptions } from '../../src/callables/visitExceptions.js';
import type { ListVisitsOutput } from '../../src/domain/api/listVisits.js';
import type { VisitExceptionsOutput } from '../../src/domain/api/visitExceptions.js';
import { visitIndexPaths } from '../../src/domain/visits/visitIndex.js';
import { exceptionRange } from '../../src/services/visits/visitExceptionsFor.js';
import { admin, invoke, otherSalesRep, salesRep } from '../support/callables.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, indexes, ist, visit } from '../followUps/harness.js';
import { college, fixAt, pinPlace } from './harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
const exceptions = (input: Record<string, unknown>) =>
  invoke<VisitExceptionsOutput>(visitExceptions, { kind: 'sales', ...input }, admin);
const listed = async (input: Record<string, unknown>) =>
  (await invoke<ListVisitsOutput>(listVisits, { kind: 'sales', ...input }, admin)).visits.map(
    (item) => item.id,
  );

/** Asha on 26/11: Verified, Far, no location, Too fast; Ravi on 26/11 beside a proposed pin, and Asha on 10/11. */
async function fortnight() {
  const t0 = ist('2026-11-26', '10:00');
  at(ist('2026-11-10', '10:00'));
  const early = await visit('Early College', { reading: { kind: 'none', reason: 'denied' } });
  at(t0);
  const verified = await visit('Modern College', { reading: fixAt(0, t0) });
  await pinPlace('Modern College', college);
  at(t0 + 30 * MINUTE);
  const far = await visit('Modern College', { reading: fixAt(3000, t0 + 30 * MINUTE) });
  at(t0 + 60 * MINUTE);
  const none = await visit('Modern College', { reading: { kind: 'none', reason: 'denied' } });
  // 20 km away two hours later, then back at the college five minutes after: Too fast.
  at(t0 + 180 * MINUTE);
  await visit('Other College', { reading: fixAt(20_000, t0 + 180 * MINUTE) });
  at(t0 + 185 * MINUTE);
  const fast = await visit('Modern College', { reading: fixAt(10, t0 + 185 * MINUTE) });
  at(t0 + 600 * MINUTE);
  await visit('New College', { reading: fixAt(50_000, t0 + 600 * MINUTE) });
  at(t0 + 605 * MINUTE);
  const proposed = await visit('New College', { reading: fixAt(50_010, t0 + 605 * MINUTE) }, otherSalesRep);
  return { early, verified, far, none, fast, proposed };
}

describe('the exceptions view', () => {
  it('counts each rep’s Far, Too fast, no location and Not accepted visits in the range, most first', async () => {
    await fortnight();
    const result = await exceptions({ from: '2026-11-26', to: '2026-11-26' });
    expect(result).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
      rows: [
        {
          uid: salesRep.uid,
          label: 'Asha Sales',
          visits: 6,
          far: 1,
          tooFast: 1,
          noLocation: 1,
          notAccepted: 1,
        },
        {
          uid: otherSalesRep.uid,
          label: 'Ravi Sales',
          visits: 1,
          far: 0,
          tooFast: 0,
          noLocation: 0,
          notAccepted: 1,
        },
      ],
    });
    // The earlier day counts only when the range takes it in.
    const wider = await exceptions({ from: '2026-11-01', to: '2026-11-30' });
    expect(wider.rows[0]).toMatchObject({ label: 'Asha Sales', visits: 7, noLocation: 2 });
  });

  it('covers the last 30 days, today included, when no days are asked for', async () => {
    await fortnight();
    at(ist('2026-12-05', '09:00'));
    const result = await exceptions({});
    expect(result).toMatchObject({ from: '2026-11-06', to: '2026-12-05' });
    expect(result.rows[0]).toMatchObject({ label: 'Asha Sales', visits: 7, noLocation: 2 });
    expect(exceptionRange({ kind: 'sales', from: '2026-11-01' }, 0)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('counts what the log lists under each link: that rep, those days, that filter', async () => {
    const visits = await fortnight();
    const range = { from: '2026-11-26', to: '2026-11-26', staff: salesRep.uid };
    expect(await listed({ ...range, check: 'far' })).toEqual([visits.far.id]);
    expect(await listed({ ...range, check: 'tooFast' })).toEqual([visits.fast.id]);
    expect(await listed({ ...range, check: 'noLocation' })).toEqual([visits.none.id]);
    expect(await listed({ ...range, staff: otherSalesRep.uid, check: 'notAccepted' })).toEqual([
      visits.proposed.id,
    ]);
  });

  it("totals the days' counts without reading the log, and counts visits kept before them once rebuilt", async () => {
    await fortnight();
    const range = { from: '2026-11-01', to: '2026-11-30' };
    const before = await exceptions(range);
    const log = await store.get(visitIndexPaths.log('sales'));
    await store.remove(visitIndexPaths.log('sales'));
    expect(await exceptions(range)).toEqual(before);
    await store.set(visitIndexPaths.log('sales'), log);
    // Counts lost (data from before they were kept): the indexes rebuild writes them again.
    await store.remove('visitCheckDays/sales');
    expect((await exceptions(range)).rows).toEqual([]);
    expect((await indexes(store, 'rebuild')).count).toBeGreaterThan(0);
    expect(await exceptions(range)).toEqual(before);
  });
});
