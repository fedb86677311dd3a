import { afterEach, describe, expect, it, vi } from 'vitest';
import { myFollowUps } from '../../src/callables/myFollowUps.js';
import type { MyFollowUpsOutput } from '../../src/domain/api/myFollowUps.js';
import { followUpPaths, followUpSlotSchema, followUpStateOf } from '../../src/domain/followUps/followUp.js';
import { dueClassOf, nextVisitProblem } from '../../src/domain/followUps/nextVisit.js';
import { placeKeyOf } from '../../src/domain/visits/visitPlaces.js';
import { mergePlaces } from '../../src/services/places/mergePlaces.js';
import { failureOf, invoke, otherSalesRep, salesRep } from '../support/callables.js';
import { at, indexes, ist, visit } from './harness.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';
import { restoreTimeZone } from '../support/timeZone.js';

const store = useEmptyLocalStore();
afterEach(() => vi.useRealTimers());

const due = () => invoke<MyFollowUpsOutput>(myFollowUps, {}, salesRep);

describe('when to go back', () => {
  it('classes a day as overdue, today or this week by the day in Asia/Kolkata, in any zone', () => {
    // 23:59 and 00:01 in Kolkata are 18:29 and 18:31 UTC: the day turns at Kolkata's midnight.
    const before = orgDayOf(ist('2026-11-26', '23:59'));
    const after = orgDayOf(ist('2026-11-27', '00:01'));
    expect([before, after]).toEqual(['2026-11-26', '2026-11-27']);
    expect(dueClassOf('2026-11-27', before)).toBe('thisWeek');
    expect(dueClassOf('2026-11-27', after)).toBe('today');
    expect(dueClassOf('2026-11-26', after)).toBe('overdue');
    expect(dueClassOf('2026-12-04', after)).toBe('thisWeek');
    expect(dueClassOf('2026-12-05', after)).toBe('later');
    const zone = process.env.TZ;
    try {
      // A phone in Los Angeles (still the 26th there at 00:01 in Kolkata on the 27th) sees the same.
      process.env.TZ = 'America/Los_Angeles';
      expect(new Date(ist('2026-11-27', '00:01')).getDate()).toBe(26);
      expect(dueClassOf('2026-11-27', orgDayOf(ist('2026-11-27', '00:01')))).toBe('today');
    } finally {
      restoreTimeZone(zone);
    }
  });

  it('allows a next visit from the day of the visit to 90 days after it', () => {
    expect(nextVisitProblem('2026-11-25', '2026-11-26')).toBe(
      'The next visit is on or after the day of this visit.',
    );
    expect(nextVisitProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(nextVisitProblem('2027-02-24', '2026-11-26')).toBeNull();
    expect(nextVisitProblem('2027-02-25', '2026-11-26')).toBe(
      'The next visit is at most 90 days after this one.',
    );
  });
});

describe('follow-ups set by visits', () => {
  it('lists a visit’s next visit under This week, then Overdue, and a later visit there closes it', async () => {
    at(ist('2026-11-26', '10:00'));
    const first = await visit('VJTI Mumbai', { nextVisitOn: '2026-12-03' });
    expect(await due()).toEqual({
      today: '2026-11-26',
      pressing: 0,
      startPoint: null,
      followUps: [
        {
          kind: 'sales',
          placeKey: placeKeyOf('VJTI Mumbai'),
          place: 'VJTI Mumbai',
          due: '2026-12-03',
          remark: 'Bring the MOU',
          phase: 'Lead',
          visitId: first.id,
          version: 1,
          dueClass: 'thisWeek',
          daysOverdue: 0,
        },
      ],
    });
    at(ist('2026-12-05', '09:00'));
    expect((await due()).followUps).toMatchObject([{ dueClass: 'overdue', daysOverdue: 2 }]);
    expect((await due()).pressing).toBe(1);

    // Another person's visit there is theirs: Asha's follow-up stays open.
    await visit('vjti  mumbai', {}, otherSalesRep);
    expect((await due()).followUps).toHaveLength(1);
    // Her own later visit, under any spelling, closes it and sets none.
    await visit('vjti mumbai');
    expect((await due()).followUps).toEqual([]);
    const slot = followUpSlotSchema.parse(
      await store.get(followUpPaths.slot('sales', salesRep.uid, placeKeyOf('VJTI Mumbai'))),
    );
    expect(followUpStateOf(slot, first.id)).toBe('done');
  });

  it('closes the open follow-up exactly once when two visits arrive at once, keeping the newer one’s', async () => {
    at(ist('2026-11-26', '10:00'));
    const first = await visit('COEP Pune', { nextVisitOn: '2026-11-28' });
    vi.useRealTimers();
    const [a, b] = await Promise.all([
      visit('COEP Pune', { nextVisitOn: '2026-12-10' }),
      visit('COEP Pune', { nextVisitOn: '2026-12-20' }),
    ]);
    const slot = followUpSlotSchema.parse(
      await store.get(followUpPaths.slot('sales', salesRep.uid, placeKeyOf('COEP Pune'))),
    );
    const states = [first.id, a.id, b.id].map((id) => followUpStateOf(slot, id));
    expect(states[0]).toBe('done');
    expect(states.filter((state) => state === 'open')).toHaveLength(1);
    const open = (await due()).followUps;
    expect(open).toHaveLength(1);
    expect([a.id, b.id]).toContain(open[0]?.visitId);
  });

  it('refuses a next visit before the visit or past 90 days, writing nothing, and judges a queued one by its day', async () => {
    at(ist('2026-11-26', '10:00'));
    const early = await failureOf(visit('MIT Pune', { nextVisitOn: '2026-11-25' }));
    expect(early).toMatchObject({
      code: 'invalid-argument',
      details: {
        fieldErrors: [
          { field: 'nextVisitOn', message: 'The next visit is on or after the day of this visit.' },
        ],
      },
    });
    const far = await failureOf(visit('MIT Pune', { nextVisitOn: '2027-02-25' }));
    expect(far.details?.fieldErrors?.[0]?.message).toBe('The next visit is at most 90 days after this one.');
    expect(await store.get('sales_visits')).toBeNull();
    expect(await store.get('followUps')).toBeNull();

    // Recorded offline on the 20th with the next visit on the 22nd, it arrives on the 26th: accepted, overdue.
    await visit('MIT Pune', { nextVisitOn: '2026-11-22', capturedAt: ist('2026-11-20', '17:00') });
    expect((await due()).followUps).toMatchObject([
      { place: 'MIT Pune', dueClass: 'overdue', daysOverdue: 4 },
    ]);
  });

  it('moves with a place merged into another, and a visit under the kept name closes it', async () => {
    at(ist('2026-11-20', '10:00'));
    await visit('AISSMS College of Engineering', {}, otherSalesRep);
    at(ist('2026-11-26', '10:00'));
    const set = await visit('A.I.S.S.M.S. COE', { nextVisitOn: '2026-12-01' });
    await mergePlaces(store, {
      kind: 'sales',
      from: 'a.i.s.s.m.s. coe',
      into: 'aissms college of engineering',
      by: { uid: 'cli' },
      at: 1,
    });
    expect((await due()).followUps).toMatchObject([
      {
        place: 'AISSMS College of Engineering',
        placeKey: placeKeyOf('AISSMS College of Engineering'),
        visitId: set.id,
      },
    ]);
    expect(
      await store.get(followUpPaths.slot('sales', salesRep.uid, placeKeyOf('A.I.S.S.M.S. COE'))),
    ).toBeNull();
    at(ist('2026-11-27', '09:00'));
    await visit('AISSMS College of Engineering');
    expect((await due()).followUps).toEqual([]);
  });

  it('is checked and rebuilt from the visits by npm run indexes', async () => {
    at(ist('2026-11-26', '10:00'));
    await visit('Sinhgad College', { nextVisitOn: '2026-12-01' });
    at(ist('2026-11-26', '11:00'));
    await visit('DY Patil', { nextVisitOn: '2026-12-02' });
    await visit('DY Patil');
    const clean = await indexes(store, 'check');
    expect(clean.count, clean.lines.join('\n')).toBe(0);
    const before = await due();

    // A lost write: one follow-up gone, one place's latest visit forgotten.
    const sinhgad = followUpPaths.slot('sales', salesRep.uid, placeKeyOf('Sinhgad College'));
    await store.remove(sinhgad);
    await store.remove(`${followUpPaths.slot('sales', salesRep.uid, placeKeyOf('DY Patil'))}/lastVisitAt`);
    expect((await due()).followUps).not.toEqual(before.followUps);
    expect((await indexes(store, 'check')).count).toBe(1);
    await indexes(store, 'rebuild');
    expect((await indexes(store, 'check')).count).toBe(0);
    expect(await due()).toEqual(before);
  });
});
