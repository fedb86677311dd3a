import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { SpendRecordsOutput } from '../../src/domain/api/spendRecords.js';
import type { SpendSummaryOutput } from '../../src/domain/api/spendSummary.js';
import { demoAccount } from '../../../scripts/stack/demoAccounts.js';
import { callFunction, describeWithStack, signIn } from './support/stack.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';

describeWithStack('dashboards through the Functions emulator', () => {
  let salesToken = '';
  let adminToken = '';
  beforeAll(async () => {
    const sales = demoAccount('sales');
    const admin = demoAccount('admin');
    salesToken = await signIn(sales.email, sales.password);
    adminToken = await signIn(admin.email, admin.password);
  });

  async function result<T>(name: string, data: unknown, token: string): Promise<T> {
    const outcome = await callFunction(name, data, token);
    if (!outcome.ok) throw new Error(`${name} failed: ${outcome.status} ${outcome.message}`);
    return outcome.result as T;
  }

  it('a saved spend shows at once in the summary and the records, to the paisa', async () => {
    const today = orgDayOf(Date.now());
    const range = { side: 'sales', from: today, to: today };
    const before = await result<SpendSummaryOutput>('spendSummary', range, adminToken);
    const college = `Integration College ${randomUUID().slice(0, 8)}`;
    await result(
      'saveSalesSpend',
      {
        requestId: randomUUID(),
        visitType: 'Multiple Visit',
        colleges: [college, 'VJTI Mumbai'],
        allocatedAmount: 1000.01,
        spentAmount: 333.33,
        food: 0.03,
        toll: 12,
      },
      salesToken,
    );

    const after = await result<SpendSummaryOutput>('spendSummary', range, adminToken);
    expect(after.totals.allocated - before.totals.allocated).toBe(100_001);
    expect(after.totals.spent - before.totals.spent).toBe(33_333);
    expect(after.totals.food - before.totals.food).toBe(3);
    expect(after.totals.count - before.totals.count).toBe(2);
    expect(after.places.find((row) => row.place === college)?.totals).toEqual({
      allocated: 50_001,
      spent: 16_667,
      food: 2,
      fuel: 0,
      stay: 0,
      toll: 600,
      count: 1,
      approved: 0,
      approvedCount: 0,
    });

    const records = await result<SpendRecordsOutput>(
      'spendRecords',
      { ...range, place: college },
      adminToken,
    );
    expect(records.rows).toHaveLength(1);
    expect(records.rows[0]).toMatchObject({ place: college, amounts: { allocated: 500.01, spent: 166.67 } });
  });

  it('refuses a staff account', async () => {
    expect(await callFunction('spendSummary', { side: 'sales' }, salesToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
  });
});
