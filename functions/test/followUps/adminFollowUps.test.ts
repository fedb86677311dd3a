import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { placePageFor } from '../../src/services/places/placePageFor.js';
import { listVisitsFor } from '../../src/services/visits/listVisitsFor.js';
import { visitPipelineFor } from '../../src/services/visits/visitPipelineFor.js';
import { otherSalesRep, salesRep } from '../support/callables.js';
import { at, ist, visit } from './harness.js';
import { useEmptyLocalStore } from '../visits/harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const now = ist('2026-12-10', '09:00');
const labelOf = async (uid: string) =>
  (await listVisitsFor(store, { kind: 'sales' }, now)).staff.find((person) => person.uid === uid)?.label;

/** Asha: VJTI overdue 7 days, COEP done by her later visit, SPIT due in 2 days; Ravi: VJTI overdue 2. */
async function seed() {
  at(ist('2026-11-26', '10:00'));
  const vjti = await visit('VJTI Mumbai', { nextVisitOn: '2026-12-03' });
  const coep = await visit('COEP Pune', { nextVisitOn: '2026-11-28' });
  at(ist('2026-11-27', '10:00'));
  const ravi = await visit(
    'vjti mumbai',
    { nextVisitOn: '2026-12-08', remarks: 'Meet the TPO' },
    otherSalesRep,
  );
  const coepAgain = await visit('COEP Pune');
  const spit = await visit('SPIT', { nextVisitOn: '2026-12-12' });
  for (let index = 0; index < 5; index += 1) await visit(`Plain ${String(index)}`);
  vi.useRealTimers();
  return { vjti, coep, ravi, coepAgain, spit };
}

describe('follow-ups on the admin screens', () => {
  it('joins each visit’s own follow-up with its state and days overdue, and counts each person', async () => {
    const ids = await seed();
    const log = await listVisitsFor(store, { kind: 'sales' }, now);
    const byId = new Map(log.visits.map((item) => [item.id, item.followUp]));
    expect(byId.get(ids.vjti.id)).toEqual({ due: '2026-12-03', state: 'open', daysOverdue: 7 });
    expect(byId.get(ids.coep.id)).toEqual({ due: '2026-11-28', state: 'done', daysOverdue: 0 });
    expect(byId.get(ids.ravi.id)).toEqual({ due: '2026-12-08', state: 'open', daysOverdue: 2 });
    expect(byId.get(ids.spit.id)).toEqual({ due: '2026-12-12', state: 'open', daysOverdue: 0 });
    expect(byId.get(ids.coepAgain.id)).toBeUndefined();
    expect(log.followUpCounts).toEqual([
      { uid: salesRep.uid, label: await labelOf(salesRep.uid), overdue: 1, dueThisWeek: 1 },
      { uid: otherSalesRep.uid, label: await labelOf(otherSalesRep.uid), overdue: 1, dueThisWeek: 0 },
    ]);
  });

  it('pages the overdue filter newest first, one visit a page, with the other filters', async () => {
    const ids = await seed();
    const first = await listVisitsFor(store, { kind: 'sales', overdue: true, limit: 1 }, now);
    expect(first.visits.map((item) => item.id)).toEqual([ids.ravi.id]);
    expect(first.next).not.toBeNull();
    const second = await listVisitsFor(
      store,
      { kind: 'sales', overdue: true, limit: 1, after: first.next ?? undefined },
      now,
    );
    expect(second.visits.map((item) => item.id)).toEqual([ids.vjti.id]);
    expect(second.next).toBeNull();
    const asha = await listVisitsFor(store, { kind: 'sales', overdue: true, staff: salesRep.uid }, now);
    expect(asha.visits.map((item) => item.id)).toEqual([ids.vjti.id]);
    // Before the VJTI visits were due, nothing is overdue.
    const early = await listVisitsFor(store, { kind: 'sales', overdue: true }, ist('2026-12-03', '09:00'));
    expect(early).toMatchObject({ visits: [], next: null });
  });

  it('gives the pipeline and the place page the open follow-ups at a place, soonest first', async () => {
    await seed();
    const { places, followUpCounts } = await visitPipelineFor(store, 'sales', now);
    const ofPlace = (name: string) => places.find((place) => place.key === placeKeyOf(name))?.followUps;
    const asha = { uid: salesRep.uid, label: await labelOf(salesRep.uid) };
    const ravi = { uid: otherSalesRep.uid, label: await labelOf(otherSalesRep.uid) };
    expect(ofPlace('VJTI Mumbai')).toEqual([
      { by: asha, due: '2026-12-03', remark: 'Bring the MOU', phase: 'Lead', daysOverdue: 7 },
      { by: ravi, due: '2026-12-08', remark: 'Meet the TPO', phase: 'Lead', daysOverdue: 2 },
    ]);
    expect(ofPlace('COEP Pune')).toEqual([]);
    expect(followUpCounts).toHaveLength(2);
    const page = await placePageFor(store, 'sales', 'vjti MUMBAI', now);
    expect(page.followUps.map((followUp) => [followUp.by.uid, followUp.daysOverdue])).toEqual([
      [salesRep.uid, 7],
      [otherSalesRep.uid, 2],
    ]);
  });
});
