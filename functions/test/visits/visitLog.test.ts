import { describe, expect, it } from 'vitest';
import { listVisitsFor, type VisitLogQuery } from '../../src/services/visits/listVisitsFor.js';
import { visitPipelineFor } from '../../src/services/visits/visitPipelineFor.js';
import { placeVisitsFor } from '../../src/services/visits/placeVisitsFor.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { setPersonName } from '../../src/services/people/names.js';
import { checkVisitIndexes } from '../../src/services/indexes/visitIndexCheck.js';
import { otherSalesRep, placementRep, salesRep } from '../support/callables.js';
import { useVisitLog } from './visitLogHarness.js';

const { state, submit } = useVisitLog();
const list = (query: Omit<VisitLogQuery, 'kind'>, kind: VisitLogQuery['kind'] = 'sales') =>
  listVisitsFor(state.store, { kind, ...query });
const differencesOf = (reports: { differences: { path: string }[] }[]) =>
  reports.flatMap((report) => report.differences.map((difference) => difference.path));
const places = (page: { visits: { place: string }[] }) => page.visits.map((visit) => visit.place);

describe('the visit index, written with each visit', () => {
  it('keeps one place, under its first name, for names that differ only in case and spaces', async () => {
    await submit('sales', { collegeName: 'ABC College', visitPhase: 'Lead', totalContractValue: 1000 });
    await submit('sales', { collegeName: '  abc   college ', visitPhase: 'Follow up - I', mou: 'Yes' });
    const entry = await state.store.get(`visitPlaces/sales/${placeKeyOf('ABC College')}`);
    expect(entry).toMatchObject({
      name: 'ABC College',
      count: 2,
      latest: { visitPhase: 'Follow up - I', mou: 'Yes' },
    });
    const { places: rows } = await visitPipelineFor(state.store, 'sales');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 2, latest: { visitPhase: 'Follow up - I' } });
  });

  it('keeps the last known phase when a later visit names none, by when the visits were made', async () => {
    const key = placeKeyOf('ABC College');
    const phaseOf = async () =>
      (await visitPipelineFor(state.store, 'sales')).places.find((row) => row.key === key)?.phase;
    await submit(
      'sales',
      { collegeName: 'ABC College', visitPhase: 'Lead' },
      { at: '2026-11-03T10:00:00+05:30' },
    );
    await submit(
      'sales',
      { collegeName: 'ABC College', visitPhase: 'Follow up - I' },
      { at: '2026-11-04T10:00:00+05:30' },
    );
    await submit('sales', { collegeName: 'abc college', visitPhase: undefined });
    const rows = (await visitPipelineFor(state.store, 'sales')).places;
    expect(rows[0]?.latest).not.toHaveProperty('visitPhase');
    expect(await phaseOf()).toEqual({
      value: 'Follow up - I',
      at: Date.parse('2026-11-04T10:00:00+05:30'),
    });
    // Made on the 2nd, sent on the 5th: an older visit's phase never overrides the newer one's.
    await submit(
      'sales',
      {
        collegeName: 'ABC College',
        visitPhase: 'Closure',
        capturedAt: Date.parse('2026-11-02T10:00:00+05:30'),
      },
      { at: '2026-11-05T10:00:00+05:30' },
    );
    expect((await phaseOf())?.value).toBe('Follow up - I');
    // Made after the others though sent later still: its phase stands.
    await submit(
      'sales',
      {
        collegeName: 'ABC College',
        visitPhase: 'Closure',
        capturedAt: Date.parse('2026-11-05T09:00:00+05:30'),
      },
      { at: '2026-11-05T11:00:00+05:30' },
    );
    expect(await phaseOf()).toEqual({ value: 'Closure', at: Date.parse('2026-11-05T09:00:00+05:30') });
    expect(differencesOf(await checkVisitIndexes(state.store, false))).toEqual([]);
  });

  it('settles the last known phase when visits of a place are sent at once', async () => {
    const made = Date.parse('2026-11-03T09:00:00+05:30');
    await Promise.all(
      // Made in the reverse of the order they are sent: the newest one's phase must stand.
      ['Closure', 'Follow up - II', 'Follow up - I', 'Lead'].map((visitPhase, index) =>
        submit('sales', { collegeName: 'ABC College', visitPhase, capturedAt: made - index * 60_000 }),
      ),
    );
    await submit('sales', { collegeName: 'ABC College', visitPhase: undefined });
    const [row] = (await visitPipelineFor(state.store, 'sales')).places;
    expect(row?.phase).toEqual({ value: 'Closure', at: made });
    expect(differencesOf(await checkVisitIndexes(state.store, false))).toEqual([]);
  });

  it("stores a typed name as the organisation's list spells it, else as the place was first visited", async () => {
    await submit('sales', { collegeName: 'aissms college of engineering ' });
    await submit('sales', { collegeName: 'New  Horizon college' });
    await submit('sales', { collegeName: 'new horizon COLLEGE' });
    const stored = Object.values(
      (await state.store.get<Record<string, { collegeName?: string }>>('sales_visits')) ?? {},
    ).map((visit) => visit.collegeName);
    expect(stored.sort()).toEqual([
      'AISSMS College of Engineering',
      'New Horizon college',
      'New Horizon college',
    ]);
    const { places: rows } = await visitPipelineFor(state.store, 'sales');
    expect(rows.map((row) => [row.name, row.count]).sort()).toEqual([
      ['AISSMS College of Engineering', 1],
      ['New Horizon college', 2],
    ]);
  });

  it('names who submitted the latest visit of a place, not an earlier one', async () => {
    await submit('sales', { collegeName: 'ABC College' }, { by: otherSalesRep });
    await submit('sales', { collegeName: 'abc college' });
    await submit('sales', { collegeName: 'Older College' }, { by: otherSalesRep });
    const { places: rows } = await visitPipelineFor(state.store, 'sales');
    const byName = new Map(rows.map((row) => [row.key, row.lastBy]));
    expect(byName.get(placeKeyOf('ABC College'))).toEqual({
      uid: salesRep.uid,
      label: 'Asha Sales',
    });
    expect(byName.get(placeKeyOf('Older College'))?.uid).toBe(otherSalesRep.uid);
  });

  it('keys a name with characters a database key may not hold, and a visit with no place', async () => {
    await submit('sales', { collegeName: "St. John's [Main] #1 / 50%" });
    await submit('sales', { collegeName: '' });
    const { places: rows } = await visitPipelineFor(state.store, 'sales');
    expect(rows.map((row) => row.key).sort()).toEqual(['%none', "st%2E john's %5Bmain%5D %231 %2F 50%25"]);
  });
});

describe('the visit log', () => {
  it('pages newest first by 20, to the end, without repeating a visit', async () => {
    for (let index = 0; index < 45; index += 1)
      await submit('sales', { collegeName: `College ${String(index)}` });
    const seen: string[] = [];
    let page = await list({});
    for (;;) {
      expect(page.visits.length).toBeLessThanOrEqual(20);
      seen.push(...places(page));
      if (!page.next) break;
      page = await list({ after: page.next });
    }
    expect(seen).toEqual(Array.from({ length: 45 }, (_, index) => `College ${String(44 - index)}`));
  });

  it('narrows by days in Asia/Kolkata, submitter, phase and a place search in any case', async () => {
    await submit('sales', { collegeName: 'Early College' }, { at: '2026-11-01T23:50:00+05:30' });
    await submit(
      'sales',
      { collegeName: 'VJTI Mumbai', visitPhase: 'Lead' },
      { at: '2026-11-02T00:10:00+05:30' },
    );
    await submit(
      'sales',
      { collegeName: 'vjti  MUMBAI', visitPhase: 'Closure' },
      {
        at: '2026-11-02T12:00:00+05:30',
        by: otherSalesRep,
      },
    );
    await submit('sales', { collegeName: 'Late College' }, { at: '2026-11-03T00:00:00+05:30' });

    expect(places(await list({ from: '2026-11-02', to: '2026-11-02' }))).toEqual([
      'VJTI Mumbai',
      'VJTI Mumbai',
    ]);
    expect(places(await list({ staff: otherSalesRep.uid }))).toEqual(['VJTI Mumbai']);
    expect(places(await list({ phase: 'Lead' }))).toEqual(['VJTI Mumbai']);
    expect(places(await list({ search: 'Vjti mumbai' }))).toEqual(['VJTI Mumbai', 'VJTI Mumbai']);
    expect(places(await list({ search: 'college', to: '2026-11-02' }))).toEqual(['Early College']);
    const { staff } = await list({});
    expect(staff).toEqual([
      { uid: salesRep.uid, label: 'Asha Sales' },
      { uid: otherSalesRep.uid, label: 'Ravi Sales' },
    ]);
    // A name kept later renames them in the filter and on every row, though the index keeps the email.
    await setPersonName(
      state.store,
      { uid: salesRep.uid, email: salesRep.email, name: 'Zoya Asha' },
      'admin',
    );
    const renamed = await list({});
    expect(renamed.staff.map((person) => person.label)).toEqual(['Ravi Sales', 'Zoya Asha']);
    expect(
      new Set(renamed.visits.filter((visit) => visit.by.uid === salesRep.uid).map((visit) => visit.by.name)),
    ).toEqual(new Set(['Zoya Asha']));
  });

  it('finds a rare match behind many others, across chunks, and pages through matches', async () => {
    await submit('sales', { collegeName: 'Needle College' });
    for (let index = 0; index < 1200; index += 1)
      await submit('sales', { collegeName: `Hay ${String(index)}` });
    await submit('sales', { collegeName: 'needle college' });
    const first = await list({ search: 'NEEDLE', limit: 1 });
    expect(places(first)).toEqual(['Needle College']);
    const second = await list({ search: 'NEEDLE', limit: 1, ...(first.next ? { after: first.next } : {}) });
    expect(places(second)).toEqual(['Needle College']);
    expect(second.next).toBeNull();
  }, 60_000);

  it('shows every filled field, the submitter and the sheet state of each visit', async () => {
    await submit('placement', { companyName: 'Acme Analytics' }, { by: placementRep });
    const [visit] = (await list({}, 'placement')).visits;
    expect(visit).toMatchObject({
      code: 'Placement_Visit_01',
      place: 'Acme Analytics',
      by: { uid: placementRep.uid, email: placementRep.email },
      fields: { companyName: 'Acme Analytics', numbersForHiring: 15, pitched: 'Yes', jdReceived: 'No' },
      sheet: { state: 'disabled' },
    });
  });
});

describe('a place timeline', () => {
  it("lists a place's visits oldest first, whatever the case of its name", async () => {
    await submit('sales', { collegeName: 'ABC College', visitPhase: 'Lead' });
    await submit('sales', { collegeName: 'Other College' });
    await submit('sales', { collegeName: 'abc college', visitPhase: 'Closure' });
    const timeline = await placeVisitsFor(state.store, 'sales', placeKeyOf('Abc College'));
    expect(timeline.total).toBe(2);
    expect(timeline.visits.map((visit) => visit.fields.visitPhase)).toEqual(['Lead', 'Closure']);
  });
});
