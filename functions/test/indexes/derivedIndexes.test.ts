import { describe, expect, it } from 'vitest';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { createdAtText } from '../../src/domain/uploads/uploadRecord.js';
import { checkFileIndexes } from '../../src/services/indexes/fileIndexCheck.js';
import { checkVisitIndexes } from '../../src/services/indexes/visitIndexCheck.js';
import { listFilesFor } from '../../src/services/files/listFilesFor.js';
import { listVisitsFor } from '../../src/services/visits/listVisitsFor.js';
import { visitPipelineFor } from '../../src/services/visits/visitPipelineFor.js';
import { seedFiles } from '../files/seedFiles.js';
import { otherSalesRep, placementRep } from '../support/callables.js';
import { useVisitLog } from '../visits/visitLogHarness.js';

const { state, submit } = useVisitLog();
const differencesOf = (reports: { differences: { path: string }[] }[]) =>
  reports.flatMap((report) => report.differences.map((difference) => difference.path));

describe('the visit index', () => {
  it('written with each visit, is exactly what the records give', async () => {
    await submit('sales', { collegeName: 'ABC College', visitPhase: 'Lead' });
    await submit('sales', { collegeName: 'abc  college', visitPhase: 'Closure' }, { by: otherSalesRep });
    await submit('sales', { collegeName: '' });
    await submit('placement', {}, { by: placementRep });
    expect(differencesOf(await checkVisitIndexes(state.store, false))).toEqual([]);
  });

  it('finds visits stored before it existed, and rebuild adds them so the screens show them', async () => {
    await submit(
      'sales',
      { collegeName: 'ABC College', visitPhase: 'Closure' },
      { at: '2026-11-03T10:00:00+05:30' },
    );
    const earlier = Date.parse('2026-10-01T10:00:00+05:30');
    await state.store.set('sales_visits/-Aold', {
      code: 'SALES-VIST-77',
      collegeName: 'abc college',
      visitPhase: 'Lead',
      submittedBy: { uid: 'sales-9', email: 'old@example.com' },
      createdAt: earlier,
    });
    const key = placeKeyOf('ABC College');

    const check = await checkVisitIndexes(state.store, false);
    expect(differencesOf(check)).toEqual([
      // Its person's latest visit there, which closes any follow-up set before it.
      'followUps/sales/sales-9',
      // Its person's visits by check: one more Unverified (no reading).
      'visitCheckCounts/sales/sales-9',
      // Its day's visits by person and Location filter: one Unverified, one No location.
      'visitCheckDays/sales/2026-10-01',
      // Its person's visits of its day, for Review.
      'visitDays/sales-9/2026-10-01/-Aold',
      `visitLog/sales/-Aold`,
      `visitPlaceVisits/sales/${key}`,
      `visitPlaces/sales/${key}`,
      'visitStaff/sales/sales-9',
    ]);
    const place = check[0]?.differences.find((difference) => difference.path.startsWith('visitPlaces'));
    expect(place?.stored).toMatchObject({ count: 1 });
    expect(place?.computed).toMatchObject({ count: 2, firstAt: earlier, latest: { visitPhase: 'Closure' } });
    const day = check[0]?.differences.find((difference) => difference.path.startsWith('visitCheckDays'));
    expect(day).toMatchObject({
      stored: undefined,
      computed: { 'sales-9': { unverified: 1, noLocation: 1 } },
    });

    await checkVisitIndexes(state.store, true);
    expect(differencesOf(await checkVisitIndexes(state.store, false))).toEqual([]);
    const log = await listVisitsFor(state.store, { kind: 'sales', search: 'ABC' });
    expect(log.visits.map((visit) => visit.code)).toEqual(['SALES-VIST-1', 'SALES-VIST-77']);
    expect((await visitPipelineFor(state.store, 'sales')).places).toMatchObject([{ count: 2 }]);
  });

  it('removes entries no record explains', async () => {
    await state.store.set('visitLog/placement/-Agone', { createdAt: 1, place: 'x', by: 'u' });
    const [, placement] = await checkVisitIndexes(state.store, true);
    expect(placement?.differences).toEqual([
      {
        path: 'visitLog/placement/-Agone',
        stored: { by: 'u', createdAt: 1, place: 'x' },
        computed: undefined,
      },
    ]);
    expect(await state.store.get('visitLog/placement/-Agone')).toBeNull();
  });
});

describe('the file name index', () => {
  it('matches uploads made with it, and adds files uploaded before it existed', async () => {
    await seedFiles(state.store, 'bills', [
      { name: 'New.png', createdAt: Date.parse('2026-11-03T10:00:00Z') },
    ]);
    expect(differencesOf(await checkFileIndexes(state.store, false))).toEqual([]);

    const at = Date.parse('2025-01-05T15:04:00+05:30');
    await state.store.update({
      // A record as the first version stored it: the host's fields and a display time, no createdAt.
      'bills/-Aold': {
        secure_url: 'https://res.cloudinary.com/demo/image/upload/v1/bills/old.png',
        public_id: 'bills/old',
        original_filename: 'Old Bill.PNG',
        size: 1,
        format: 'image/png',
        width: 1,
        height: 1,
        created_at: createdAtText(at),
      },
      'bills/-Bbroken': { size: 1 },
    });
    const [bills] = await checkFileIndexes(state.store, false);
    expect(bills?.unreadable).toEqual(['-Bbroken']);
    expect(bills?.differences).toEqual([
      { path: 'fileCounts/bills', stored: 1, computed: 2 },
      { path: 'fileIndex/bills/-Aold', stored: undefined, computed: { name: 'old bill.png', createdAt: at } },
    ]);

    await checkFileIndexes(state.store, true);
    expect(differencesOf(await checkFileIndexes(state.store, false))).toEqual([]);
    const page = await listFilesFor(state.store, { folder: 'bills', search: 'old' });
    expect(page.total).toBe(1);
  });
  it("holds each file's uploader: entries written before it gain theirs on rebuild, old records stay unmatched", async () => {
    const kiran = { uid: placementRep.uid, email: placementRep.email };
    const ids = await seedFiles(state.store, 'bills', [
      { name: 'a.png', createdAt: 1000, by: kiran },
      { name: 'b.png', createdAt: 2000, by: kiran },
      { name: 'c.png', createdAt: 3000, by: { uid: otherSalesRep.uid } },
    ]);
    expect(differencesOf(await checkFileIndexes(state.store, false))).toEqual([]);

    // As the index was before it held uploaders: no `by`, no staff entries.
    const [a, b, c] = ids.map(String);
    await state.store.update({
      [`fileIndex/bills/${a}/by`]: null,
      [`fileIndex/bills/${b}/by`]: null,
      [`fileIndex/bills/${c}/by`]: null,
      fileStaff: null,
      // A record kept from before uploads were signed in, and its index entry.
      'bills/-Aold': {
        secure_url: 'https://res.cloudinary.com/demo/image/upload/v1/bills/old.png',
        public_id: 'bills/old',
        original_filename: 'Old.png',
        size: 1,
        format: 'image/png',
        width: 1,
        height: 1,
        createdAt: 500,
      },
      'fileIndex/bills/-Aold': { name: 'old.png', createdAt: 500 },
      'fileCounts/bills': 4,
    });
    const [bills] = await checkFileIndexes(state.store, false);
    expect(bills?.differences).toEqual([
      {
        path: `fileIndex/bills/${a}`,
        stored: { createdAt: 1000, name: 'a.png' },
        computed: { by: kiran.uid, createdAt: 1000, name: 'a.png' },
      },
      {
        path: `fileIndex/bills/${b}`,
        stored: { createdAt: 2000, name: 'b.png' },
        computed: { by: kiran.uid, createdAt: 2000, name: 'b.png' },
      },
      {
        path: `fileIndex/bills/${c}`,
        stored: { createdAt: 3000, name: 'c.png' },
        computed: { by: otherSalesRep.uid, createdAt: 3000, name: 'c.png' },
      },
      { path: `fileStaff/bills/${kiran.uid}`, stored: undefined, computed: { files: 2, label: kiran.email } },
      {
        path: `fileStaff/bills/${otherSalesRep.uid}`,
        stored: undefined,
        computed: { files: 1, label: otherSalesRep.uid },
      },
    ]);
    expect((await listFilesFor(state.store, { folder: 'bills', staff: kiran.uid })).total).toBe(0);

    await checkFileIndexes(state.store, true);
    expect(differencesOf(await checkFileIndexes(state.store, false))).toEqual([]);
    const kirans = await listFilesFor(state.store, { folder: 'bills', staff: kiran.uid });
    expect(kirans.files.map((file) => file.name)).toEqual(['b.png', 'a.png']);
    expect(kirans.staff).toEqual([
      { uid: kiran.uid, label: 'Kiran Placement' },
      { uid: otherSalesRep.uid, label: otherSalesRep.uid },
    ]);
    expect(await state.store.get('fileIndex/bills/-Aold')).toEqual({ name: 'old.png', createdAt: 500 });

    // All of a member's files deleted (their entry counts 0) reads the same as no entry.
    await state.store.update({ [`bills/${c}`]: null, [`fileIndex/bills/${c}`]: null, 'fileCounts/bills': 3 });
    await state.store.set(`fileStaff/bills/${otherSalesRep.uid}/files`, 0);
    expect(differencesOf(await checkFileIndexes(state.store, false))).toEqual([]);
  });
});
