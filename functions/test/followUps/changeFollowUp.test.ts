import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeFollowUp } from '../../src/callables/changeFollowUp.js';
import { myFollowUps } from '../../src/callables/myFollowUps.js';
import type { ChangeFollowUpOutput } from '../../src/domain/api/changeFollowUp.js';
import type { MyFollowUpsOutput } from '../../src/domain/api/myFollowUps.js';
import { followUpPaths, followUpSlotSchema, followUpStateOf } from '../../src/domain/followUps/followUp.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import {
  failureOf,
  invoke,
  type CallFailure,
  newRequestId,
  otherSalesRep,
  salesRep,
} from '../support/callables.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, indexes, ist, visit } from './harness.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const vjti = placeKeyOf('VJTI Mumbai');
const due = () => invoke<MyFollowUpsOutput>(myFollowUps, {}, salesRep);
const change = (visitId: string, change: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  invoke<ChangeFollowUpOutput>(
    changeFollowUp,
    { requestId: newRequestId(), kind: 'sales', placeKey: vjti, visitId, change, ...extra },
    salesRep,
  );
const slotAt = async (placeKey = vjti) =>
  followUpSlotSchema.parse(await store.get(followUpPaths.slot('sales', salesRep.uid, placeKey)));

/** Asha's visit to VJTI on 26 Nov sets the next one on 3 Dec; the clock then stands on 5 Dec. */
async function overdueFollowUp(): Promise<string> {
  at(ist('2026-11-26', '10:00'));
  const { id } = await visit('VJTI Mumbai', { nextVisitOn: '2026-12-03' });
  at(ist('2026-12-05', '09:00'));
  return id;
}

describe('moving a follow-up’s day', () => {
  it('moves an overdue follow-up to a later day once per request id, and keeps it through indexes rebuild', async () => {
    const visitId = await overdueFollowUp();
    const requestId = newRequestId();
    const input = {
      requestId,
      kind: 'sales',
      placeKey: vjti,
      visitId,
      change: { kind: 'move', due: '2026-12-08' },
    };
    expect(await invoke(changeFollowUp, input, salesRep)).toEqual({
      visitId,
      version: 2,
      state: 'open',
      due: '2026-12-08',
    });
    expect((await due()).followUps).toMatchObject([{ visitId, due: '2026-12-08', dueClass: 'thisWeek' }]);

    // A retry answers the first result; the same id with another day is refused and changes nothing.
    expect(await invoke(changeFollowUp, input, salesRep)).toEqual({
      visitId,
      version: 2,
      state: 'open',
      due: '2026-12-08',
    });
    const other = await failureOf(
      invoke(changeFollowUp, { ...input, change: { kind: 'move', due: '2026-12-09' } }, salesRep),
    );
    expect(other).toMatchObject({ code: 'failed-precondition', details: { reason: 'request-reused' } });
    expect((await slotAt()).sets?.[visitId]?.due).toBe('2026-12-08');

    expect((await indexes(store, 'check')).count).toBe(0);
    await store.remove(followUpPaths.slot('sales', salesRep.uid, vjti));
    await indexes(store, 'rebuild');
    expect((await due()).followUps).toMatchObject([{ visitId, due: '2026-12-08' }]);
  });

  it('refuses a day before today or past 90 days from today with the field’s message, writing nothing', async () => {
    const visitId = await overdueFollowUp();
    const before = await store.get('followUps');
    const early = await failureOf(change(visitId, { kind: 'move', due: '2026-12-04' }));
    expect(early).toMatchObject({
      code: 'invalid-argument',
      details: { fieldErrors: [{ field: 'change.due', message: 'The new day is today or later.' }] },
    });
    const far = await failureOf(change(visitId, { kind: 'move', due: '2027-03-06' }));
    expect(far.details?.fieldErrors?.[0]?.message).toBe('The new day is at most 90 days from today.');
    expect(await change(visitId, { kind: 'move', due: '2027-03-05' })).toMatchObject({ due: '2027-03-05' });
    const bad = await failureOf(change(visitId, { kind: 'move', due: '2026-02-30' }));
    expect(bad.code).toBe('invalid-argument');
    expect((await slotAt()).sets?.[visitId]?.due).toBe('2027-03-05');
    expect(before).not.toBeNull();
  });
});

describe('two changes made from one version', () => {
  it('of two parallel changes from version 1, one is made and the other refused naming who changed it', async () => {
    const visitId = await overdueFollowUp();
    expect((await due()).followUps).toMatchObject([{ visitId, version: 1 }]);
    const outcomes = await Promise.allSettled([
      change(visitId, { kind: 'move', due: '2026-12-08' }, { version: 1 }),
      change(visitId, { kind: 'drop', reason: 'The TPO has left' }, { version: 1 }),
    ]);
    const made = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as CallFailure] : [],
    );
    expect(made).toHaveLength(1);
    expect(made[0]?.version).toBe(2);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.code).toBe('failed-precondition');
    expect(refused[0]?.message).toBe(
      'This follow-up was changed by Asha Sales at 05/12/2026 09:00 since you opened it. Check it and try again.',
    );
    // Only the change that was made is on the follow-up and its visit.
    const set = (await slotAt()).sets?.[visitId];
    if (made[0]?.state === 'dropped') expect(set).toMatchObject({ due: '2026-12-03', dropped: {} });
    else expect(set).toMatchObject({ due: '2026-12-08' });
    expect(set?.dropped !== undefined).toBe(made[0]?.state === 'dropped');
    expect(set?.movedAt !== undefined).toBe(made[0]?.state === 'open');
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('a change naming the version it saw goes on from there; an older app’s change names none', async () => {
    const visitId = await overdueFollowUp();
    expect(await change(visitId, { kind: 'move', due: '2026-12-08' }, { version: 1 })).toMatchObject({
      version: 2,
    });
    expect((await due()).followUps).toMatchObject([{ visitId, version: 2 }]);
    const stale = await failureOf(change(visitId, { kind: 'move', due: '2026-12-09' }, { version: 1 }));
    expect(stale.code).toBe('failed-precondition');
    expect(await change(visitId, { kind: 'move', due: '2026-12-10' }, { version: 2 })).toMatchObject({
      version: 3,
    });
    expect(await change(visitId, { kind: 'move', due: '2026-12-11' })).toMatchObject({ version: 4 });
    expect((await slotAt()).sets?.[visitId]?.due).toBe('2026-12-11');
  });
});

describe('dropping a follow-up', () => {
  it('drops it with a reason: it leaves the Due list, and a later visit there leaves it dropped', async () => {
    const visitId = await overdueFollowUp();
    const blank = await failureOf(change(visitId, { kind: 'drop', reason: '\u200b\u200b' }));
    expect(blank.details?.fieldErrors?.[0]?.message).toBe('Say why it is dropped.');
    expect(followUpStateOf(await slotAt(), visitId)).toBe('open');

    expect(await change(visitId, { kind: 'drop', reason: 'The TPO has left' })).toEqual({
      visitId,
      version: 2,
      state: 'dropped',
      due: '2026-12-03',
    });
    expect((await due()).followUps).toEqual([]);
    expect((await slotAt()).sets?.[visitId]?.dropped?.reason).toBe('The TPO has left');
    await visit('VJTI Mumbai');
    expect(followUpStateOf(await slotAt(), visitId)).toBe('dropped');
    expect((await indexes(store, 'check')).count).toBe(0);
  });

  it('refuses a follow-up that is closed, dropped or someone else’s, writing nothing', async () => {
    const visitId = await overdueFollowUp();
    const notOpen = 'This follow-up is no longer open: a later visit closed it, or it was dropped.';
    const theirs = await failureOf(
      invoke(
        changeFollowUp,
        {
          requestId: newRequestId(),
          kind: 'sales',
          placeKey: vjti,
          visitId,
          change: { kind: 'drop', reason: 'x' },
        },
        otherSalesRep,
      ),
    );
    expect(theirs).toMatchObject({ code: 'failed-precondition', message: notOpen });
    expect(await store.get(followUpPaths.person('sales', otherSalesRep.uid))).toBeNull();

    await visit('VJTI Mumbai');
    const closed = await failureOf(change(visitId, { kind: 'move', due: '2026-12-09' }));
    expect(closed).toMatchObject({ code: 'failed-precondition', message: notOpen });
    expect((await slotAt()).sets?.[visitId]?.due).toBe('2026-12-03');
    const missing = await failureOf(change('-AAAAAAAAAAAAAAAAAAA', { kind: 'move', due: '2026-12-09' }));
    expect(missing.code).toBe('failed-precondition');
  });

  it('leaves it closed, never open, when a drop and a visit there arrive at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const visitId = await overdueFollowUp();
      vi.useRealTimers();
      const [dropped] = await Promise.allSettled([
        change(visitId, { kind: 'drop', reason: 'Closed for the holidays' }),
        visit('VJTI Mumbai'),
      ]);
      expect(['fulfilled', 'rejected']).toContain(dropped.status);
      expect(['done', 'dropped']).toContain(followUpStateOf(await slotAt(), visitId));
      expect((await due()).followUps).toEqual([]);
      await store.remove('followUps');
    }
  });
});
