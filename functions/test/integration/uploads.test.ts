import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import type { UploadRecord } from '../../src/domain/uploads/uploadRecord.js';
import { demoAccount, demoAccounts } from '../../../scripts/stack/demoAccounts.js';
import { localImageHostCredentials } from '../../../scripts/stack/imageHostSettings.js';
import { makePng } from '../support/png.js';
import { callFunction, describeWithStack, signIn, stackEnv, type CallOutcome } from './support/stack.js';

interface Answer {
  public_id: string;
  version: number;
  signature: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function result(outcome: CallOutcome): unknown {
  if (!outcome.ok) throw new Error(`${outcome.status}: ${outcome.message}`);
  return outcome.result;
}

/** Posts a file with signed fields straight to the local image host, as the browser does. */
async function post(fields: Record<string, string>, png: Buffer): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([png]), 'bill.png');
  const url = `${String(stackEnv.imageHostUrl)}/v1_1/${localImageHostCredentials.cloudName}/image/upload`;
  const response = await fetch(url, { method: 'POST', body: form });
  const body = (await response.json()) as Answer;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { public_id: body.public_id, version: body.version, signature: body.signature };
}

describeWithStack('uploads over the wire: nothing forged, replayed or not yours is recorded', () => {
  let sales: string;
  let otherSales: string;
  let store: LocalStore;
  const salesRep = demoAccount('sales');

  beforeAll(async () => {
    sales = await signIn(salesRep.email, salesRep.password);
    const other = demoAccounts.find(
      (account) => account.roles.includes('sales') && account.uid !== salesRep.uid,
    );
    if (!other) throw new Error('The demo accounts need two sales reps');
    otherSales = await signIn(other.email, other.password);
    store = new LocalStore(String(stackEnv.storeDir));
  });
  afterAll(() => {
    store.close();
  });

  /** Signs an upload for `png` as `token` and posts it to the host. */
  async function upload(png: Buffer, token = sales) {
    const input = {
      folder: 'bills',
      dept: 'sales',
      fileName: 'bill.png',
      sha256: sha256(png),
      allowDuplicate: true,
    };
    const signed = result(await callFunction('signUpload', input, token)) as {
      fields: Record<string, string>;
    };
    return { fields: signed.fields, answer: await post(signed.fields, png) };
  }

  const recordOf = (answer: Answer) => store.get<UploadRecord>(answer.public_id);

  it("records a verified upload once, with the host's true size and dimensions", async () => {
    const png = makePng(77, 31);
    const { answer } = await upload(png);
    const first = result(await callFunction('recordUpload', answer, sales));
    expect(result(await callFunction('recordUpload', answer, sales))).toEqual(first);
    expect(await recordOf(answer)).toMatchObject({
      size: png.length,
      width: 77,
      height: 31,
      format: 'image/png',
    });
  });

  it('refuses a forged signature, storing nothing', async () => {
    const { answer } = await upload(makePng(5, 5));
    const forged = {
      ...answer,
      signature: createHash('sha1').update(`${answer.public_id}guess`).digest('hex'),
    };
    expect(await callFunction('recordUpload', forged, sales)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect(await recordOf(answer)).toBeNull();
  });

  it('refuses an altered public id, storing nothing under either id', async () => {
    const { answer } = await upload(makePng(6, 6));
    const { answer: other } = await upload(makePng(7, 7));
    const altered = { ...answer, public_id: other.public_id };
    expect(await callFunction('recordUpload', altered, sales)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect(await recordOf(answer)).toBeNull();
    expect(await recordOf(other)).toBeNull();
  });

  it('stores one image per signature: the signed fields posted again replace nothing', async () => {
    const png = makePng(4, 4);
    const { fields, answer } = await upload(png);
    const first = result(await callFunction('recordUpload', answer, sales));
    const before = await recordOf(answer);
    const replayed = await post(fields, makePng(64, 64));
    expect(replayed.version).toBe(answer.version);
    expect(result(await callFunction('recordUpload', replayed, sales))).toEqual(first);
    expect(await recordOf(answer)).toEqual(before);
    expect(before).toMatchObject({ size: png.length, width: 4, height: 4 });
    const served = await fetch(before?.secure_url ?? '');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('records 10 parallel calls of one answer once over HTTP: one record, one history entry', async () => {
    const { answer } = await upload(makePng(15, 5));
    const id = answer.public_id.split('/')[1] ?? '';
    const countBefore = (await store.get<number>('fileCounts/bills')) ?? 0;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => callFunction('recordUpload', answer, sales)),
    );
    expect(outcomes.map(result)).toEqual(Array(10).fill({ folder: 'bills', id }));
    expect(await store.get<number>('fileCounts/bills')).toBe(countBefore + 1);
    const history = (await store.get<Record<string, { action: string }>>(`fileAudit/bills/${id}`)) ?? {};
    expect(Object.values(history).map(({ action }) => action)).toEqual(['upload']);
  });

  it("refuses another user's ticket, storing nothing", async () => {
    const { answer } = await upload(makePng(9, 9));
    expect(await callFunction('recordUpload', answer, otherSales)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect(await recordOf(answer)).toBeNull();
  });

  it('refuses a role the folder is not for, signing nothing', async () => {
    const tickets = Object.keys((await store.get<object>('uploadTickets')) ?? {}).length;
    const input = {
      folder: 'placement_docs',
      dept: 'sales',
      fileName: 'offer.png',
      sha256: sha256(makePng(2, 2)),
    };
    expect(await callFunction('signUpload', input, sales)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect(Object.keys((await store.get<object>('uploadTickets')) ?? {}).length).toBe(tickets);
  });
});
