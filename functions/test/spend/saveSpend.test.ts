import { beforeEach, describe, expect, it } from 'vitest';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { savePlacementSpend } from '../../src/callables/savePlacementSpend.js';
import { getSpendPolicy } from '../../src/callables/getSpendPolicy.js';
import { toPaise } from '../../src/domain/spend/money.js';
import { ownerDayPath } from '../../src/domain/spendEntries/reviewIndex.js';
import { emptySpendPolicy } from '../../src/domain/spendEntries/spendPolicy.js';
import { saveSpend } from '../../src/services/spend/saveSpend.js';
import { writeSpendPolicy } from '../../src/services/spendEntries/policyStore.js';
import { admin, failureOf, invoke, newRequestId, placementRep, salesRep } from '../support/callables.js';
import { useSpendStore } from './harness.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';
import { totalsDaysPath } from '../../src/services/ledger/figurePaths.js';

const { store, clear } = useSpendStore();

type Stored = Record<string, Record<string, unknown>>;

async function records(collection: 'sales_spent' | 'plac_spent'): Promise<Record<string, unknown>[]> {
  return Object.values((await store.get<Stored>(collection)) ?? {});
}

function salesEntry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    requestId: newRequestId(),
    visitType: 'Multiple Visit',
    colleges: ['VJTI Mumbai', 'Modern College of Engineering', 'Sinhgad College of Engineering'],
    allocatedAmount: 1000,
    spentAmount: 100,
    food: 10.01,
    fuel: 0.02,
    stay: 0,
    toll: 55.5,
    ...overrides,
  };
}

const sumPaise = (rows: Record<string, unknown>[], key: string) =>
  rows.reduce((total, row) => total + toPaise(row[key] as number), 0);

beforeEach(clear);

describe('saveSalesSpend', () => {
  it('stores one record per college, in order, with amounts that add up to the totals', async () => {
    const before = Date.now();
    const { ids } = await invoke(saveSalesSpend, salesEntry(), salesRep);
    expect(ids).toHaveLength(3);
    const stored = await store.get<Stored>('sales_spent');
    const rows = ids.map((id) => stored?.[id]);
    expect(rows.map((row) => row?.college)).toEqual([
      'VJTI Mumbai',
      'Modern College of Engineering',
      'Sinhgad College of Engineering',
    ]);
    expect(rows[0]).toMatchObject({
      allocatedAmount: 333.34,
      spentAmount: 33.34,
      food: 3.34,
      fuel: 0.01,
      stay: 0,
      toll: 18.5,
      visitType: 'Multiple Visit',
      createdBy: { uid: salesRep.uid, email: salesRep.email },
    });
    expect(rows[2]).toMatchObject({ allocatedAmount: 333.33, spentAmount: 33.33, food: 3.33, fuel: 0 });
    const defined = rows.filter((row) => row !== undefined);
    expect(sumPaise(defined, 'allocatedAmount')).toBe(100_000);
    expect(sumPaise(defined, 'spentAmount')).toBe(10_000);
    expect(sumPaise(defined, 'food')).toBe(1001);
    expect(sumPaise(defined, 'fuel')).toBe(2);
    expect(sumPaise(defined, 'toll')).toBe(5550);
    for (const row of defined) {
      expect(typeof row.allocatedAmount).toBe('number');
      expect(row.date).toBeGreaterThanOrEqual(before);
      expect(row.date).toBeLessThanOrEqual(Date.now());
      expect(row.createdAt).toBe(row.date);
    }
  });

  it('counts blank food, fuel, stay and toll as 0', async () => {
    const entry = salesEntry({ visitType: 'Single Visit', colleges: ['VJTI Mumbai'] });
    delete entry.food;
    delete entry.fuel;
    delete entry.stay;
    delete entry.toll;
    await invoke(saveSalesSpend, entry, salesRep);
    expect(await records('sales_spent')).toEqual([
      expect.objectContaining({
        food: 0,
        fuel: 0,
        stay: 0,
        toll: 0,
        allocatedAmount: 1000,
        spentAmount: 100,
      }),
    ]);
  });

  it('writes once for a retried request id and answers the retry with the first ids', async () => {
    const entry = salesEntry();
    const first = await invoke(saveSalesSpend, entry, salesRep);
    const retry = await invoke(saveSalesSpend, entry, salesRep);
    const edited = await failureOf(invoke(saveSalesSpend, { ...entry, spentAmount: 999 }, salesRep));
    expect(retry).toEqual(first);
    expect(edited).toMatchObject({ code: 'failed-precondition', details: { reason: 'request-reused' } });
    expect(await records('sales_spent')).toHaveLength(3);
    expect(Object.keys((await store.get<Stored>('sales_spent')) ?? {}).sort()).toEqual([...first.ids].sort());
  });

  it('writes once when the same request arrives twice at the same time', async () => {
    const entry = salesEntry();
    const outcomes = await Promise.allSettled([
      invoke(saveSalesSpend, entry, salesRep),
      invoke(saveSalesSpend, entry, salesRep),
    ]);
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect(await records('sales_spent')).toHaveLength(3);
  });

  it('saves a new entry under a new request id', async () => {
    await invoke(saveSalesSpend, salesEntry(), salesRep);
    await invoke(saveSalesSpend, salesEntry(), salesRep);
    expect(await records('sales_spent')).toHaveLength(6);
  });

  it.each([
    ['a missing college list', { colleges: undefined }, 'colleges', 'Choose a college.'],
    ['no college', { colleges: [] }, 'colleges', 'Choose a college.'],
    ['a blank college', { colleges: ['VJTI Mumbai', '   '] }, 'colleges.1', 'Enter the college name.'],
    [
      'the word Other',
      { colleges: ['Other'] },
      'colleges.0',
      'Type the college name instead of choosing Other.',
    ],
    [
      'the same college twice',
      { colleges: ['VJTI Mumbai', 'vjti  mumbai'] },
      'colleges.1',
      'This college is already listed.',
    ],
    [
      'several colleges on a Single Visit',
      { visitType: 'Single Visit' },
      'colleges',
      'A Single Visit has one college; choose Multiple Visit to add more.',
    ],
    [
      'more than 20 colleges',
      { colleges: Array.from({ length: 21 }, (_, i) => `College ${String(i)}`) },
      'colleges',
      'At most 20 colleges per entry.',
    ],
    ['a missing visit type', { visitType: undefined }, 'visitType', 'This field is required.'],
    [
      'an unknown visit type',
      { visitType: 'Weekly Visit' },
      'visitType',
      'Choose one of the listed options.',
    ],
    [
      'a missing allocated amount',
      { allocatedAmount: undefined },
      'allocatedAmount',
      'This field is required.',
    ],
    ['a missing spent amount', { spentAmount: undefined }, 'spentAmount', 'This field is required.'],
    ['a negative amount', { food: -1 }, 'food', 'Must not be negative.'],
    ['an amount as a string', { spentAmount: '100' }, 'spentAmount', 'Must be a number.'],
    ['a fraction of a paisa', { toll: 1.005 }, 'toll', 'Use at most 2 decimal places.'],
    [
      'an amount over a crore',
      { allocatedAmount: 10_000_000.01 },
      'allocatedAmount',
      'Must be at most ₹1,00,00,000.00.',
    ],
    ['a bad request id', { requestId: 'again' }, 'requestId', 'Must be a request id (a UUID).'],
    ['a day that does not exist', { day: '2026-02-30' }, 'day', 'Enter a valid date (yyyy-mm-dd).'],
    ['a day written another way', { day: '31/03/2026' }, 'day', 'Enter a valid date (yyyy-mm-dd).'],
    ['a capture time that is not a time', { capturedAt: 'now' }, 'capturedAt', 'Must be a number.'],
    ['an unknown field', { company: 'Infosys' }, 'company', 'Unknown field.'],
  ])('refuses %s, naming the field, and stores nothing', async (_case, overrides, field, message) => {
    const failure = await failureOf(invoke(saveSalesSpend, salesEntry(overrides), salesRep));
    expect(failure.code).toBe('invalid-argument');
    expect(failure.message).toBe(`${field}: ${message}`);
    expect(failure.details?.fieldErrors).toContainEqual({ field, message });
    expect(await store.get('sales_spent')).toBeNull();
    expect(await store.get('requests')).toBeNull();
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await failureOf(invoke(saveSalesSpend, salesEntry()))).code).toBe('unauthenticated');
  });

  it.each([
    ['a placement account', placementRep],
    ['an admin', admin],
  ])('refuses %s: the sales side needs the sales role', async (_who, caller) => {
    const failure = await failureOf(invoke(saveSalesSpend, salesEntry(), caller));
    expect(failure.code).toBe('permission-denied');
    expect(await store.get('sales_spent')).toBeNull();
  });
});

const DAY_MS = 24 * 60 * 60_000;
/** An organisation's day `days` away from now (negative: back). */
const dayFromNow = (days: number) => orgDayOf(Date.now() + days * DAY_MS);

async function storedEntry(entryId: string | undefined): Promise<Record<string, unknown> | null> {
  return store.get<Record<string, unknown>>(`spend_entries/${entryId ?? ''}`);
}

describe("a spend's day", () => {
  it('is the day the server receives it when the phone sends none (older phones, queued entries)', async () => {
    const { entryId } = await invoke(saveSalesSpend, salesEntry(), salesRep);
    const entry = await storedEntry(entryId);
    expect(entry?.day).toBe(orgDayOf(entry?.createdAt as number));
  });

  it('is the chosen day: on the entry, its day index, and its records (and so the day totals)', async () => {
    const day = dayFromNow(-5);
    const { entryId, ids } = await invoke(saveSalesSpend, salesEntry({ day }), salesRep);
    const entry = await storedEntry(entryId);
    expect(entry?.day).toBe(day);
    expect(orgDayOf(entry?.createdAt as number)).toBe(orgDayOf(Date.now()));
    expect(await store.get(`${ownerDayPath(salesRep.uid, day)}/${entryId ?? ''}`)).toMatchObject({
      spentAmount: 100,
    });
    const stored = await store.get<Stored>('sales_spent');
    for (const id of ids) expect(orgDayOf(stored?.[id]?.date as number)).toBe(day);
    expect(Object.keys((await store.get<Stored>(totalsDaysPath('sales'))) ?? {})).toEqual([day]);
  });

  it("keeps the phone's capture time as the records' date when it is on the chosen day", async () => {
    const received = Date.parse('2026-04-02T04:00:00Z'); // 09:30 on 2 April in Kolkata
    const capturedAt = Date.parse('2026-03-31T17:00:00Z'); // 22:30 on 31 March, offline
    const save = (day: string, captured: number) =>
      saveSpend(
        store,
        'sales',
        {
          requestId: newRequestId(),
          visitType: 'Single Visit',
          places: ['VJTI Mumbai'],
          allocatedAmount: 0,
          spentAmount: 40,
          food: 0,
          fuel: 0,
          stay: 0,
          toll: 0,
          day,
          capturedAt: captured,
        },
        { uid: salesRep.uid, email: salesRep.email, roles: ['sales'] },
        () => received,
      );
    const dateOf = async (id: string | undefined) =>
      (await store.get<number>(`sales_spent/${id ?? ''}/date`)) ?? undefined;
    expect(await dateOf((await save('2026-03-31', capturedAt)).ids[0])).toBe(capturedAt);
    expect(await dateOf((await save('2026-04-02', capturedAt)).ids[0])).toBe(received);
    // Neither is on that day: noon of it in Kolkata.
    expect(await dateOf((await save('2026-03-30', capturedAt)).ids[0])).toBe(
      Date.parse('2026-03-30T06:30:00Z'),
    );
    // A phone clock ahead of the server's is not believed.
    expect(await dateOf((await save('2026-04-02', received + 60_000)).ids[0])).toBe(received);
  });

  it.each([
    ['after today', 2, 'Choose a day no later than today.'],
    ['more than 30 days back', -40, /^Choose a day from \d{2}\/\d{2}\/\d{4} to today\.$/],
  ])('is refused %s, naming the Date field, and nothing is written', async (_case, days, message) => {
    const failure = await failureOf(invoke(saveSalesSpend, salesEntry({ day: dayFromNow(days) }), salesRep));
    expect(failure.code).toBe('invalid-argument');
    expect(failure.message).toMatch(/^day: /);
    expect(failure.details?.fieldErrors).toHaveLength(1);
    expect(failure.details?.fieldErrors?.[0]?.field).toBe('day');
    expect(failure.details?.fieldErrors?.[0]?.message).toMatch(message);
    expect(failure.message).toBe(`day: ${failure.details?.fieldErrors?.[0]?.message ?? ''}`);
    for (const path of ['sales_spent', 'spend_entries', 'spend_totals', 'requests']) {
      expect(await store.get(path)).toBeNull();
    }
  });

  it('may go as far back as the policy says, which the phones read with the limits', async () => {
    expect((await invoke(getSpendPolicy, {}, salesRep)).maxDaysBack).toBe(30);
    await writeSpendPolicy(store, { ...emptySpendPolicy, maxDaysBack: 2 });
    expect((await invoke(getSpendPolicy, {}, salesRep)).maxDaysBack).toBe(2);
    await invoke(saveSalesSpend, salesEntry({ day: dayFromNow(-1) }), salesRep);
    const failure = await failureOf(invoke(saveSalesSpend, salesEntry({ day: dayFromNow(-4) }), salesRep));
    expect(failure.details?.fieldErrors?.[0]?.field).toBe('day');
    expect(await records('sales_spent')).toHaveLength(3);
  });
});

describe('savePlacementSpend', () => {
  function placementEntry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      requestId: newRequestId(),
      visitType: 'Multiple Visit',
      companies: ['Tata Consultancy Services', 'Acme Analytics'],
      allocatedAmount: 0.03,
      spentAmount: 0.01,
      ...overrides,
    };
  }

  it('stores one record per company at plac_spent, names with their spaces, amounts adding up', async () => {
    const { ids } = await invoke(savePlacementSpend, placementEntry(), placementRep);
    const stored = await store.get<Stored>('plac_spent');
    expect(ids.map((id) => stored?.[id])).toEqual([
      expect.objectContaining({
        company: 'Tata Consultancy Services',
        allocatedAmount: 0.02,
        spentAmount: 0.01,
      }),
      expect.objectContaining({ company: 'Acme Analytics', allocatedAmount: 0.01, spentAmount: 0 }),
    ]);
    expect(ids.map((id) => stored?.[id]?.createdBy)).toEqual([
      { uid: placementRep.uid, email: placementRep.email },
      { uid: placementRep.uid, email: placementRep.email },
    ]);
    expect(await store.get('sales_spent')).toBeNull();
  });

  it('words its refusals for companies', async () => {
    const failure = await failureOf(
      invoke(savePlacementSpend, placementEntry({ companies: ['Infosys', 'INFOSYS'] }), placementRep),
    );
    expect(failure.details?.fieldErrors).toEqual([
      { field: 'companies.1', message: 'This company is already listed.' },
    ]);
    expect(await store.get('plac_spent')).toBeNull();
  });

  it('refuses a sales account: the placement side needs the placement role', async () => {
    const failure = await failureOf(invoke(savePlacementSpend, placementEntry(), salesRep));
    expect(failure.code).toBe('permission-denied');
  });

  it('writes once for a retried request id', async () => {
    const entry = placementEntry();
    const first = await invoke(savePlacementSpend, entry, placementRep);
    expect(await invoke(savePlacementSpend, entry, placementRep)).toEqual(first);
    expect(Object.keys((await store.get<Stored>('plac_spent')) ?? {})).toHaveLength(2);
  });
});
