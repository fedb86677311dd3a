import { createHash, randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, expect, it } from 'vitest';
import type { MySpendsOutput } from '../../src/domain/api/mySpends.js';
import type { ReviewQueueOutput } from '../../src/domain/api/reviewQueue.js';
import type { SpendEntryView } from '../../src/domain/api/spendEntryView.js';
import type { SpendSummaryOutput } from '../../src/domain/api/spendSummary.js';
import type { MyBillsOutput } from '../../src/domain/api/myBills.js';
import type { SpendEntryOutput } from '../../src/domain/api/spendEntry.js';
import { entryUploadId } from '../../src/domain/uploads/entryUploadId.js';
import { localImageHostCredentials } from '../../../scripts/stack/imageHostSettings.js';
import { makePng } from '../support/png.js';
import { demoAccount } from '../../../scripts/stack/demoAccounts.js';
import { PROJECT_ID } from '../../../scripts/stack/paths.js';
import { callFunction, describeWithStack, signIn, stackEnv } from './support/stack.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';

const password = 'review-pass-2026';

/** An extra account with the given roles, through the Auth emulator (as `npm run claims` makes them). */
async function account(roles: string[]): Promise<string> {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const email = `review-${randomUUID().slice(0, 8)}@example.com`;
  const user = await getAuth(app).createUser({ email, password, emailVerified: true });
  await getAuth(app).setCustomUserClaims(user.uid, { roles });
  return signIn(email, password);
}

describeWithStack('reviewing spends through the Functions emulator', () => {
  let sales = '';
  let admin = '';
  let secondAdmin = '';
  let adminWhoSells = '';
  beforeAll(async () => {
    const rep = demoAccount('sales');
    const boss = demoAccount('admin');
    sales = await signIn(rep.email, rep.password);
    admin = await signIn(boss.email, boss.password);
    secondAdmin = await account(['admin']);
    adminWhoSells = await account(['admin', 'sales']);
  });

  async function result<T>(name: string, data: unknown, token: string): Promise<T> {
    const outcome = await callFunction(name, data, token);
    if (!outcome.ok) throw new Error(`${name} failed: ${outcome.status} ${outcome.message}`);
    return outcome.result as T;
  }

  const save = (token: string, spentAmount = 300.01, allocatedAmount = 1000) =>
    result<{ ids: string[]; entryId: string }>(
      'saveSalesSpend',
      {
        requestId: randomUUID(),
        visitType: 'Multiple Visit',
        colleges: [`Review College ${randomUUID().slice(0, 6)}`, 'VJTI Mumbai'],
        allocatedAmount,
        spentAmount,
      },
      token,
    );
  /** The demo rep is given the advance an approval of theirs uses (and holds nothing after it). */
  const giveAdvance = (amount: number) =>
    result(
      'giveAdvance',
      {
        requestId: randomUUID(),
        ownerUid: demoAccount('sales').uid,
        amount,
        purpose: 'Review tests',
        mode: 'cash',
        reference: '',
        date: orgDayOf(Date.now()),
      },
      admin,
    );
  const summary = () => {
    const today = orgDayOf(Date.now());
    return result<SpendSummaryOutput>('spendSummary', { side: 'sales', from: today, to: today }, admin);
  };

  it('saves an entry that waits in Review and in My spends; approving less moves the approved totals', async () => {
    const before = await summary();
    const { entryId } = await save(sales);
    const queue = await result<ReviewQueueOutput>('reviewQueue', { side: 'sales', limit: 100 }, admin);
    expect(queue.rows.some((row) => row.id === entryId)).toBe(true);
    const mine = await result<MySpendsOutput>('mySpends', {}, sales);
    expect(mine.entries[0]).toMatchObject({ id: entryId, state: 'waiting' });
    await giveAdvance(1000);
    const decided = await result<{ entry: SpendEntryView }>(
      'decideSpend',
      {
        requestId: randomUUID(),
        entryId,
        version: 1,
        decision: { kind: 'approveLess', amount: 250.01, reason: 'Lunch over the limit' },
      },
      admin,
    );
    expect(decided.entry).toMatchObject({ state: 'approved', approvedAmount: 250.01 });
    const after = await summary();
    expect(after.totals.approved - before.totals.approved).toBe(25_001);
    expect(after.totals.spent - before.totals.spent).toBe(30_001);
  });

  it('lets one of two admins racing on an entry win; the other is told who decided', async () => {
    // Nothing allocated: whichever decision wins, no advance is left behind.
    const { entryId } = await save(sales, 12, 0);
    const outcomes = await Promise.all([
      callFunction(
        'decideSpend',
        { requestId: randomUUID(), entryId, version: 1, decision: { kind: 'approve' } },
        admin,
      ),
      callFunction(
        'decideSpend',
        { requestId: randomUUID(), entryId, version: 1, decision: { kind: 'refuse', reason: 'No bill' } },
        secondAdmin,
      ),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const lost = outcomes.find((outcome) => !outcome.ok);
    expect(lost).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
    expect(lost?.ok === false ? lost.message : '').toMatch(
      /^Already (approved|refused) by .+ at \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
  });

  it('refuses an admin their own entry, and a staff member a decision', async () => {
    const { entryId } = await save(adminWhoSells, 13);
    const own = await callFunction(
      'decideSpend',
      { requestId: randomUUID(), entryId, version: 1, decision: { kind: 'approve' } },
      adminWhoSells,
    );
    expect(own).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: 'You cannot review your own spend.',
    });
    const staff = await callFunction(
      'decideSpend',
      { requestId: randomUUID(), entryId, version: 1, decision: { kind: 'approve' } },
      sales,
    );
    expect(staff).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
  });

  it('withdraws a waiting entry out of the totals, and corrects a refused one back into Review', async () => {
    const before = await summary();
    const withdrawn = await save(sales, 40);
    await result('withdrawSpend', { requestId: randomUUID(), entryId: withdrawn.entryId }, sales);
    expect((await summary()).totals.spent).toBe(before.totals.spent);

    const refused = await save(sales, 50);
    await result(
      'decideSpend',
      {
        requestId: randomUUID(),
        entryId: refused.entryId,
        version: 1,
        decision: { kind: 'refuse', reason: 'Wrong day' },
      },
      admin,
    );
    const corrected = await result<{ entry: SpendEntryView }>(
      'correctSpend',
      {
        side: 'sales',
        requestId: randomUUID(),
        entryId: refused.entryId,
        visitType: 'Single Visit',
        colleges: ['VJTI Mumbai'],
        allocatedAmount: 100,
        spentAmount: 45,
      },
      sales,
    );
    expect(corrected.entry).toMatchObject({ id: refused.entryId, state: 'waiting', version: 2 });
    expect(corrected.entry.history.map((event) => event.kind)).toEqual(['saved', 'refused', 'corrected']);
    const policy = await result<{ sales: unknown }>('getSpendPolicy', {}, sales);
    expect(policy).toHaveProperty('sales');
  });

  /** A bill uploaded as the phone's outbox sends one: signed for its entry id, posted, recorded. */
  async function uploadBill(token: string, outboxEntryId: string): Promise<string> {
    const png = makePng(40 + Math.floor(Math.random() * 40), 30);
    const signed = await result<{ fields: Record<string, string> }>(
      'signUpload',
      {
        folder: 'bills',
        dept: 'sales',
        fileName: 'bill.png',
        sha256: createHash('sha256').update(png).digest('hex'),
        allowDuplicate: true,
        entryId: outboxEntryId,
      },
      token,
    );
    const form = new FormData();
    for (const [key, value] of Object.entries(signed.fields)) form.append(key, value);
    form.append('file', new Blob([png]), 'bill.png');
    const host = `${String(stackEnv.imageHostUrl)}/v1_1/${localImageHostCredentials.cloudName}/image/upload`;
    const answer = (await (await fetch(host, { method: 'POST', body: form })).json()) as Record<
      string,
      unknown
    >;
    const recorded = await result<{ id: string }>(
      'recordUpload',
      { public_id: answer.public_id, version: answer.version, signature: answer.signature },
      token,
    );
    return recorded.id;
  }

  it('names a bill before it is sent, lists the bills on no spend, and shows an admin the spend a bill proves', async () => {
    const rep = demoAccount('sales');
    // The phone names the record of a photo still in its outbox; the server gives it that id.
    const outboxEntry = randomUUID();
    const onSpend = await uploadBill(sales, outboxEntry);
    expect(onSpend).toBe(await entryUploadId(rep.uid, outboxEntry));
    const later = await uploadBill(sales, randomUUID());
    const free = await result<MyBillsOutput>('myBills', {}, sales);
    expect(free.bills.map((bill) => bill.id)).toEqual(expect.arrayContaining([onSpend, later]));
    expect(free.bills.find((bill) => bill.id === later)).toMatchObject({
      exists: true,
      fileName: 'bill.png',
    });

    const { entryId } = await result<{ entryId: string }>(
      'saveSalesSpend',
      {
        requestId: randomUUID(),
        visitType: 'Single Visit',
        colleges: ['VJTI Mumbai'],
        allocatedAmount: 500,
        spentAmount: 120,
        billIds: [onSpend],
      },
      sales,
    );
    const afterSave = await result<MyBillsOutput>('myBills', {}, sales);
    expect(afterSave.bills.map((bill) => bill.id)).not.toContain(onSpend);
    expect(afterSave.bills.map((bill) => bill.id)).toContain(later);

    await result('attachBill', { requestId: randomUUID(), entryId, billId: later }, sales);
    const afterAttach = await result<MyBillsOutput>('myBills', {}, sales);
    expect(afterAttach.bills.map((bill) => bill.id)).not.toContain(later);
    // Another person's list never shows them.
    const mine = await result<MyBillsOutput>('myBills', {}, adminWhoSells);
    expect(mine.bills.map((bill) => bill.id)).not.toContain(later);

    const shown = await result<SpendEntryOutput>('spendEntry', { entryId }, admin);
    expect(shown.entry?.bills.map((bill) => bill.id)).toEqual([onSpend, later]);
    expect(shown.entry?.history.map((event) => event.kind)).toEqual(['saved', 'billAttached']);
    expect(await result<SpendEntryOutput>('spendEntry', { entryId: '-NoSuchEntry00000000' }, admin)).toEqual({
      entry: null,
    });
  });
});
