import { beforeEach, describe, expect, it } from 'vitest';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { ownerDayPath } from '../../src/domain/spendEntries/reviewIndex.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

const DAY_MS = 24 * 60 * 60_000;
const dayFromNow = (days: number) => orgDayOf(Date.now() + days * DAY_MS);

const values = {
  visitType: 'Single Visit',
  colleges: ['VJTI Mumbai'],
  allocatedAmount: 500,
  spentAmount: 120,
};

/** A refused entry of the sales rep, saved on `day`. */
async function refusedEntry(day: string): Promise<{ entryId: string; recordId: string }> {
  const { entryId = '', ids } = await invoke(
    saveSalesSpend,
    { requestId: newRequestId(), day, ...values },
    salesRep,
  );
  await invoke(
    decideSpend,
    { requestId: newRequestId(), entryId, version: 1, decision: { kind: 'refuse', reason: 'Wrong day' } },
    admin,
  );
  return { entryId, recordId: ids[0] ?? '' };
}

const correct = (entryId: string, fields: Record<string, unknown>) =>
  invoke(correctSpend, { side: 'sales', requestId: newRequestId(), entryId, ...values, ...fields }, salesRep);

describe("a correction's day", () => {
  it('moves the entry to a new day within the window: its day index and its records follow', async () => {
    const from = dayFromNow(-3);
    const to = dayFromNow(-1);
    const { entryId, recordId } = await refusedEntry(from);
    const { entry } = await correct(entryId, { day: to });
    expect(entry.day).toBe(to);
    expect(await store.get(`${ownerDayPath(salesRep.uid, from)}/${entryId}`)).toBeNull();
    expect(await store.get(`${ownerDayPath(salesRep.uid, to)}/${entryId}`)).toMatchObject({
      spentAmount: 120,
    });
    expect(orgDayOf((await store.get<number>(`sales_spent/${recordId}/date`)) ?? 0)).toBe(to);
  });

  it('keeps the day, and the records their date, when none is sent or the same one is', async () => {
    const day = dayFromNow(-2);
    const { entryId, recordId } = await refusedEntry(day);
    const date = await store.get<number>(`sales_spent/${recordId}/date`);
    expect((await correct(entryId, {})).entry.day).toBe(day);
    await invoke(
      decideSpend,
      { requestId: newRequestId(), entryId, version: 2, decision: { kind: 'refuse', reason: 'Again' } },
      admin,
    );
    expect((await correct(entryId, { day })).entry.day).toBe(day);
    expect(await store.get<number>(`sales_spent/${recordId}/date`)).toBe(date);
  });

  it('refuses a new day outside the window with the Date field message, changing nothing', async () => {
    const day = dayFromNow(-1);
    const { entryId } = await refusedEntry(day);
    const failure = await failureOf(correct(entryId, { day: dayFromNow(2) }));
    expect(failure).toMatchObject({
      code: 'invalid-argument',
      message: 'day: Choose a day no later than today.',
      details: { fieldErrors: [{ field: 'day', message: 'Choose a day no later than today.' }] },
    });
    expect(await store.get(`spend_entries/${entryId}/state`)).toBe('refused');
    expect(await store.get(`spend_entries/${entryId}/day`)).toBe(day);
    // The entry is not left claimed: a good correction still goes through.
    expect((await correct(entryId, { day: dayFromNow(0) })).entry.state).toBe('waiting');
  });
});
