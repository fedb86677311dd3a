import { afterEach, describe, expect, it, vi } from 'vitest';
import { listVisits } from '../../src/callables/listVisits.js';
import { myFollowUps } from '../../src/callables/myFollowUps.js';
import { myReport } from '../../src/callables/myReport.js';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { visitPipeline } from '../../src/callables/visitPipeline.js';
import { draftLifetimeMs } from '../../src/domain/constants.js';
import { parseVisitRecord } from '../../src/domain/records/visitRecord.js';
import { visitedAtOf, visitTimeOf } from '../../src/domain/visits/visitTime.js';
import { sheetRow } from '../../src/services/visits/sheetRow.js';
import { visitKinds } from '../../src/services/visits/visitKinds.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';
import { at, indexes, ist, visit } from '../followUps/harness.js';
import { useEmptyLocalStore } from './harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const HOUR = 60 * 60_000;
const madeOn17th = ist('2026-11-17', '16:00');
const sentOn18th = ist('2026-11-18', '09:30');

const storedVisit = async (id: string) => {
  const record = parseVisitRecord(await store.get(`sales_visits/${id}`));
  if (!record) throw new Error(`no visit ${id}`);
  return record;
};

describe('the server bounds a visit’s capture time', () => {
  it('keeps a capture time from the last 30 days up to the receipt, else dates the visit on arrival', () => {
    expect(visitedAtOf(madeOn17th, sentOn18th)).toBe(madeOn17th);
    expect(visitedAtOf(sentOn18th, sentOn18th)).toBe(sentOn18th);
    // A phone clock ahead of the server: never after receipt.
    expect(visitedAtOf(sentOn18th + HOUR, sentOn18th)).toBe(sentOn18th);
    // Older than the outbox keeps an entry: a clock gone wrong, not a visit.
    expect(visitedAtOf(sentOn18th - draftLifetimeMs, sentOn18th)).toBe(sentOn18th - draftLifetimeMs);
    expect(visitedAtOf(sentOn18th - draftLifetimeMs - 1, sentOn18th)).toBe(sentOn18th);
    expect(visitedAtOf(undefined, sentOn18th)).toBe(sentOn18th);
  });

  it('stores the bounded capture time beside the receive time; visits stored before keep their receive time', async () => {
    at(sentOn18th);
    const offline = await visit('Modern College', { capturedAt: madeOn17th });
    const ahead = await visit('Modern College', { capturedAt: sentOn18th + 5 * HOUR });
    const ancient = await visit('Modern College', { capturedAt: sentOn18th - 40 * 24 * HOUR });
    expect(await storedVisit(offline.id)).toMatchObject({ visitedAt: madeOn17th, createdAt: sentOn18th });
    expect(await storedVisit(ahead.id)).toMatchObject({ visitedAt: sentOn18th, createdAt: sentOn18th });
    expect(await storedVisit(ancient.id)).toMatchObject({ visitedAt: sentOn18th, createdAt: sentOn18th });
    expect(visitTimeOf({ createdAt: sentOn18th })).toBe(sentOn18th);
  });
});

describe('a visit made offline on the 17th and sent on the 18th', () => {
  async function sendOfflineDay() {
    at(sentOn18th);
    const made = await visit('Modern College', { capturedAt: madeOn17th });
    const { entryId } = await invoke(
      saveSalesSpend,
      {
        requestId: newRequestId(),
        day: '2026-11-17',
        capturedAt: madeOn17th + HOUR,
        visitType: 'Single Visit',
        colleges: ['Modern College'],
        allocatedAmount: 0,
        spentAmount: 320,
      },
      salesRep,
    );
    return { made, entryId };
  }

  it('is in the log under the 17th, with its receive time kept beside it, and in the sheet row', async () => {
    const { made } = await sendOfflineDay();
    const onThe17th = await invoke(
      listVisits,
      { kind: 'sales', from: '2026-11-17', to: '2026-11-17' },
      admin,
    );
    expect(onThe17th.visits.map(({ id, visitedAt, createdAt }) => ({ id, visitedAt, createdAt }))).toEqual([
      { id: made.id, visitedAt: madeOn17th, createdAt: sentOn18th },
    ]);
    const onThe18th = await invoke(
      listVisits,
      { kind: 'sales', from: '2026-11-18', to: '2026-11-18' },
      admin,
    );
    expect(onThe18th.visits).toEqual([]);
    const row = sheetRow(visitKinds.sales, await storedVisit(made.id));
    expect(row.at(-1)).toBe(new Date(madeOn17th).toISOString());
  });

  it('is dated the 17th in the rep’s Report, its spend too, each saying when it was sent', async () => {
    const { made, entryId } = await sendOfflineDay();
    const { entries } = await invoke(myReport, {}, salesRep);
    expect(entries.map(({ kind, id, date, receivedAt }) => ({ kind, id, date, receivedAt }))).toEqual([
      { kind: 'salesVisit', id: made.id, date: madeOn17th, receivedAt: sentOn18th },
      // Received on another day than its own: noon of its day, as its records are dated.
      { kind: 'salesSpend', id: entryId, date: ist('2026-11-17', '12:00'), receivedAt: sentOn18th },
    ]);
  });

  it('counts beside the spend of the 17th in Review, and as the place’s last visit on the 17th', async () => {
    const { entryId } = await sendOfflineDay();
    const { rows } = await invoke(reviewQueue, {}, admin);
    expect(rows.find((row) => row.id === entryId)?.dayVisits).toMatchObject({ count: 1 });
    const pipeline = await invoke(visitPipeline, { kind: 'sales' }, admin);
    expect(pipeline.places.map(({ name, lastAt }) => ({ name, lastAt }))).toEqual([
      { name: 'Modern College', lastAt: madeOn17th },
    ]);
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('sets a follow-up from its own day, which a later visit made online closes', async () => {
    at(ist('2026-11-18', '09:00'));
    // Asha was back at the college on the 18th, before the visit of the 17th reached the server.
    await visit('VJTI Mumbai');
    at(sentOn18th);
    await visit('VJTI Mumbai', { capturedAt: madeOn17th, nextVisitOn: '2026-11-24' });
    const due = await invoke(myFollowUps, {}, salesRep);
    expect(due.followUps).toEqual([]);
    expect((await indexes(store, 'check')).count).toBe(0);
  });
});
